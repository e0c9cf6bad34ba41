import useSWR from 'swr';
import { PARTNER_MANIFEST } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import { type PartnerSite, SEARCH_PAGE_LIMITS, type SearchPageInput, SearchPageInputSchema, type SearchPageSettings, SearchPageSettingsAnswerSchema } from 'shared-contracts/sites';
import { getHttpClient } from 'shared-runtime/http';
import { useAlert, useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { EmptyState, ErrorPanel, Heading, Input, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { ContractForm, FormField, SaveBar, Textarea, errorMessage, useContractForm } from 'shared-ui/panel-kit';
import { useParams } from 'shared-ui/router';
import { PARTNER_PART } from '../../../lib/catalogue';
import { useOwnSite, useSiteLanguages } from '../../../lib/own-site';
import { FieldGroup, ImageField } from '../../../lib/settings-fields';

const PAGE = PARTNER_MANIFEST.pages['partner.site.settings.searchPageSettings'];
const http = () => getHttpClient();

/**
 * npanel/sites/{siteId}/settings/search-page-settings (issue 15 §2 "search page", spec 002 §7.5): the cover picture of
 * the site's search page, and its title and subtitle in each of the site's languages. Empty ones leave the page its
 * own title ("Search"); the storefront shows the saved ones on its next load.
 */
export function SearchPageSettingsPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(PARTNER_PART);
  const { siteId } = useParams();
  const id = Number(siteId);
  usePageMeta({ title: PAGE.title, breadcrumbs: [...breadcrumbs, { label: PAGE.title }] });
  const valid = Number.isInteger(id) && id > 0;
  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size="xl">
        {t(PAGE.title)}
      </Heading>
      {valid ? <Loader key={id} site={id} /> : <EmptyState title={t('partner.siteSettings.noSite')} description={t('partner.siteSettings.noSiteHint')} />}
    </Stack>
  );
}

function Loader({ site }: { site: number }) {
  const t = useT();
  const siteInfo = useOwnSite(site);
  const settings = useSWR(`partner-search-page:${site}`, async () => (await http().get(api.partnerSites.searchPage.path({ id: site }), SearchPageSettingsAnswerSchema, { kind: 'panel' })).data, {
    revalidateOnFocus: false,
  });
  const failure = siteInfo.error ?? settings.error;
  if (failure) {
    if ((failure as { status?: number }).status === 404) return <EmptyState title={t('partner.siteSettings.noSite')} description={t('partner.siteSettings.noSiteHint')} />;
    return <ErrorPanel message={errorMessage(failure, t)} onRetry={() => void Promise.all([siteInfo.mutate(), settings.mutate()])} />;
  }
  if (!siteInfo.data || !settings.data) return <LoadingState />;
  return <SearchPageForm site={siteInfo.data} saved={settings.data} onSaved={(next) => void settings.mutate(next, { revalidate: false })} />;
}

function SearchPageForm({ site, saved, onSaved }: { site: PartnerSite; saved: SearchPageSettings; onSaved: (next: SearchPageSettings) => void }) {
  const t = useT();
  const alert = useAlert();
  const { primary, languages, languageName } = useSiteLanguages(site);
  const form = useContractForm(SearchPageInputSchema, { defaultValues: { cover_image_url: saved.cover_image_url, titles: { ...saved.titles }, subtitles: { ...saved.subtitles } } });
  const hint = (texts: Record<string, string>, code: string) => (code !== primary && texts[primary] ? { placeholder: texts[primary] } : {});
  const titles = (form.watch('titles') ?? {}) as Record<string, string>;
  const subtitles = (form.watch('subtitles') ?? {}) as Record<string, string>;
  return (
    <ContractForm
      form={form}
      aria-label={t('partner.searchPage.form')}
      onSubmit={async (input: SearchPageInput) => {
        const next = (await http().put(api.partnerSites.saveSearchPage.path({ id: site.id }), input, SearchPageSettingsAnswerSchema, { kind: 'panel' })).data;
        onSaved(next);
        alert.show({ status: 'success', text: t('partner.searchPage.saved') });
      }}
    >
      <Stack gap="6">
        <Text color="fg.muted">{t('partner.searchPage.intro')}</Text>
        <ImageField form={form} name="cover_image_url" legend={t('partner.searchPage.cover')} help={t('partner.searchPage.coverHelp')} />
        <FieldGroup legend={t('partner.searchPage.texts')} help={t('partner.searchPage.textsHelp')}>
          {languages.map((code) => (
            <Stack key={code} gap="3">
              <FormField name={`titles.${code}`} label={t('partner.searchPage.title', { language: languageName(code) })}>
                <Input {...form.register(`titles.${code}`)} maxLength={SEARCH_PAGE_LIMITS.title} {...hint(titles, code)} />
              </FormField>
              <FormField name={`subtitles.${code}`} label={t('partner.searchPage.subtitle', { language: languageName(code) })}>
                <Textarea {...form.register(`subtitles.${code}`)} rows={2} maxLength={SEARCH_PAGE_LIMITS.subtitle} {...hint(subtitles, code)} />
              </FormField>
            </Stack>
          ))}
        </FieldGroup>
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}
