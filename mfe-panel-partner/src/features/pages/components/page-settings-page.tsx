import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_LOCALE, LIMITS } from 'shared-contracts/constants';
import { PARTNER_MANIFEST } from 'shared-contracts/manifests';
import { isMessageId } from 'shared-runtime/i18n';
import { PAGE_LIMITS, pageInputFor, type PanelPageDetail, type SlugCheck } from 'shared-contracts/site-pages';
import type { PartnerSite } from 'shared-contracts/sites';
import { useAlert, useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { Box, Button, EmptyState, ErrorPanel, Heading, HStack, Image, Input, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { Checkbox, ContractForm, FileUpload, FormField, SaveBar, Textarea, errorMessage, useContractForm, useDebouncedValue } from 'shared-ui/panel-kit';
import { Link as RouterLink, useNavigate, useParams } from 'shared-ui/router';
import { PARTNER_PART } from '../../../lib/catalogue';
import { useOwnSite, useSiteLanguages } from '../../../lib/own-site';
import { FieldGroup } from '../../../lib/settings-fields';
import { checkSlug, createPage, updatePage, usePage } from '../api/pages';
import { pageTitle } from '../../../lib/page-title';
import { sitePagesHref } from '../lib/page-links';

const PAGE = PARTNER_MANIFEST.pages['partner.pages.pagePageSettings'];

/**
 * npanel/{siteId}/pages/page/{pageId}/page-settings (and the npanel/sites/… form; -1 or no pageId creates), issue 15
 * §3: a page's slug (checked as the partner types), its title and SEO description in each of the site's languages
 * (the primary one's title required), its social image and no-index. A new page starts unpublished.
 */
export function PageSettingsPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(PARTNER_PART);
  const { siteId, pageId, lang = DEFAULT_LOCALE } = useParams();
  const site = Number(siteId);
  const id = pageId === undefined ? LIMITS.createId : Number(pageId);
  const creating = id === LIMITS.createId;
  const title = creating ? (PAGE.createTitle ?? PAGE.title) : PAGE.title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  const valid = Number.isInteger(site) && site > 0 && (creating || (Number.isInteger(id) && id > 0));
  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size="xl">
        {t(title)}
      </Heading>
      {valid ? <PageSettingsLoader key={`${site}:${id}`} site={site} pageId={creating ? null : id} lang={lang} /> : <PageMissing site={site} lang={lang} />}
    </Stack>
  );
}

function PageMissing({ site, lang }: { site: number; lang: string }) {
  const t = useT();
  return (
    <EmptyState
      title={t('partner.pages.notFound')}
      description={t('partner.pages.notFoundHint')}
      action={
        Number.isInteger(site) && site > 0 ? (
          <Button asChild variant="outline">
            <RouterLink to={sitePagesHref(lang, site)}>{t('partner.pages.backToList')}</RouterLink>
          </Button>
        ) : undefined
      }
    />
  );
}

function PageSettingsLoader({ site, pageId, lang }: { site: number; pageId: number | null; lang: string }) {
  const t = useT();
  const siteInfo = useOwnSite(site);
  const page = usePage(site, pageId);
  const failure = siteInfo.error ?? page.error;
  if (failure) {
    if ((failure as { status?: number }).status === 404) return <PageMissing site={site} lang={lang} />;
    return <ErrorPanel message={errorMessage(failure, t)} onRetry={() => void Promise.all([siteInfo.mutate(), page.mutate()])} />;
  }
  if (!siteInfo.data || (pageId !== null && !page.data)) return <LoadingState />;
  return <PageSettingsForm site={siteInfo.data} page={page.data ?? null} lang={lang} />;
}

/** The texts of the languages written in. */
const written = (texts: Record<string, string | undefined>) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text?.trim()));

/** The slug's availability, asked of the API once the partner pauses typing. */
function useSlugCheck(site: number, slug: string, pageId: number | null) {
  const settled = useDebouncedValue(slug.trim().toLowerCase(), 400);
  const [check, setCheck] = useState<SlugCheck | null>(null);
  useEffect(() => {
    if (!settled) {
      setCheck(null);
      return;
    }
    let current = true;
    checkSlug(site, settled, pageId).then(
      (answer) => current && setCheck(answer),
      () => current && setCheck(null),
    );
    return () => {
      current = false;
    };
  }, [site, settled, pageId]);
  return check?.slug === settled ? check : null;
}

function PageSettingsForm({ site, page, lang }: { site: PartnerSite; page: PanelPageDetail | null; lang: string }) {
  const t = useT();
  const alert = useAlert();
  const navigate = useNavigate();
  const { primary, languages, languageName } = useSiteLanguages(site);
  const schema = useMemo(() => pageInputFor(primary), [primary]);
  const form = useContractForm(schema, {
    defaultValues: {
      slug: page?.slug ?? '',
      titles: page?.titles ?? {},
      seo_descriptions: page?.seo_descriptions ?? {},
      social_image_url: page?.social_image_url ?? null,
      no_index: page?.no_index ?? false,
    },
  });
  const slug = (form.watch('slug') as string | undefined) ?? '';
  const slugCheck = useSlugCheck(site.id, slug, page?.id ?? null);
  const image = form.watch('social_image_url') as string | null | undefined;
  const noIndex = Boolean(form.watch('no_index'));
  const setImage = (url: string | null) => form.setValue('social_image_url', url, { shouldDirty: true, shouldValidate: true });

  return (
    <ContractForm
      form={form}
      aria-label={t('partner.pages.settingsForm')}
      onSubmit={async (input) => {
        // A language left empty is not sent: visitors then read the primary language's text.
        const values = { ...input, titles: written(input.titles), seo_descriptions: written(input.seo_descriptions) };
        const saved = page ? await updatePage(site.id, page.id, values) : await createPage(site.id, values);
        const name = pageTitle(saved, primary);
        alert.show({ status: 'success', text: t(page ? 'partner.pages.saved' : 'partner.pages.created', { name }) });
        navigate(sitePagesHref(lang, site.id));
      }}
    >
      <Stack gap="6">
        {page === null ? <Text color="fg.muted">{t('partner.pages.createIntro')}</Text> : null}
        <Stack gap="2">
          <FormField name="slug" label={t('partner.pages.field.slug')} help={t('partner.pages.field.slugHelp', { prefix: `/${primary}/page/` })} required>
            <Input {...form.register('slug')} autoComplete="off" spellCheck={false} maxLength={PAGE_LIMITS.slugMax + 10} />
          </FormField>
          <Text aria-live="polite" fontSize="sm" color={slugCheck === null ? 'fg.muted' : slugCheck.available ? 'fg.success' : 'fg.error'}>
            {slugCheck === null ? '' : slugCheck.available ? t('partner.pages.slugFree', { address: `/${primary}/page/${slugCheck.slug}` }) : t(isMessageId(slugCheck.message) ? slugCheck.message : 'validation.invalid')}
          </Text>
        </Stack>

        <FieldGroup legend={t('partner.pages.field.titles')}>
          {languages.map((code) => (
            <FormField
              key={code}
              name={`titles.${code}`}
              label={code === primary ? t('partner.pages.field.titlePrimary', { language: languageName(code) }) : t('partner.pages.field.title', { language: languageName(code) })}
              {...(code === primary ? { required: true } : { help: t('partner.pages.field.titleFallback', { language: languageName(primary) }) })}
            >
              <Input {...form.register(`titles.${code}`)} maxLength={PAGE_LIMITS.titleMax} />
            </FormField>
          ))}
        </FieldGroup>

        <FieldGroup legend={t('partner.pages.field.seo')} help={t('partner.pages.field.seoHelp')}>
          {languages.map((code) => (
            <FormField key={code} name={`seo_descriptions.${code}`} label={t('partner.pages.field.description', { language: languageName(code) })}>
              <Textarea {...form.register(`seo_descriptions.${code}`)} rows={2} maxLength={PAGE_LIMITS.seoDescriptionMax} />
            </FormField>
          ))}
        </FieldGroup>

        <FieldGroup legend={t('partner.pages.field.socialImage')} help={t('partner.pages.field.socialImageHelp')}>
          {image ? (
            <HStack gap="4" align="start">
              <Box borderWidth="1px" borderRadius="md" overflow="hidden" maxW="xs">
                <Image src={image} alt={t('partner.pages.field.socialImagePreview')} />
              </Box>
              <Button variant="outline" size="sm" onClick={() => setImage(null)}>
                {t('partner.pages.field.socialImageRemove')}
              </Button>
            </HStack>
          ) : null}
          <FileUpload label={t('partner.pages.field.socialImageUpload')} accept="image/*" multiple={false} onUploaded={(file) => setImage(file.url)} />
          <FormField name="social_image_url" label={t('partner.pages.field.socialImageAddress')}>
            <Input {...form.register('social_image_url', { setValueAs: (value: string | null) => (value?.trim() ? value.trim() : null) })} placeholder="https://" />
          </FormField>
        </FieldGroup>

        <Checkbox.Root checked={noIndex} onCheckedChange={(details) => form.setValue('no_index', details.checked === true, { shouldDirty: true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('partner.pages.field.noIndex')}</Checkbox.Label>
        </Checkbox.Root>

        <SaveBar {...(page === null ? { saveLabel: t('partner.pages.createSave') } : {})} />
      </Stack>
    </ContractForm>
  );
}
