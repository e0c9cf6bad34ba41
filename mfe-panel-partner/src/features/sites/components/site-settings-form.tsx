import { LOCALES, type Locale } from 'shared-contracts/constants';
import { type UpdateSiteInput, UpdateSiteInputSchema } from 'shared-contracts/sites';
import { useIntl, useT } from 'shared-runtime/session';
import { HStack, Input, NativeSelect, Stack, Text } from 'shared-ui';
import { Checkbox, ContractForm, FormField, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { ImageField } from '../../../lib/settings-fields';

export interface SiteSettingsFormProps {
  /** What the form starts from: blank for a new site, the site's settings (with any address asked for) for an edit. */
  initial: UpdateSiteInput;
  /** A new site chooses its primary language; an existing one shows it, fixed (ADR 0026). */
  mode: 'create' | 'edit';
  label: string;
  saveLabel: string;
  onSave: (values: UpdateSiteInput) => Promise<void>;
  /** On an edit: the published pages the home page is chosen from, with their titles; undefined while they load. */
  homePages?: { id: number; title: string }[] | undefined;
}

/**
 * A site's general settings (issue 15 §1): name, sub-domain, custom domain, company, favicon and the languages with the
 * primary one. The same fields create a site and edit one; on an edit the primary language is shown but cannot change,
 * and the home page is chosen among the published pages (a new site has none yet).
 */
export function SiteSettingsForm({ initial, mode, label, saveLabel, onSave, homePages }: SiteSettingsFormProps) {
  const t = useT();
  const intl = useIntl();
  const form = useContractForm(UpdateSiteInputSchema, {
    defaultValues: { ...initial, domain: initial.domain ?? '', company_name: initial.company_name ?? '' },
  });
  const languageName = (code: string) => intl.formatDisplayName(code, { type: 'language' }) ?? code;
  const enabled = (form.watch('language.enabled_language') as Locale[] | undefined) ?? [];
  const primary = form.watch('language.primary_language') as Locale;
  const languagesError = form.getFieldState('language.enabled_language', form.formState).error;
  const fixed = mode === 'edit';

  return (
    <ContractForm form={form} aria-label={label} onSubmit={onSave}>
      <Stack gap="5">
        <FormField name="name" label={t('partner.sites.field.name')} required>
          <Input {...form.register('name')} autoComplete="organization" />
        </FormField>
        <FormField name="sub_domain" label={t('partner.sites.field.subDomain')} help={t('partner.sites.field.subDomainHelp')} required>
          <Input {...form.register('sub_domain')} autoCapitalize="none" spellCheck={false} />
        </FormField>
        <FormField name="domain" label={t('partner.sites.field.domain')} help={t('partner.sites.field.domainHelp')}>
          <Input {...form.register('domain')} autoCapitalize="none" spellCheck={false} placeholder="tours.example.com" />
        </FormField>
        <FormField name="company_name" label={t('partner.sites.field.companyName')}>
          <Input {...form.register('company_name')} />
        </FormField>
        <ImageField form={form} name="favicon_icon" legend={t('partner.sites.field.favicon')} help={t('partner.sites.field.faviconHelp')} />
        {fixed ? (
          <FormField name="primary_page_id" label={t('partner.sites.field.homePage')} help={t('partner.sites.field.homePageHelp')}>
            <NativeSelect.Root maxW="md" disabled={homePages === undefined}>
              <NativeSelect.Field
                {...form.register('primary_page_id', { setValueAs: (value: string | number | null) => (value === '' || value === null ? null : Number(value)) })}
              >
                <option value="">{homePages === undefined ? t('partner.sites.field.homePageLoading') : t('partner.sites.field.homePageNone')}</option>
                {(homePages ?? []).map((page) => (
                  <option key={page.id} value={page.id}>
                    {page.title}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        ) : null}
        <Stack as="fieldset" gap="2" aria-describedby="site-languages-help">
          <Text as="legend" fontWeight="medium" mb="1">
            {t('partner.sites.field.languages')}
          </Text>
          <Text id="site-languages-help" fontSize="sm" color="fg.muted">
            {t('partner.sites.field.languagesHelp')}
          </Text>
          <HStack wrap="wrap" gap="4">
            {LOCALES.map((code) => (
              <Checkbox.Root
                key={code}
                checked={enabled.includes(code)}
                // The fixed primary language stays enabled: a site always speaks it.
                disabled={fixed && code === primary}
                onCheckedChange={(details) =>
                  form.setValue('language.enabled_language', details.checked === true ? [...enabled, code] : enabled.filter((each) => each !== code), {
                    shouldDirty: true,
                    shouldValidate: form.formState.isSubmitted,
                  })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{languageName(code)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
          {languagesError ? (
            <Text color="fg.error" role="alert">
              {t('partner.sites.field.languagesRequired')}
            </Text>
          ) : null}
        </Stack>
        {fixed ? (
          <FormField name="language.primary_language" label={t('partner.sites.field.primaryLanguage')} help={t('partner.sites.field.primaryLanguageFixed')}>
            <Input value={languageName(primary)} readOnly maxW="xs" />
          </FormField>
        ) : (
          <FormField name="language.primary_language" label={t('partner.sites.field.primaryLanguage')} help={t('partner.sites.field.primaryLanguageHelp')} required>
            <NativeSelect.Root maxW="xs">
              <NativeSelect.Field {...form.register('language.primary_language')}>
                {LOCALES.map((code) => (
                  <option key={code} value={code}>
                    {enabled.includes(code) ? languageName(code) : t('partner.sites.field.notEnabled', { language: languageName(code) })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
        <SaveBar saveLabel={saveLabel} />
      </Stack>
    </ContractForm>
  );
}
