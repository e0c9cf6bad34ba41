/**
 * One form per settings group (issue 15 §2, spec 001 §3). Each edits its group with the contract's schema for it and
 * saves that group alone, so saving the header never touches the footer a colleague is editing.
 */
import { useFieldArray } from 'react-hook-form';
import { HeaderType } from 'shared-contracts/enums';
import { SERVICE_TYPE_NAMES } from 'shared-contracts/site-content';
import { type PartnerSite, SETTINGS_LIMITS, SiteSettingsInputSchema } from 'shared-contracts/sites';
import * as v from 'shared-contracts/valibot';
import { useAlert, useT } from 'shared-runtime/session';
import { Box, Button, HStack, Input, NativeSelect, Stack, Text } from 'shared-ui';
import { ContractForm, FormField, SaveBar, Textarea, useContractForm } from 'shared-ui/panel-kit';
import { useSaveSiteSettings } from '../../../lib/site-settings';
import { LocationOptions, useLocationChoices } from '../../../lib/location-choices';
import { CheckField, ColorField, FieldGroup, ImageField } from '../../../lib/settings-fields';

const groups = SiteSettingsInputSchema.entries;
const BookingFlowSchema = v.object({ booking_flow_settings: groups.booking_flow_settings.wrapped });
const HeaderSchema = v.object({ header_settings: groups.header_settings.wrapped });
const FooterSchema = v.object({ footer_settings: groups.footer_settings.wrapped });
const LocationSchema = v.object({ location_settings: groups.location_settings.wrapped });
const RedirectionSchema = v.object({ redirection_settings: groups.redirection_settings.wrapped });
const ScriptsSchema = v.object({ script_settings: groups.script_settings.wrapped });

export interface GroupFormProps {
  site: PartnerSite;
}

/** Saves the form's group and says so; a refusal's field errors land on the fields (ContractForm). */
function useSaveGroup(site: PartnerSite) {
  const t = useT();
  const alert = useAlert();
  const save = useSaveSiteSettings();
  return async (input: Parameters<typeof save>[1]) => {
    await save(site.id, input);
    alert.show({ status: 'success', text: t('partner.siteSettings.saved') });
  };
}

export function BookingFlowForm({ site }: GroupFormProps) {
  const t = useT();
  const save = useSaveGroup(site);
  const form = useContractForm(BookingFlowSchema, { defaultValues: { booking_flow_settings: { ...site.booking_flow_settings } } });
  return (
    <ContractForm form={form} aria-label={t('areas.partner.siteSettings.bookingFlow')} onSubmit={save}>
      <Stack gap="5">
        <CheckField form={form} name="booking_flow_settings.process_single_cart_item" label={t('partner.siteSettings.bookingFlow.single')} help={t('partner.siteSettings.bookingFlow.singleHelp')} />
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}

export function HeaderForm({ site }: GroupFormProps) {
  const t = useT();
  const save = useSaveGroup(site);
  const header = site.header_settings;
  const form = useContractForm(HeaderSchema, {
    defaultValues: {
      header_settings: {
        header_type: header.header_type,
        black_logo: header.black_logo ?? null,
        white_logo: header.white_logo ?? null,
        disable_cart: header.disable_cart,
        disable_language_dropdown: header.disable_language_dropdown,
      },
    },
  });
  return (
    <ContractForm form={form} aria-label={t('areas.partner.siteSettings.header')} onSubmit={save}>
      <Stack gap="6">
        <FormField name="header_settings.header_type" label={t('partner.siteSettings.header.type')} help={t('partner.siteSettings.header.typeHelp')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('header_settings.header_type')}>
              <option value={HeaderType.fixed}>{t('partner.siteSettings.header.type.fixed')}</option>
              <option value={HeaderType.scrolled_fixed}>{t('partner.siteSettings.header.type.scrolled_fixed')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <ImageField form={form} name="header_settings.black_logo" legend={t('partner.siteSettings.header.blackLogo')} help={t('partner.siteSettings.header.blackLogoHelp')} />
        <ImageField form={form} name="header_settings.white_logo" legend={t('partner.siteSettings.header.whiteLogo')} help={t('partner.siteSettings.header.whiteLogoHelp')} dark />
        <CheckField form={form} name="header_settings.disable_cart" label={t('partner.siteSettings.header.disableCart')} />
        <CheckField form={form} name="header_settings.disable_language_dropdown" label={t('partner.siteSettings.header.disableLanguages')} />
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}

export function FooterForm({ site }: GroupFormProps) {
  const t = useT();
  const save = useSaveGroup(site);
  const footer = site.footer_settings;
  const form = useContractForm(FooterSchema, {
    defaultValues: {
      footer_settings: {
        footer_background_color: footer.footer_background_color,
        footer_font_color: footer.footer_font_color,
        widgets: footer.widgets.map((widget) => ({ ...widget })),
        use_goto_hub_privacy: footer.use_goto_hub_privacy,
        privacy_policy_page_path: footer.privacy_policy_page_path ?? null,
        terms_and_conditions_page_path: footer.terms_and_conditions_page_path ?? null,
      },
    },
  });
  const widgets = useFieldArray({ control: form.control, name: 'footer_settings.widgets' });
  const path = (value: string | null) => (value?.trim() ? value.trim() : null);
  return (
    <ContractForm form={form} aria-label={t('areas.partner.footerSettings')} onSubmit={save}>
      <Stack gap="6">
        <FieldGroup legend={t('partner.siteSettings.footer.colours')}>
          <HStack gap="4" wrap="wrap" align="start">
            <ColorField form={form} name="footer_settings.footer_background_color" label={t('partner.siteSettings.footer.background')} />
            <ColorField form={form} name="footer_settings.footer_font_color" label={t('partner.siteSettings.footer.font')} />
          </HStack>
        </FieldGroup>

        <FieldGroup legend={t('partner.siteSettings.footer.widgets')} help={t('partner.siteSettings.footer.widgetsHelp', { max: SETTINGS_LIMITS.footerWidgets })}>
          {widgets.fields.length === 0 ? <Text color="fg.muted">{t('partner.siteSettings.footer.noWidgets')}</Text> : null}
          {widgets.fields.map((field, index) => (
            <Box key={field.id} borderWidth="1px" borderRadius="md" p="4">
              <Stack gap="3">
                <FormField name={`footer_settings.widgets.${index}.title`} label={t('partner.siteSettings.footer.widgetTitle', { n: index + 1 })} required>
                  <Input {...form.register(`footer_settings.widgets.${index}.title`)} maxLength={SETTINGS_LIMITS.widgetTitle} />
                </FormField>
                <FormField name={`footer_settings.widgets.${index}.content`} label={t('partner.siteSettings.footer.widgetContent', { n: index + 1 })} help={t('partner.siteSettings.footer.widgetContentHelp')}>
                  <Textarea {...form.register(`footer_settings.widgets.${index}.content`)} rows={4} maxLength={SETTINGS_LIMITS.widgetContent} />
                </FormField>
                <Button alignSelf="flex-start" size="sm" variant="outline" colorPalette="red" onClick={() => widgets.remove(index)}>
                  {t('partner.siteSettings.footer.removeWidget', { n: index + 1 })}
                </Button>
              </Stack>
            </Box>
          ))}
          <Button
            alignSelf="flex-start"
            variant="outline"
            disabled={widgets.fields.length >= SETTINGS_LIMITS.footerWidgets}
            onClick={() => widgets.append({ title: '', content: '' })}
          >
            {t('partner.siteSettings.footer.addWidget')}
          </Button>
        </FieldGroup>

        <FieldGroup legend={t('partner.siteSettings.footer.legal')}>
          <CheckField form={form} name="footer_settings.use_goto_hub_privacy" label={t('partner.siteSettings.footer.platformPrivacy')} help={t('partner.siteSettings.footer.platformPrivacyHelp')} />
          <FormField name="footer_settings.privacy_policy_page_path" label={t('partner.siteSettings.footer.privacyPath')} help={t('partner.siteSettings.footer.pathHelp')}>
            <Input {...form.register('footer_settings.privacy_policy_page_path', { setValueAs: path })} placeholder="/en/page/privacy" />
          </FormField>
          <FormField name="footer_settings.terms_and_conditions_page_path" label={t('partner.siteSettings.footer.termsPath')} help={t('partner.siteSettings.footer.pathHelp')}>
            <Input {...form.register('footer_settings.terms_and_conditions_page_path', { setValueAs: path })} placeholder="/en/page/terms" />
          </FormField>
        </FieldGroup>
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}

export function LocationForm({ site }: GroupFormProps) {
  const t = useT();
  const save = useSaveGroup(site);
  const choices = useLocationChoices();
  const location = site.location_settings;
  const form = useContractForm(LocationSchema, {
    defaultValues: {
      location_settings: { location_id: location.location_id ?? null, address: location.address ?? null, phone: location.phone ?? null, email: location.email ?? null },
    },
  });
  const text = (value: string | null) => (value?.trim() ? value : null);
  return (
    <ContractForm form={form} aria-label={t('areas.partner.siteSettings.location')} onSubmit={save}>
      <Stack gap="5">
        <FormField name="location_settings.location_id" label={t('partner.siteSettings.location.place')} help={t(choices.error ? 'partner.siteSettings.location.placesFailed' : 'partner.siteSettings.location.placeHelp')}>
          <NativeSelect.Root disabled={!choices.data}>
            <NativeSelect.Field {...form.register('location_settings.location_id', { setValueAs: (value: string | number | null) => (value === '' || value === null ? null : Number(value)) })}>
              <LocationOptions choices={choices.data} noneLabel={t('partner.siteSettings.location.noPlace')} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField name="location_settings.address" label={t('partner.siteSettings.location.address')} help={t('partner.siteSettings.location.addressHelp')}>
          <Textarea {...form.register('location_settings.address', { setValueAs: text })} rows={3} maxLength={SETTINGS_LIMITS.address} />
        </FormField>
        <HStack gap="4" wrap="wrap" align="start">
          <FormField name="location_settings.phone" label={t('partner.siteSettings.location.phone')}>
            <Input type="tel" autoComplete="tel" {...form.register('location_settings.phone', { setValueAs: text })} maxLength={SETTINGS_LIMITS.phone} />
          </FormField>
          <FormField name="location_settings.email" label={t('partner.siteSettings.location.email')}>
            <Input type="email" autoComplete="email" {...form.register('location_settings.email', { setValueAs: text })} maxLength={SETTINGS_LIMITS.email} />
          </FormField>
        </HStack>
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}

export function RedirectionForm({ site }: GroupFormProps) {
  const t = useT();
  const save = useSaveGroup(site);
  const redirection = site.redirection_settings;
  const form = useContractForm(RedirectionSchema, {
    defaultValues: {
      redirection_settings: {
        is_redirect_search_page: redirection.is_redirect_search_page,
        redirect_to_service: (redirection.redirect_to_service ?? null) as (typeof SERVICE_TYPE_NAMES)[number] | null,
        redirection_url: redirection.redirection_url ?? null,
      },
    },
  });
  return (
    <ContractForm form={form} aria-label={t('areas.partner.siteSettings.redirection')} onSubmit={save}>
      <Stack gap="5">
        <CheckField form={form} name="redirection_settings.is_redirect_search_page" label={t('partner.siteSettings.redirection.searchPage')} help={t('partner.siteSettings.redirection.searchPageHelp')} />
        <FormField name="redirection_settings.redirect_to_service" label={t('partner.siteSettings.redirection.service')} help={t('partner.siteSettings.redirection.serviceHelp')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('redirection_settings.redirect_to_service', { setValueAs: (value: string | null) => (value ? value : null) })}>
              <option value="">{t('partner.siteSettings.redirection.anyService')}</option>
              {SERVICE_TYPE_NAMES.map((type) => (
                <option key={type} value={type}>
                  {t(`partner.siteSettings.redirection.type.${type}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField name="redirection_settings.redirection_url" label={t('partner.siteSettings.redirection.url')} help={t('partner.siteSettings.redirection.urlHelp')}>
          <Input type="url" {...form.register('redirection_settings.redirection_url', { setValueAs: (value: string | null) => (value?.trim() ? value.trim() : null) })} placeholder="https://" />
        </FormField>
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}

export function ScriptsForm({ site }: GroupFormProps) {
  const t = useT();
  const save = useSaveGroup(site);
  const form = useContractForm(ScriptsSchema, { defaultValues: { script_settings: { ...site.script_settings } } });
  return (
    <ContractForm form={form} aria-label={t('areas.partner.siteSettings.script')} onSubmit={save}>
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted">
          {t('partner.siteSettings.script.policy')}
        </Text>
        <FormField name="script_settings.head_scripts" label={t('partner.siteSettings.script.head')} help={t('partner.siteSettings.script.headHelp')}>
          <Textarea {...form.register('script_settings.head_scripts')} rows={6} fontFamily="mono" spellCheck={false} maxLength={SETTINGS_LIMITS.scripts} />
        </FormField>
        <FormField name="script_settings.footer_scripts" label={t('partner.siteSettings.script.footer')} help={t('partner.siteSettings.script.footerHelp')}>
          <Textarea {...form.register('script_settings.footer_scripts')} rows={6} fontFamily="mono" spellCheck={false} maxLength={SETTINGS_LIMITS.scripts} />
        </FormField>
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}
