import useSWR from 'swr';
import { THEME_DEFAULTS } from 'shared-contracts/constants';
import { PARTNER_MANIFEST, SITE_MANIFEST } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import { FontDataAnswerSchema } from 'shared-contracts/site-content';
import { type PartnerSite, SiteSettingsInputSchema, type ThemeSettings } from 'shared-contracts/sites';
import * as v from 'shared-contracts/valibot';
import { getHttpClient } from 'shared-runtime/http';
import { RemoteSlot } from 'shared-runtime/remotes';
import { useAlert, useT } from 'shared-runtime/session';
import { Box, Button, Grid, Heading, HStack, Input, LoadingState, NativeSelect, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { ContractForm, FormField, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { useOwnSite } from '../../../lib/own-site';
import { ReadsPending, SitePageFrame } from '../../../lib/site-page';
import { ColorField, FieldGroup } from '../../../lib/settings-fields';
import { useSaveSiteSettings } from '../../../lib/site-settings';

const PAGE = PARTNER_MANIFEST.pages['partner.themeSettings.generalTheme'];
const ThemeFormSchema = v.object({ theme_settings: SiteSettingsInputSchema.entries.theme_settings.wrapped });
type ColourField = Exclude<keyof ThemeSettings, 'button_radius' | 'site_font'>;

/** The theme's colours by what they paint (spec 000 §3 theme fields), in the order the form shows them. */
const COLOUR_GROUPS: { legend: 'buttons' | 'text' | 'surfaces' | 'badges'; fields: ColourField[] }[] = [
  { legend: 'buttons', fields: ['button_background_color', 'button_text_color', 'checkout_button_color'] },
  { legend: 'text', fields: ['text_color', 'title_color', 'subtitle_color', 'disabled_text_color', 'free_cancellation_text_color'] },
  { legend: 'surfaces', fields: ['box_color', 'outline_color', 'room_type_background_color', 'dialog_header_color'] },
  { legend: 'badges', fields: ['badge_background_color', 'badge_text_color', 'icon_color', 'icon_secondary_color'] },
];

/**
 * npanel/{siteId}/theme-settings (and general-theme), issue 15 §2: every theme field of spec 000 §3 with the defaults
 * of §9, and beside the form a live preview: the storefront's own look (mfe-site's ./ThemePreview, loaded at run
 * time) under the values as the partner types them. The storefront applies the saved theme on its next load.
 */
export function ThemePage(props: AreaPageProps) {
  return <SitePageFrame {...props} title={PAGE.title} maxW="none">{(site) => <ThemeLoader key={site} site={site} />}</SitePageFrame>;
}

function ThemeLoader({ site }: { site: number }) {
  const siteInfo = useOwnSite(site);
  if (!siteInfo.data) return <ReadsPending reads={[siteInfo]} />;
  return <ThemeForm site={siteInfo.data} />;
}

/** The fonts the storefront can load (GET /core/public/font-data). */
function useFonts() {
  return useSWR('font-data', async () => (await getHttpClient().get(api.siteContent.fontData.path(), FontDataAnswerSchema)).data, { revalidateOnFocus: false, shouldRetryOnError: false });
}

function ThemeForm({ site }: { site: PartnerSite }) {
  const t = useT();
  const alert = useAlert();
  const save = useSaveSiteSettings();
  const fonts = useFonts();
  const form = useContractForm(ThemeFormSchema, { defaultValues: { theme_settings: { ...site.theme_settings } } });
  // A copy: watch() may answer the same object, changed in place, and the preview must see a new one each time.
  const theme = { ...form.watch('theme_settings') };
  const font = String(theme.site_font ?? '');
  const families = fonts.data?.map((entry) => entry.family) ?? [];
  const fontChoices = families.includes(font) || !font ? families : [font, ...families];

  const resetToDefaults = () => {
    for (const [key, value] of Object.entries(THEME_DEFAULTS)) {
      form.setValue(`theme_settings.${key as keyof ThemeSettings}`, value as never, { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="8" alignItems="start">
      <ContractForm
        form={form}
        aria-label={t('partner.theme.form')}
        onSubmit={async (input) => {
          await save(site.id, input);
          alert.show({ status: 'success', text: t('partner.theme.saved') });
        }}
      >
        <Stack gap="6">
          <Text color="fg.muted">{t('partner.theme.intro')}</Text>
          {COLOUR_GROUPS.map((group) => (
            <FieldGroup key={group.legend} legend={t(`partner.theme.group.${group.legend}`)}>
              <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
                {group.fields.map((field) => (
                  <ColorField form={form} key={field} name={`theme_settings.${field}`} label={t(`partner.theme.field.${field}`)} />
                ))}
              </Grid>
            </FieldGroup>
          ))}
          <FieldGroup legend={t('partner.theme.group.shape')}>
            <HStack gap="4" wrap="wrap" align="start">
              <FormField name="theme_settings.button_radius" label={t('partner.theme.field.button_radius')} help={t('partner.theme.field.button_radiusHelp', { default: THEME_DEFAULTS.button_radius })}>
                <Input type="number" min={0} max={100} step={1} maxW="32" {...form.register('theme_settings.button_radius', { valueAsNumber: true })} />
              </FormField>
              <FormField name="theme_settings.site_font" label={t('partner.theme.field.site_font')} help={t('partner.theme.field.site_fontHelp', { default: THEME_DEFAULTS.site_font })}>
                {fontChoices.length > 0 ? (
                  <NativeSelect.Root maxW="64">
                    <NativeSelect.Field {...form.register('theme_settings.site_font')}>
                      {fontChoices.map((family) => (
                        <option key={family} value={family}>
                          {family}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                ) : (
                  <Input maxW="64" {...form.register('theme_settings.site_font')} />
                )}
              </FormField>
            </HStack>
          </FieldGroup>
          <Button alignSelf="flex-start" variant="outline" onClick={resetToDefaults}>
            {t('partner.theme.resetDefaults')}
          </Button>
          <SaveBar />
        </Stack>
      </ContractForm>

      <ThemePreviewPanel theme={theme} site={site} />
    </Grid>
  );
}

/** Beside a theme form: the storefront's own look (mfe-site's ./ThemePreview, loaded at run time) in `theme`. */
export function ThemePreviewPanel({ theme, site }: { theme: Partial<ThemeSettings>; site: PartnerSite }) {
  const t = useT();
  return (
    <Stack as="section" aria-label={t('partner.theme.preview')} gap="3" position={{ xl: 'sticky' }} top={{ xl: '4' }}>
      <Heading as="h2" size="md">
        {t('partner.theme.preview')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('partner.theme.previewHelp')}
      </Text>
      <Box borderWidth="1px" borderRadius="l3" overflow="hidden">
        <RemoteSlot
          remote={SITE_MANIFEST.remote}
          expose="./ThemePreview"
          props={{
            theme,
            labels: {
              title: site.general_settings.name || site.name,
              subtitle: t('partner.theme.sample.subtitle'),
              body: t('partner.theme.sample.body'),
              badge: t('partner.theme.sample.badge'),
              price: t('partner.theme.sample.price'),
              freeCancellation: t('partner.theme.sample.freeCancellation'),
              book: t('partner.theme.sample.book'),
              soldOut: t('partner.theme.sample.soldOut'),
              roomType: t('partner.theme.sample.roomType'),
              dialogTitle: t('partner.theme.sample.dialogTitle'),
              checkout: t('partner.theme.sample.checkout'),
            },
          }}
          fallback={<LoadingState label={t('partner.theme.previewLoading')} />}
        />
      </Box>
    </Stack>
  );
}
