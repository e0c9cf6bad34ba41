import { useState } from 'react';
import { menuDepths, PAGE_LIMITS, SaveMenuInputSchema, type PanelMenuItem, type PanelPage } from 'shared-contracts/site-pages';
import type { PartnerSite } from 'shared-contracts/sites';
import * as v from 'shared-contracts/valibot';
import { isMessageId } from 'shared-runtime/i18n';
import { useAlert, useT } from 'shared-runtime/session';
import { Box, Button, ErrorPanel, Field, Heading, HStack, Input, LoadingState, NativeSelect, Stack, Text } from 'shared-ui';
import { errorMessage, useUnsavedChangesGuard } from 'shared-ui/panel-kit';
import { useSiteLanguages } from '../../../lib/own-site';
import { type LinkListKind, saveMenu, useAllPages, useMenu } from '../api/pages';
import { pageTitle } from '../../../lib/page-title';

/** A menu item being edited: `key` names it within this edit, `parent_key` its parent's. */
interface Draft {
  key: string;
  id: number | null;
  parent_key: string | null;
  page_id: number | null;
  url: string | null;
  labels: Record<string, string>;
}

const fromSaved = (items: readonly PanelMenuItem[]): Draft[] =>
  items.map((item) => ({
    key: `m${item.id}`,
    id: item.id,
    parent_key: item.parent_id === null ? null : `m${item.parent_id}`,
    page_id: item.page_id,
    url: item.url,
    labels: item.labels as Record<string, string>,
  }));

/** The items of the tree below `key`, in order, `key` first. */
function branch(items: readonly Draft[], key: string): Draft[] {
  const keys = new Set([key]);
  return items.filter((item) => {
    if (keys.has(item.key) || (item.parent_key !== null && keys.has(item.parent_key))) {
      keys.add(item.key);
      return true;
    }
    return false;
  });
}

/** What differs between the header menu and the footer links: how deep they go, and their words. */
const KINDS = {
  menu: {
    depth: PAGE_LIMITS.menuDepth,
    text: {
      title: 'partner.menu.title',
      intro: 'partner.menu.intro',
      empty: 'partner.menu.empty',
      add: 'partner.menu.add',
      save: 'partner.menu.save',
      saved: 'partner.menu.saved',
      removeNamed: 'partner.menu.removeNamed',
    },
  },
  footer: {
    depth: 1,
    text: {
      title: 'partner.footerLinks.title',
      intro: 'partner.footerLinks.intro',
      empty: 'partner.footerLinks.empty',
      add: 'partner.footerLinks.add',
      save: 'partner.footerLinks.save',
      saved: 'partner.footerLinks.saved',
      removeNamed: 'partner.footerLinks.removeNamed',
    },
  },
} as const;

/**
 * The site's header menu (spec 002 §7.4 menu-items; issue 15 §3), or its footer links (ADR 0029): items link to one of
 * the site's pages (following its address) or to an address, labelled in each language; the menu goes three levels
 * deep, the footer one. Saved whole; the storefront shows it on its next page load. Leaving with unsaved changes asks
 * first.
 */
export function MenuEditor({ site, kind = 'menu' }: { site: PartnerSite; kind?: LinkListKind }) {
  const t = useT();
  const menu = useMenu(site.id, kind);
  const pages = useAllPages(site.id);
  if (menu.error ?? pages.error) return <ErrorPanel message={errorMessage(menu.error ?? pages.error, t)} onRetry={() => void Promise.all([menu.mutate(), pages.mutate()])} />;
  if (!menu.data || !pages.data) return <LoadingState />;
  return <MenuForm key={menu.data.map((item) => item.id).join(',')} kind={kind} site={site} saved={menu.data} pages={pages.data} onSaved={(items) => void menu.mutate(items, { revalidate: false })} />;
}

interface MenuFormProps {
  kind: LinkListKind;
  site: PartnerSite;
  saved: PanelMenuItem[];
  pages: PanelPage[];
  onSaved: (items: PanelMenuItem[]) => void;
}

function MenuForm({ kind, site, saved, pages, onSaved }: MenuFormProps) {
  const t = useT();
  const { depth: maxDepth, text } = KINDS[kind];
  const headingId = `site-${kind}-heading`;
  const alert = useAlert();
  const { primary, languages, languageName } = useSiteLanguages(site);
  const [items, setItems] = useState<Draft[]>(() => fromSaved(saved));
  const [next, setNext] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(items) !== JSON.stringify(fromSaved(saved));
  const guard = useUnsavedChangesGuard(dirty);
  const depths = menuDepths(items) ?? items.map(() => 1);
  const labelOf = (item: Draft) => item.labels[primary]?.trim() || t('partner.menu.untitled');

  const update = (key: string, change: Partial<Draft>) => setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const add = (parent: Draft | null) => {
    const item: Draft = { key: `n${next}`, id: null, parent_key: parent?.key ?? null, page_id: pages[0]?.id ?? null, url: pages[0] ? null : '/', labels: {} };
    setNext(next + 1);
    setItems((all) => {
      if (!parent) return [...all, item];
      // After the parent's last descendant.
      const last = branch(all, parent.key).at(-1)!;
      const at = all.indexOf(last) + 1;
      return [...all.slice(0, at), item, ...all.slice(at)];
    });
  };
  const remove = (item: Draft) => {
    const gone = new Set(branch(items, item.key).map((each) => each.key));
    setItems(items.filter((each) => !gone.has(each.key)));
  };
  /** Moves the item, with what is under it, before or after its neighbouring sibling. */
  const move = (item: Draft, direction: -1 | 1) => {
    const siblings = items.filter((each) => each.parent_key === item.parent_key);
    const neighbour = siblings[siblings.indexOf(item) + direction];
    if (!neighbour) return;
    const mine = branch(items, item.key);
    const theirs = branch(items, neighbour.key);
    const rest = items.filter((each) => !mine.includes(each) && !theirs.includes(each));
    const first = items.indexOf(direction === -1 ? neighbour : item);
    const block = direction === -1 ? [...mine, ...theirs] : [...theirs, ...mine];
    const before = rest.filter((each) => items.indexOf(each) < first);
    setItems([...before, ...block, ...rest.slice(before.length)]);
  };

  async function save() {
    const input = { items: items.map((item) => ({ ...item, labels: Object.fromEntries(Object.entries(item.labels).filter(([, label]) => label.trim())) })) };
    const parsed = v.safeParse(SaveMenuInputSchema, input);
    if (!parsed.success) {
      const message = parsed.issues[0].message;
      setError(isMessageId(message) ? t(message) : t('validation.invalid'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const result = await saveMenu(site.id, parsed.output, kind);
      onSaved(result);
      alert.show({ status: 'success', text: t(text.saved) });
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="4" as="section" aria-labelledby={headingId}>
      {guard.dialog}
      <Heading as="h2" size="lg" id={headingId}>
        {t(text.title)}
      </Heading>
      <Text color="fg.muted">{t(text.intro)}</Text>
      {items.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="l3" p="5" textAlign="center">
          <Text color="fg.muted">{t(text.empty)}</Text>
        </Box>
      ) : (
        <Stack as="ol" listStyleType="none" m="0" p="0" gap="2" aria-label={t(text.title)}>
          {items.map((item, index) => {
            const depth = depths[index] ?? 1;
            const name = labelOf(item);
            const siblings = items.filter((each) => each.parent_key === item.parent_key);
            const at = siblings.indexOf(item);
            return (
              <Stack as="li" key={item.key} gap="3" borderWidth="1px" borderRadius="l3" p="3" ms={`${(depth - 1) * 2}rem`} aria-label={name}>
                <HStack gap="3" wrap="wrap" align="end">
                  {languages.map((code) => (
                    <Field.Root key={code} maxW="56" required={code === primary}>
                      <Field.Label>
                        {t('partner.menu.label', { language: languageName(code) })}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        size="sm"
                        value={item.labels[code] ?? ''}
                        maxLength={PAGE_LIMITS.menuLabelMax}
                        {...(code !== primary && item.labels[primary] ? { placeholder: item.labels[primary] } : {})}
                        onChange={(event) => update(item.key, { labels: { ...item.labels, [code]: event.target.value } })}
                      />
                    </Field.Root>
                  ))}
                </HStack>
                <HStack gap="3" wrap="wrap" align="end">
                  <Field.Root maxW="64">
                    <Field.Label>{t('partner.menu.target')}</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field
                        value={item.page_id === null ? 'url' : String(item.page_id)}
                        onChange={(event) =>
                          update(item.key, event.target.value === 'url' ? { page_id: null, url: item.url ?? '/' } : { page_id: Number(event.target.value), url: null })
                        }
                      >
                        {pages.map((page) => (
                          <option key={page.id} value={page.id}>
                            {t('partner.menu.toPage', { page: pageTitle(page, primary) })}
                          </option>
                        ))}
                        <option value="url">{t('partner.menu.toAddress')}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  {item.page_id === null ? (
                    <Field.Root maxW="72">
                      <Field.Label>{t('partner.menu.address')}</Field.Label>
                      <Input size="sm" value={item.url ?? ''} placeholder="/en/search" onChange={(event) => update(item.key, { url: event.target.value })} />
                    </Field.Root>
                  ) : null}
                </HStack>
                <HStack gap="2" wrap="wrap">
                  <Button size="xs" variant="outline" disabled={at <= 0} onClick={() => move(item, -1)} aria-label={t('kit.sortable.moveUp', { name })}>
                    {t('kit.sortable.up')}
                  </Button>
                  <Button size="xs" variant="outline" disabled={at === siblings.length - 1} onClick={() => move(item, 1)} aria-label={t('kit.sortable.moveDown', { name })}>
                    {t('kit.sortable.down')}
                  </Button>
                  {depth < maxDepth ? (
                    <Button size="xs" variant="outline" onClick={() => add(item)} aria-label={t('partner.menu.addUnder', { name })}>
                      {t('partner.menu.addSub')}
                    </Button>
                  ) : null}
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => remove(item)} aria-label={t(text.removeNamed, { name })}>
                    {t('partner.menu.remove')}
                  </Button>
                </HStack>
              </Stack>
            );
          })}
        </Stack>
      )}
      {error ? (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" disabled={items.length >= PAGE_LIMITS.menuItemsMax} onClick={() => add(null)}>
          {t(text.add)}
        </Button>
        <Button size="sm" colorPalette="brand" loading={saving} disabled={!dirty} onClick={() => void save()}>
          {t(text.save)}
        </Button>
        {dirty ? <Text color="fg.muted" fontSize="sm">{t('partner.builder.unsaved')}</Text> : null}
      </HStack>
    </Stack>
  );
}
