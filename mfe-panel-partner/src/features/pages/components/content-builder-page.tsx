import { useState, type ReactNode } from 'react';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { PARTNER_MANIFEST } from 'shared-contracts/manifests';
import { SectionType } from 'shared-contracts/site-content';
import { UpdateSectionInputSchema, type PanelPageDetail, type PanelSection, type UpdateSectionInput } from 'shared-contracts/site-pages';
import type { PartnerSite } from 'shared-contracts/sites';
import * as v from 'shared-contracts/valibot';
import { isMessageId } from 'shared-runtime/i18n';
import { useAlert, useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { Box, Button, EmptyState, ErrorPanel, Field, Heading, HStack, Image, Input, LoadingState, NativeSelect, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { errorMessage, FileUpload, Textarea, useUnsavedChangesGuard } from 'shared-ui/panel-kit';
import { Link as RouterLink, useNavigate, useParams } from 'shared-ui/router';
import { PARTNER_PART } from '../../../lib/catalogue';
import { LocationOptions, useLocationChoices } from '../../../lib/location-choices';
import { useOwnSite, useSiteLanguages } from '../../../lib/own-site';
import { updateSection, useBuckets, usePage } from '../api/pages';
import { pageBuilderHref } from '../lib/page-links';
import { SECTION_TYPE_LABEL, sectionName } from './page-builder-page';
import { PagePreview } from './page-preview';

const PAGE = PARTNER_MANIFEST.pages['partner.pages.contentBuilder'];

type Texts = Record<string, Record<string, unknown>>;
type Errors = Record<string, string>;

/**
 * npanel/{siteId}/pages/page/{pageId}/content-builder/{sectionId} (issue 15 §3): one section's content, in each of
 * the site's languages. Where a language has no text yet, the primary language's shows as its hint. Leaving with
 * unsaved changes asks first.
 */
export function ContentBuilderPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(PARTNER_PART);
  usePageMeta({ title: PAGE.title, breadcrumbs: [...breadcrumbs, { label: PAGE.title }] });
  const { siteId, pageId, sectionId, lang = DEFAULT_LOCALE } = useParams();
  const site = Number(siteId);
  const siteInfo = useOwnSite(site);
  const page = usePage(site, Number(pageId) > 0 ? Number(pageId) : null);
  const section = page.data?.sections.find((each) => each.id === Number(sectionId));
  const failure = siteInfo.error ?? page.error;
  let body: ReactNode;
  if (failure) body = <ErrorPanel message={errorMessage(failure, t)} onRetry={() => void Promise.all([siteInfo.mutate(), page.mutate()])} />;
  else if (!siteInfo.data || !page.data) body = <LoadingState />;
  else if (!section)
    body = (
      <EmptyState
        title={t('partner.builder.sectionNotFound')}
        action={
          <Button asChild variant="outline">
            <RouterLink to={pageBuilderHref(lang, site, page.data.id)}>{t('partner.builder.backToBuilder')}</RouterLink>
          </Button>
        }
      />
    );
  else body = <SectionEditor key={section.id} site={siteInfo.data} page={page.data} section={section} lang={lang} onSaved={(next) => void page.mutate(next, { revalidate: false })} />;
  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size="xl">
        {t(PAGE.title)}
      </Heading>
      {body}
    </Stack>
  );
}

/** Whether a language's text holds anything: an empty one is not sent, and the primary language's shows instead. */
function written(text: Record<string, unknown> | undefined): boolean {
  return Object.values(text ?? {}).some((value) => (typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) ? value.length > 0 : value !== null && typeof value === 'object' && Object.keys(value).length > 0));
}

/** The valibot issues as messages by dotted path. */
function issuesByPath(issues: readonly v.BaseIssue<unknown>[]): Errors {
  return Object.fromEntries(issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

interface EditorProps {
  site: PartnerSite;
  page: PanelPageDetail;
  section: PanelSection;
  lang: string;
  onSaved: (page: PanelPageDetail) => void;
}

function SectionEditor({ site, page, section, lang, onSaved }: EditorProps) {
  const t = useT();
  const alert = useAlert();
  const navigate = useNavigate();
  const { primary, languages, languageName } = useSiteLanguages(site);
  const [saved, setSaved] = useState(section);
  const [settings, setSettings] = useState<Record<string, unknown>>(section.settings as Record<string, unknown>);
  const [texts, setTexts] = useState<Texts>(section.texts as Texts);
  const [locale, setLocale] = useState(primary);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify({ settings, texts }) !== JSON.stringify({ settings: saved.settings, texts: saved.texts });
  const guard = useUnsavedChangesGuard(dirty);

  const text = texts[locale] ?? {};
  const hint = texts[primary] ?? {};
  const setText = (field: string, value: unknown) => setTexts((all) => ({ ...all, [locale]: { ...emptyText(section.type), ...all[locale], [field]: value } }));
  const setSetting = (field: string, value: unknown) => setSettings((all) => ({ ...all, [field]: value }));
  const places = (settings.items as Place[] | undefined) ?? [];
  const errorOf = (path: string) => {
    const message = errors[path];
    return message === undefined ? undefined : isMessageId(message) ? t(message) : message;
  };

  async function save() {
    const sent = Object.fromEntries(Object.entries(texts).filter(([code, each]) => code === primary || written(each)));
    const parsed = v.safeParse(UpdateSectionInputSchema, { id: section.id, type: section.type, settings, texts: sent });
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.issues));
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const updated = await updateSection(site.id, parsed.output as UpdateSectionInput);
      setSaved(updated);
      setSettings(updated.settings as Record<string, unknown>);
      setTexts(updated.texts as Texts);
      onSaved({ ...page, sections: page.sections.map((each) => (each.id === updated.id ? updated : each)) });
      alert.show({ status: 'success', text: t('partner.builder.saved', { name: sectionName(updated, primary, t) }) });
    } catch (error) {
      const issues = (error as { issues?: { path: string; message: string; code?: string }[] }).issues;
      if (issues?.length) setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.code ?? issue.message])));
      else alert.show({ status: 'error', text: errorMessage(error, t) });
    } finally {
      setSaving(false);
    }
  }

  const field = (name: string, label: string, options: { multiline?: boolean; required?: boolean } = {}) => {
    const value = typeof text[name] === 'string' ? (text[name] as string) : '';
    const primaryText = typeof hint[name] === 'string' ? (hint[name] as string) : '';
    const error = errorOf(`texts.${locale}.${name}`);
    const props = {
      value,
      onChange: (event: { target: { value: string } }) => setText(name, event.target.value),
      ...(locale !== primary && primaryText ? { placeholder: primaryText } : {}),
    };
    return (
      <Field.Root key={`${locale}:${name}`} invalid={error !== undefined} required={options.required === true && locale === primary}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        {options.multiline ? <Textarea rows={6} {...props} /> : <Input {...props} />}
        {locale !== primary && primaryText && !value ? <Field.HelperText>{t('partner.builder.hint', { language: languageName(primary), text: primaryText })}</Field.HelperText> : null}
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    );
  };

  return (
    <Stack gap="5">
      {guard.dialog}
      <Text color="fg.muted">{t('partner.builder.contentIntro', { type: t(SECTION_TYPE_LABEL[section.type]) })}</Text>

      <HStack gap="2" wrap="wrap" role="group" aria-label={t('partner.builder.language')}>
        {languages.map((code) => (
          <Button key={code} size="sm" variant={code === locale ? 'solid' : 'outline'} aria-pressed={code === locale} onClick={() => setLocale(code)}>
            {written(texts[code]) || code === primary ? languageName(code) : t('partner.builder.missing', { language: languageName(code) })}
          </Button>
        ))}
      </HStack>

      <Stack gap="4" as="fieldset" aria-label={t('partner.builder.textsIn', { language: languageName(locale) })}>
        {field('title', t('partner.builder.field.title'), { required: section.type !== SectionType.rich_text })}
        {section.type === SectionType.hero ? (
          <>
            {field('subtitle', t('partner.builder.field.subtitle'))}
            {field('cta_label', t('partner.builder.field.ctaLabel'))}
          </>
        ) : null}
        {section.type === SectionType.rich_text ? field('html', t('partner.builder.field.html'), { multiline: true }) : null}
        {section.type === SectionType.service_grid ? field('subtitle', t('partner.builder.field.subtitle')) : null}
        {section.type === SectionType.faq ? <FaqItems items={(text.items as FaqItem[] | undefined) ?? []} hint={(hint.items as FaqItem[] | undefined) ?? []} onChange={(items) => setText('items', items)} /> : null}
        {section.type === SectionType.destination_box ? (
          <PlaceTexts
            places={places}
            texts={(text.items as PlaceTextMap | undefined) ?? {}}
            hint={locale === primary ? {} : ((hint.items as PlaceTextMap | undefined) ?? {})}
            onChange={(items) => setText('items', items)}
            errorOf={(key, field) => errorOf(`texts.${locale}.items.${key}.${field}`)}
          />
        ) : null}
      </Stack>

      {section.type === SectionType.hero ? <HeroSettings settings={settings} onChange={setSetting} errorOf={errorOf} /> : null}
      {section.type === SectionType.service_grid ? <GridSettings siteId={site.id} settings={settings} onChange={setSetting} errorOf={errorOf} /> : null}
      {section.type === SectionType.destination_box ? (
        <PlaceSettings
          places={places}
          onChange={(items) => setSetting('items', items)}
          onRemove={(key) =>
            // A place taken away takes its texts in every language with it.
            setTexts((all) =>
              Object.fromEntries(
                Object.entries(all).map(([code, each]) => {
                  const { [key]: _gone, ...rest } = (each.items as PlaceTextMap | undefined) ?? {};
                  return [code, { ...each, items: rest }];
                }),
              ),
            )
          }
          errorOf={errorOf}
        />
      ) : null}

      <HStack gap="3">
        <Button colorPalette="brand" loading={saving} disabled={!dirty} onClick={() => void save()}>
          {t('common.save')}
        </Button>
        <Button
          variant="outline"
          onClick={async () => {
            if (await guard.confirmLeave()) navigate(pageBuilderHref(lang, site.id, page.id));
          }}
        >
          {t('partner.builder.backToBuilder')}
        </Button>
        {dirty ? <Text color="fg.muted" fontSize="sm">{t('partner.builder.unsaved')}</Text> : null}
      </HStack>

      <PagePreview site={site} page={page} />
    </Stack>
  );
}

/** A language's text of a section type with nothing written yet. */
function emptyText(type: SectionType): Record<string, unknown> {
  switch (type) {
    case SectionType.hero:
      return { title: '', subtitle: '', cta_label: null };
    case SectionType.rich_text:
      return { title: null, html: '' };
    case SectionType.service_grid:
      return { title: '', subtitle: null };
    case SectionType.destination_box:
      return { title: '', items: {} };
    case SectionType.faq:
      return { title: '', items: [] };
  }
}

interface FaqItem {
  question: string;
  answer: string;
}

function FaqItems({ items, hint, onChange }: { items: FaqItem[]; hint: FaqItem[]; onChange: (items: FaqItem[]) => void }) {
  const t = useT();
  const set = (index: number, change: Partial<FaqItem>) => onChange(items.map((item, at) => (at === index ? { ...item, ...change } : item)));
  return (
    <Stack gap="3">
      {items.map((item, index) => (
        <Stack key={index} gap="2" borderWidth="1px" borderRadius="l2" p="3">
          <Field.Root>
            <Field.Label>{t('partner.builder.field.question', { number: index + 1 })}</Field.Label>
            <Input value={item.question} placeholder={hint[index]?.question ?? ''} onChange={(event) => set(index, { question: event.target.value })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('partner.builder.field.answer', { number: index + 1 })}</Field.Label>
            <Textarea rows={3} value={item.answer} placeholder={hint[index]?.answer ?? ''} onChange={(event) => set(index, { answer: event.target.value })} />
          </Field.Root>
          <Box>
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => onChange(items.filter((_, at) => at !== index))}>
              {t('partner.builder.removeQuestion', { number: index + 1 })}
            </Button>
          </Box>
        </Stack>
      ))}
      <Box>
        <Button size="sm" variant="outline" onClick={() => onChange([...items, { question: '', answer: '' }])}>
          {t('partner.builder.addQuestion')}
        </Button>
      </Box>
    </Stack>
  );
}

interface SettingsProps {
  settings: Record<string, unknown>;
  onChange: (field: string, value: unknown) => void;
  errorOf: (path: string) => string | undefined;
}

function HeroSettings({ settings, onChange, errorOf }: SettingsProps) {
  const t = useT();
  const image = typeof settings.image_url === 'string' ? settings.image_url : '';
  const href = typeof settings.cta_href === 'string' ? settings.cta_href : '';
  return (
    <Stack gap="4" as="fieldset" aria-label={t('partner.builder.settings')}>
      <Heading as="h2" size="md">
        {t('partner.builder.settings')}
      </Heading>
      {image ? <Image src={image} alt={t('partner.builder.field.imagePreview')} maxH="40" objectFit="cover" borderRadius="l2" /> : null}
      <FileUpload label={t('partner.builder.field.imageUpload')} accept="image/*" multiple={false} onUploaded={(file) => onChange('image_url', file.url)} />
      <Field.Root invalid={errorOf('settings.image_url') !== undefined}>
        <Field.Label>{t('partner.builder.field.imageAddress')}</Field.Label>
        <Input value={image.startsWith('data:') ? '' : image} placeholder="https://" onChange={(event) => onChange('image_url', event.target.value)} />
        {errorOf('settings.image_url') ? <Field.ErrorText>{errorOf('settings.image_url')}</Field.ErrorText> : null}
      </Field.Root>
      <Field.Root invalid={errorOf('settings.cta_href') !== undefined}>
        <Field.Label>{t('partner.builder.field.ctaHref')}</Field.Label>
        <Input value={href} placeholder="/en/search" onChange={(event) => onChange('cta_href', event.target.value.trim() ? event.target.value : null)} />
        {errorOf('settings.cta_href') ? <Field.ErrorText>{errorOf('settings.cta_href')}</Field.ErrorText> : null}
      </Field.Root>
    </Stack>
  );
}

function GridSettings({ siteId, settings, onChange, errorOf }: SettingsProps & { siteId: number }) {
  const t = useT();
  const buckets = useBuckets(siteId);
  const error = errorOf('settings.bucket_id');
  return (
    <Stack gap="4" as="fieldset" aria-label={t('partner.builder.settings')}>
      <Heading as="h2" size="md">
        {t('partner.builder.settings')}
      </Heading>
      <Field.Root invalid={error !== undefined}>
        <Field.Label>{t('partner.builder.field.bucket')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={String(settings.bucket_id ?? '')} onChange={(event) => onChange('bucket_id', Number(event.target.value))}>
            {(buckets.data ?? []).map((bucket) => (
              <option key={bucket.id} value={bucket.id}>
                {t('partner.builder.bucketOption', { name: bucket.name, count: bucket.service_ids.length })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('partner.builder.field.columns')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={String(settings.columns ?? 3)} onChange={(event) => onChange('columns', Number(event.target.value))}>
            {[1, 2, 3, 4].map((columns) => (
              <option key={columns} value={columns}>
                {columns}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}

interface Place {
  key: string;
  image_url: string;
  location_id: number | null;
  href: string | null;
}
type PlaceTextMap = Record<string, { title: string; subtitle: string }>;

/** A new place's key: unique within the section, and what its texts are filed under in every language. */
const newPlaceKey = () => `place-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Each place's name and line in the language being written, the primary language's as the hint. */
function PlaceTexts({ places, texts, hint, onChange, errorOf }: { places: Place[]; texts: PlaceTextMap; hint: PlaceTextMap; onChange: (texts: PlaceTextMap) => void; errorOf: (key: string, field: string) => string | undefined }) {
  const t = useT();
  const set = (key: string, change: Partial<{ title: string; subtitle: string }>) => onChange({ ...texts, [key]: { title: '', subtitle: '', ...texts[key], ...change } });
  return (
    <Stack gap="3">
      {places.map((place, index) => (
        <Stack key={place.key} gap="2" borderWidth="1px" borderRadius="l2" p="3">
          <Field.Root invalid={errorOf(place.key, 'title') !== undefined}>
            <Field.Label>{t('partner.builder.field.placeTitle', { number: index + 1 })}</Field.Label>
            <Input value={texts[place.key]?.title ?? ''} placeholder={hint[place.key]?.title ?? ''} onChange={(event) => set(place.key, { title: event.target.value })} />
            {errorOf(place.key, 'title') ? <Field.ErrorText>{errorOf(place.key, 'title')}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('partner.builder.field.placeSubtitle', { number: index + 1 })}</Field.Label>
            <Input value={texts[place.key]?.subtitle ?? ''} placeholder={hint[place.key]?.subtitle ?? ''} onChange={(event) => set(place.key, { subtitle: event.target.value })} />
          </Field.Root>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The places of a destinations section: each a picture, and where it leads: a place of the catalogue (the site's search
 * there) or a link of its own. Added, changed and removed here; their names are written per language above.
 */
function PlaceSettings({ places, onChange, onRemove, errorOf }: { places: Place[]; onChange: (places: Place[]) => void; onRemove: (key: string) => void; errorOf: (path: string) => string | undefined }) {
  const t = useT();
  const choices = useLocationChoices();
  const set = (index: number, change: Partial<Place>) => onChange(places.map((place, at) => (at === index ? { ...place, ...change } : place)));
  return (
    <Stack gap="4" as="fieldset" aria-label={t('partner.builder.places')}>
      <Heading as="h2" size="md">
        {t('partner.builder.places')}
      </Heading>
      {places.length === 0 ? <Text color="fg.muted">{t('partner.builder.noPlaces')}</Text> : null}
      {places.map((place, index) => {
        const imageError = errorOf(`settings.items.${index}.image_url`);
        const hrefError = errorOf(`settings.items.${index}.href`);
        return (
          <Stack key={place.key} gap="3" borderWidth="1px" borderRadius="l2" p="3" role="group" aria-label={t('partner.builder.place', { number: index + 1 })}>
            <Heading as="h3" size="sm">
              {t('partner.builder.place', { number: index + 1 })}
            </Heading>
            <Field.Root>
              <Field.Label>{t('partner.builder.field.placeLocation')}</Field.Label>
              <NativeSelect.Root disabled={!choices.data}>
                <NativeSelect.Field value={place.location_id === null ? '' : String(place.location_id)} onChange={(event) => set(index, { location_id: event.target.value === '' ? null : Number(event.target.value) })}>
                  <LocationOptions choices={choices.data} noneLabel={t('partner.builder.field.placeNoLocation')} />
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>{t(choices.error ? 'partner.siteSettings.location.placesFailed' : 'partner.builder.field.placeLocationHelp')}</Field.HelperText>
            </Field.Root>
            {place.image_url ? <Image src={place.image_url} alt={t('partner.builder.field.placeImagePreview', { number: index + 1 })} maxH="32" objectFit="cover" borderRadius="l2" /> : null}
            <FileUpload label={t('partner.builder.field.placeImageUpload', { number: index + 1 })} accept="image/*" multiple={false} onUploaded={(file) => set(index, { image_url: file.url })} />
            <Field.Root invalid={imageError !== undefined} required>
              <Field.Label>
                {t('partner.builder.field.placeImageAddress', { number: index + 1 })}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input value={place.image_url.startsWith('data:') ? '' : place.image_url} placeholder="https://" onChange={(event) => set(index, { image_url: event.target.value })} />
              {imageError ? <Field.ErrorText>{imageError}</Field.ErrorText> : null}
            </Field.Root>
            <Field.Root invalid={hrefError !== undefined}>
              <Field.Label>{t('partner.builder.field.placeHref', { number: index + 1 })}</Field.Label>
              <Input value={place.href ?? ''} placeholder="/en/search" onChange={(event) => set(index, { href: event.target.value.trim() ? event.target.value : null })} />
              <Field.HelperText>{t('partner.builder.field.placeHrefHelp')}</Field.HelperText>
              {hrefError ? <Field.ErrorText>{hrefError}</Field.ErrorText> : null}
            </Field.Root>
            <Box>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => {
                  onChange(places.filter((each) => each.key !== place.key));
                  onRemove(place.key);
                }}
              >
                {t('partner.builder.removePlace', { number: index + 1 })}
              </Button>
            </Box>
          </Stack>
        );
      })}
      <Box>
        <Button size="sm" variant="outline" onClick={() => onChange([...places, { key: newPlaceKey(), image_url: '', location_id: null, href: null }])}>
          {t('partner.builder.addPlace')}
        </Button>
      </Box>
    </Stack>
  );
}
