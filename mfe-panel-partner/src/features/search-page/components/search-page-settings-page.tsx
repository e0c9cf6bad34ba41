import useSWR from 'swr';
import { PARTNER_MANIFEST } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import { type PartnerSite, SEARCH_PAGE_LIMITS, type SearchPageInput, SearchPageInputSchema, type SearchPageSettings, SearchPageSettingsAnswerSchema } from 'shared-contracts/sites';
import { getHttpClient } from 'shared-runtime/http';
import { useAlert, useT } from 'shared-runtime/session';
import { Input, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { ContractForm, FormField, SaveBar, Textarea, useContractForm } from 'shared-ui/panel-kit';
import { useOwnSite, useSiteLanguages } from '../../../lib/own-site';
import { ReadsPending, SitePageFrame } from '../../../lib/site-page';
import { FieldGroup, ImageField } from '../../../lib/settings-fields';

const PAGE = PARTNER_MANIFEST.pages['partner.site.settings.searchPageSettings'];
const http = () => getHttpClient();

/**
 * npanel/sites/{siteId}/settings/search-page-settings (issue 15 §2 "search page", spec 002 §7.5): the cover picture of
 * the site's search page, and its title and subtitle in each of the site's languages. Empty ones leave the page its
 * own title ("Search"); the storefront shows the saved ones on its next load.
 */
export function SearchPageSettingsPage(props: AreaPageProps) {
  return <SitePageFrame {...props} title={PAGE.title}>{(site) => <Loader key={site} site={site} />}</SitePageFrame>;
}

function Loader({ site }: { site: number }) {
  const siteInfo = useOwnSite(site);
  const settings = useSWR(`partner-search-page:${site}`, async () => (await http().get(api.partnerSites.searchPage.path({ id: site }), SearchPageSettingsAnswerSchema, { kind: 'panel' })).data, {
    revalidateOnFocus: false,
  });
  if (!siteInfo.data || !settings.data) return <ReadsPending reads={[siteInfo, settings]} />;
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
