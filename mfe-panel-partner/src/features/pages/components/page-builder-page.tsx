import { useState } from 'react';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { PARTNER_MANIFEST } from 'shared-contracts/manifests';
import { SectionType } from 'shared-contracts/site-content';
import { PAGE_LIMITS, type CreateSectionInput, type PanelPageDetail, type PanelSection } from 'shared-contracts/site-pages';
import type { PartnerSite } from 'shared-contracts/sites';
import type { MessageId } from 'shared-runtime/i18n';
import { useAlert, useCataloguePart, usePageMeta, useT, type T } from 'shared-runtime/session';
import { Badge, Box, Button, ErrorPanel, Field, Flex, Heading, HStack, LoadingState, NativeSelect, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { errorMessage, useConfirmController } from 'shared-ui/panel-kit';
import { Link as RouterLink, useNavigate, useParams } from 'shared-ui/router';
import { SortableList } from 'shared-ui/sortable';
import { PARTNER_PART } from '../../../lib/catalogue';
import { useOwnSite } from '../../../lib/own-site';
import { createSection, deleteSection, saveSectionOrder, useBuckets, usePage } from '../api/pages';
import { pageTitle } from '../../../lib/page-title';
import { contentBuilderHref, sitePageSettingsHref } from '../lib/page-links';
import { PagePreview } from './page-preview';

const PAGE = PARTNER_MANIFEST.pages['partner.pages.pageBuilder'];

export const SECTION_TYPE_LABEL: Record<SectionType, MessageId> = {
  hero: 'partner.builder.type.hero',
  rich_text: 'partner.builder.type.richText',
  service_grid: 'partner.builder.type.serviceGrid',
  destination_box: 'partner.builder.type.destinationBox',
  faq: 'partner.builder.type.faq',
};

/** A section's name in the builder: its type and its title in the primary language. */
export function sectionName(section: PanelSection, primary: string, t: T): string {
  const text = (section.texts as Record<string, { title?: string | null } | undefined>)[primary];
  const title = text?.title?.trim();
  return title ? `${t(SECTION_TYPE_LABEL[section.type])}: ${title}` : t(SECTION_TYPE_LABEL[section.type]);
}

/**
 * npanel/{siteId}/pages/page/{pageId}/page-builder (issue 15 §3): the page's sections, added, reordered by drag and
 * drop, keyboard or buttons, and deleted after confirmation. Every change is saved as it is made, so nothing waits
 * unsaved here; a section's texts are edited in its content builder.
 */
export function PageBuilderPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(PARTNER_PART);
  usePageMeta({ title: PAGE.title, breadcrumbs: [...breadcrumbs, { label: PAGE.title }] });
  const { siteId, pageId, lang = DEFAULT_LOCALE } = useParams();
  const site = Number(siteId);
  const id = Number(pageId);
  const siteInfo = useOwnSite(site);
  const page = usePage(site, Number.isInteger(id) && id > 0 ? id : null);
  const failure = siteInfo.error ?? page.error;
  return (
    <Stack gap="5" maxW="4xl">
      <Heading as="h1" size="xl">
        {t(PAGE.title)}
      </Heading>
      {failure ? (
        <ErrorPanel message={errorMessage(failure, t)} onRetry={() => void Promise.all([siteInfo.mutate(), page.mutate()])} />
      ) : !siteInfo.data || !page.data ? (
        <LoadingState />
      ) : (
        <Builder key={page.data.id} site={siteInfo.data} page={page.data} lang={lang} onChange={(next) => void page.mutate(next, { revalidate: false })} />
      )}
    </Stack>
  );
}

interface BuilderProps {
  site: PartnerSite;
  page: PanelPageDetail;
  lang: string;
  onChange: (page: PanelPageDetail) => void;
}

function Builder({ site, page, lang, onChange }: BuilderProps) {
  const t = useT();
  const alert = useAlert();
  const { confirm, dialog } = useConfirmController();
  const navigate = useNavigate();
  const buckets = useBuckets(site.id);
  const primary = site.general_settings.language.primary_language;
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [type, setType] = useState<SectionType>(SectionType.hero);
  const sections = page.sections;
  const name = (section: PanelSection) => sectionName(section, primary, t);
  const firstBucket = buckets.data?.[0];

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      alert.show({ status: 'error', text: errorMessage(error, t) });
    } finally {
      setBusy(false);
    }
  }

  const move = (from: number, to: number) =>
    run(async () => {
      const order = sections.map((section) => section.id);
      const [moved] = order.splice(from, 1);
      order.splice(to, 0, moved!);
      // Shown at once; the saved order replaces it, or the failure puts the old one back.
      const byId = new Map(sections.map((section) => [section.id, section]));
      onChange({ ...page, sections: order.map((sectionId, position) => ({ ...byId.get(sectionId)!, position })) });
      try {
        onChange({ ...page, sections: await saveSectionOrder(site.id, page.id, order) });
        setStatus(t('partner.builder.orderSaved', { name: name(byId.get(moved!)!), position: to + 1, count: order.length }));
      } catch (error) {
        onChange(page);
        throw error;
      }
    });

  const add = () =>
    run(async () => {
      const created = await createSection(site.id, newSection(type, page.id, primary, firstBucket?.id, t));
      onChange({ ...page, sections: [...sections, created], section_count: sections.length + 1 });
      navigate(contentBuilderHref(lang, site.id, page.id, created.id));
    });

  const remove = (section: PanelSection) =>
    run(async () => {
      const ok = await confirm({ title: t('partner.builder.deleteTitle', { name: name(section) }), message: t('partner.builder.deleteMessage'), destructive: true });
      if (!ok) return;
      await deleteSection(site.id, section.id);
      const rest = sections.filter((each) => each.id !== section.id).map((each, position) => ({ ...each, position }));
      onChange({ ...page, sections: rest, section_count: rest.length });
      setStatus(t('partner.builder.deleted', { name: name(section) }));
    });

  const full = sections.length >= PAGE_LIMITS.sectionsPerPage;
  const needsBucket = type === SectionType.service_grid && !firstBucket;

  return (
    <Stack gap="5">
      {dialog}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted">{t('partner.builder.intro', { page: pageTitle(page, primary) })}</Text>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={sitePageSettingsHref(lang, site.id, page.id)}>{t('partner.pages.action.settings')}</RouterLink>
        </Button>
      </HStack>

      {sections.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="l3" p="6" textAlign="center">
          <Text color="fg.muted">{t('partner.builder.empty')}</Text>
        </Box>
      ) : (
        <SortableList
          items={sections}
          itemKey={(section) => String(section.id)}
          itemName={(section) => name(section)}
          onMove={(from, to) => void move(from, to)}
          label={t('partner.builder.sections')}
          disabled={busy}
          renderItem={(section, row) => (
            <Flex gap="3" align="center" borderWidth="1px" borderRadius="l3" p="3" bg="bg.panel" wrap="wrap">
              {row.handle}
              <Stack gap="1" flex="1" minW="40">
                <HStack gap="2">
                  <Badge>{t(SECTION_TYPE_LABEL[section.type])}</Badge>
                  <Text fontWeight="medium">{t('partner.builder.position', { position: row.index + 1, count: row.count })}</Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {sectionName(section, primary, t)}
                </Text>
              </Stack>
              {row.moveButtons}
              <Button asChild size="xs" colorPalette="brand">
                <RouterLink to={contentBuilderHref(lang, site.id, page.id, section.id)} aria-label={t('partner.builder.editNamed', { name: name(section) })}>
                  {t('partner.builder.edit')}
                </RouterLink>
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" disabled={busy} onClick={() => void remove(section)} aria-label={t('partner.builder.deleteNamed', { name: name(section) })}>
                {t('common.delete')}
              </Button>
            </Flex>
          )}
        />
      )}
      <Text aria-live="polite" role="status" fontSize="sm" color="fg.muted">
        {status}
      </Text>

      <HStack gap="3" align="end" wrap="wrap" as="section" aria-label={t('partner.builder.add')}>
        <Field.Root maxW="xs">
          <Field.Label>{t('partner.builder.newType')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={type} onChange={(event) => setType(event.target.value as SectionType)}>
              {Object.values(SectionType).map((each) => (
                <option key={each} value={each}>
                  {t(SECTION_TYPE_LABEL[each])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button colorPalette="brand" disabled={busy || full || needsBucket} onClick={() => void add()}>
          {t('partner.builder.add')}
        </Button>
      </HStack>
      {full ? <Text color="fg.muted">{t('errors.pages.tooManySections')}</Text> : null}
      {needsBucket ? <Text color="fg.muted">{t('partner.builder.needsBucket')}</Text> : null}

      <PagePreview site={site} page={page} />
    </Stack>
  );
}

/** A new section's first content, in the primary language: the partner then writes it in the content builder. */
function newSection(type: SectionType, pageId: number, primary: string, bucketId: number | undefined, t: T): CreateSectionInput {
  const title = t('partner.builder.newTitle');
  switch (type) {
    case SectionType.hero:
      return { page_id: pageId, type, settings: { image_url: PLACEHOLDER_IMAGE, cta_href: null }, texts: { [primary]: { title, subtitle: '', cta_label: null } } };
    case SectionType.rich_text:
      return { page_id: pageId, type, settings: {}, texts: { [primary]: { title, html: '' } } };
    case SectionType.service_grid:
      return { page_id: pageId, type, settings: { bucket_id: bucketId!, columns: 3 }, texts: { [primary]: { title, subtitle: null } } };
    case SectionType.destination_box:
      return { page_id: pageId, type, settings: { items: [] }, texts: { [primary]: { title, items: {} } } };
    case SectionType.faq:
      return { page_id: pageId, type, settings: {}, texts: { [primary]: { title, items: [] } } };
  }
}

/** A plain grey picture until the partner chooses one. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><rect width="100%" height="100%" fill="#CBD5E1"/></svg>');
