import { useMemo, useState } from 'react';
import { DEFAULT_LOCALE, LIMITS, LOCALES, type Locale } from 'shared-contracts/constants';
import { SiteStatus } from 'shared-contracts/enums';
import { hrefFor, PARTNER_MANIFEST } from 'shared-contracts/manifests';
import { CreateSiteInputSchema, type PartnerSite } from 'shared-contracts/sites';
import { useAlert, useCataloguePart, useCurrentUser, useIntl, usePageMeta, useSelectedSite, useSetCurrentUser, useT } from 'shared-runtime/session';
import { Alert, Badge, Button, ErrorPanel, Heading, HStack, Input, LoadingState, NativeSelect, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { Checkbox, ContractForm, FormField, SaveBar, useConfirmController, useContractForm } from 'shared-ui/panel-kit';
import { useNavigate, useParams } from 'shared-ui/router';
import { PARTNER_PART } from '../../../lib/catalogue';
import { createSite, deactivateSite, decidePrivacyPolicy, useOwnSite, usePlatformPrivacyPolicy } from '../api/sites';

const PAGE = PARTNER_MANIFEST.pages['partner.site.settings.generalSettings'];

/**
 * npanel/sites/{siteId}/settings/general-settings (spec 000 §2.3, issue 15 §1). With siteId -1 it creates a site:
 * name, sub-domain, custom domain, company and the languages with the primary one (fixed once set). A new site waits
 * for an administrator's approval; the page then shows where it stands, with the administrator's reason when it was
 * sent back, and lets its owner deactivate it. While the partner has declined the privacy policy, the page shows the
 * policy and the way to accept it instead (spec 000 §5).
 */
export function GeneralSettingsPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(PARTNER_PART);
  const user = useCurrentUser();
  const { siteId, lang = DEFAULT_LOCALE } = useParams();
  const id = Number(siteId);
  const creating = id === LIMITS.noSiteId;
  const title = creating ? (PAGE.createTitle ?? PAGE.title) : PAGE.title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size="xl">
        {t(title)}
      </Heading>
      {user && !user.privacy_policy_accepted ? (
        <PrivacyGate lang={lang} />
      ) : creating ? (
        <CreateSiteForm lang={lang} />
      ) : Number.isInteger(id) && id > 0 ? (
        <SiteStanding key={id} id={id} />
      ) : (
        <ErrorPanel message={t('errors.notFound')} />
      )}
    </Stack>
  );
}

/** Block-level text of the (already sanitised) policy HTML, as paragraphs: nothing of it is rendered as markup. */
function paragraphsOf(html: string): string[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...document.body.querySelectorAll('p, li, h1, h2, h3, h4')].map((node) => node.textContent?.trim() ?? '');
  const text = blocks.filter(Boolean);
  return text.length > 0 ? text : [document.body.textContent?.trim() ?? ''].filter(Boolean);
}

function PrivacyGate({ lang }: { lang: string }) {
  const t = useT();
  const setUser = useSetCurrentUser();
  const policy = usePlatformPrivacyPolicy(lang);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const paragraphs = useMemo(() => paragraphsOf(policy.data?.body ?? ''), [policy.data?.body]);

  async function accept() {
    setBusy(true);
    setFailure(null);
    try {
      setUser(await decidePrivacyPolicy(true));
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('partner.sites.privacy.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="4">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t('errors.privacyPolicyDeclined')}</Alert.Title>
      </Alert.Root>
      {policy.error ? (
        <ErrorPanel message={t('partner.sites.privacy.loadError')} onRetry={() => void policy.mutate()} />
      ) : !policy.data ? (
        <LoadingState label={t('partner.sites.privacy.loading')} />
      ) : (
        <Stack as="section" aria-label={policy.data.title} gap="2" borderWidth="1px" borderRadius="md" p="4" maxH="sm" overflowY="auto" tabIndex={0}>
          <Heading as="h2" size="md">
            {policy.data.title}
          </Heading>
          {paragraphs.map((text, index) => (
            <Text key={index}>{text}</Text>
          ))}
        </Stack>
      )}
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <HStack>
        <Button onClick={() => void accept()} loading={busy} disabled={!policy.data}>
          {t('partner.sites.privacy.accept')}
        </Button>
      </HStack>
    </Stack>
  );
}

function CreateSiteForm({ lang }: { lang: string }) {
  const t = useT();
  const intl = useIntl();
  const alert = useAlert();
  const navigate = useNavigate();
  const site = useSelectedSite();
  const form = useContractForm(CreateSiteInputSchema, {
    defaultValues: { name: '', sub_domain: '', domain: '', company_name: '', language: { enabled_language: ['en'], primary_language: 'en' } },
  });
  const languageName = (code: string) => intl.formatDisplayName(code, { type: 'language' }) ?? code;
  const enabled = (form.watch('language.enabled_language') as Locale[] | undefined) ?? [];
  const languagesError = form.getFieldState('language.enabled_language', form.formState).error;

  return (
    <ContractForm
      form={form}
      aria-label={t('partner.sites.create.form')}
      onSubmit={async (values) => {
        const created = await createSite(values);
        site.setId(created.id);
        site.setInfo(created);
        alert.show({ status: 'success', text: t('partner.sites.create.created', { name: created.name }) });
        navigate(hrefFor('partner.site.settings.generalSettings', { lang, siteId: created.id }));
      }}
    >
      <Stack gap="5">
        <Text color="fg.muted">{t('partner.sites.create.intro')}</Text>
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
        <SaveBar saveLabel={t('partner.sites.create.save')} />
      </Stack>
    </ContractForm>
  );
}

const STATUS_TEXT = {
  [SiteStatus.Confirmed]: 'partner.sites.status.confirmed',
  [SiteStatus.Pending]: 'partner.sites.status.pending',
  [SiteStatus.Reviewing]: 'partner.sites.status.reviewing',
  [SiteStatus.Deactivated]: 'partner.sites.status.deactivated',
} as const;

const STATUS_HINT = {
  [SiteStatus.Confirmed]: 'partner.sites.status.confirmedHint',
  [SiteStatus.Pending]: 'partner.sites.status.pendingHint',
  [SiteStatus.Reviewing]: 'partner.sites.status.reviewingHint',
  [SiteStatus.Deactivated]: 'partner.sites.status.deactivatedHint',
} as const;

function SiteStanding({ id }: { id: number }) {
  const t = useT();
  const intl = useIntl();
  const own = useOwnSite(id);
  const { confirm, dialog } = useConfirmController();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (own.error) return <ErrorPanel message={own.error instanceof Error && own.error.message ? own.error.message : t('errors.somethingWentWrong')} onRetry={() => void own.mutate()} />;
  if (!own.data) return <LoadingState />;
  const site: PartnerSite = own.data;
  const languageName = (code: string) => intl.formatDisplayName(code, { type: 'language' }) ?? code;

  async function deactivate() {
    const yes = await confirm({
      title: t('partner.sites.deactivate.title', { name: site.name }),
      message: t('partner.sites.deactivate.message'),
      confirmLabel: t('partner.sites.deactivate.confirm'),
      destructive: true,
    });
    if (!yes) return;
    setBusy(true);
    setFailure(null);
    try {
      await own.mutate(await deactivateSite(site.id), { revalidate: false });
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('partner.sites.deactivate.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="5">
      <Stack as="section" aria-label={t('partner.sites.status.label')} gap="2" borderWidth="1px" borderRadius="md" p="4">
        <HStack gap="3">
          <Text fontWeight="medium">{t('partner.sites.status.label')}</Text>
          <Badge colorPalette={site.status === SiteStatus.Confirmed ? 'green' : site.status === SiteStatus.Deactivated ? 'gray' : 'orange'}>
            {t(STATUS_TEXT[site.status])}
          </Badge>
        </HStack>
        <Text color="fg.muted">{t(STATUS_HINT[site.status])}</Text>
        {site.status === SiteStatus.Reviewing && site.review_note ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('partner.sites.status.reviewNote')}</Alert.Title>
              <Alert.Description>{site.review_note}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Stack>
      <Stack as="dl" gap="2">
        {[
          [t('partner.sites.field.name'), site.name],
          [t('partner.sites.field.subDomain'), site.sub_domain],
          [t('partner.sites.field.domain'), site.domain ?? t('partner.sites.none')],
          [t('partner.sites.field.companyName'), site.general_settings.company_name ?? t('partner.sites.none')],
          [t('partner.sites.field.languages'), intl.formatList(site.general_settings.language.enabled_language.map(languageName))],
          [t('partner.sites.field.primaryLanguage'), languageName(site.general_settings.language.primary_language)],
        ].map(([term, value]) => (
          <HStack key={term} gap="3" align="baseline">
            <Text as="dt" fontWeight="medium" minW="48">
              {term}
            </Text>
            <Text as="dd">{value}</Text>
          </HStack>
        ))}
      </Stack>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      {site.status !== SiteStatus.Deactivated ? (
        <HStack>
          <Button variant="outline" colorPalette="red" onClick={() => void deactivate()} loading={busy}>
            {t('partner.sites.deactivate.button')}
          </Button>
        </HStack>
      ) : null}
      {dialog}
    </Stack>
  );
}

