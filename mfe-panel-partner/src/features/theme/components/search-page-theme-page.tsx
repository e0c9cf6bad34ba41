import { PARTNER_MANIFEST } from 'shared-contracts/manifests';
import { isHexColor, type PartnerSite, SEARCH_PAGE_THEME_FIELDS, SiteSettingsInputSchema, searchPageTheme } from 'shared-contracts/sites';
import * as v from 'shared-contracts/valibot';
import { useAlert, useT } from 'shared-runtime/session';
import { Button, Grid, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { ContractForm, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { useOwnSite } from '../../../lib/own-site';
import { ColorField, FieldGroup } from '../../../lib/settings-fields';
import { useSaveSiteSettings } from '../../../lib/site-settings';
import { ReadsPending, SitePageFrame } from '../../../lib/site-page';
import { ThemePreviewPanel } from './theme-page';

const PAGE = PARTNER_MANIFEST.pages['partner.themeSettings.searchPageTheme'];
const FormSchema = v.object({ search_page_theme_settings: SiteSettingsInputSchema.entries.search_page_theme_settings.wrapped });

/**
 * npanel/{siteId}/theme-settings/search-page-theme (spec 000 §2.3, issue 15 §2): the colours the search page paints
 * differently from the rest of the site. A colour left empty is the theme's (shown as the field's hint); the preview
 * is the storefront's own look in the search page's theme, as the partner types.
 */
export function SearchPageThemePage(props: AreaPageProps) {
  return <SitePageFrame {...props} title={PAGE.title} maxW="none">{(site) => <Loader key={site} site={site} />}</SitePageFrame>;
}

function Loader({ site }: { site: number }) {
  const siteInfo = useOwnSite(site);
  if (!siteInfo.data) return <ReadsPending reads={[siteInfo]} />;
  return <SearchPageThemeForm site={siteInfo.data} />;
}

function SearchPageThemeForm({ site }: { site: PartnerSite }) {
  const t = useT();
  const alert = useAlert();
  const save = useSaveSiteSettings();
  const form = useContractForm(FormSchema, { defaultValues: { search_page_theme_settings: { ...site.search_page_theme_settings } } });
  // A copy: watch() may answer the same object, changed in place, and the preview must see a new one each time.
  const own = { ...form.watch('search_page_theme_settings') };
  const typed = Object.fromEntries(Object.entries(own).filter(([, value]) => typeof value === 'string' && isHexColor(value.trim())));
  const theme = searchPageTheme(site.theme_settings, typed);

  const clearOwnColours = () => {
    for (const field of SEARCH_PAGE_THEME_FIELDS) form.setValue(`search_page_theme_settings.${field}`, null as never, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="8" alignItems="start">
      <ContractForm
        form={form}
        aria-label={t('partner.searchPageTheme.form')}
        onSubmit={async (input) => {
          await save(site.id, input);
          alert.show({ status: 'success', text: t('partner.searchPageTheme.saved') });
        }}
      >
        <Stack gap="6">
          <Text color="fg.muted">{t('partner.searchPageTheme.intro')}</Text>
          <FieldGroup legend={t('partner.searchPageTheme.colours')} help={t('partner.searchPageTheme.coloursHelp')}>
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
              {SEARCH_PAGE_THEME_FIELDS.map((field) => (
                <ColorField form={form} key={field} name={`search_page_theme_settings.${field}`} label={t(`partner.theme.field.${field}`)} placeholder={site.theme_settings[field]} />
              ))}
            </Grid>
          </FieldGroup>
          <Button alignSelf="flex-start" variant="outline" onClick={clearOwnColours}>
            {t('partner.searchPageTheme.useTheme')}
          </Button>
          <SaveBar />
        </Stack>
      </ContractForm>
      <ThemePreviewPanel theme={theme} site={site} />
    </Grid>
  );
}
