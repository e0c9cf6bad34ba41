import type { FieldError } from 'react-hook-form';
import useSWR, { useSWRConfig } from 'swr';
import { MerchantOfRecordType, type PaymentMethod, SiteStatus } from 'shared-contracts/enums';
import { PARTNER_MANIFEST } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import {
  MERCHANT_OF_RECORD_METHODS,
  MerchantOfRecordInputSchema,
  MerchantOfRecordTypesAnswerSchema,
  PartnerSiteAnswerSchema,
  type MerchantOfRecordInput,
  type PartnerSite,
  SITE_CHANGE_STATUS,
} from 'shared-contracts/sites';
import { getHttpClient } from 'shared-runtime/http';
import { useAlert, useT } from 'shared-runtime/session';
import { Alert, NativeSelect, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { Checkbox, ContractForm, FormField, SaveBar, fieldErrorText, useContractForm } from 'shared-ui/panel-kit';
import { ownSiteKey, useOwnSite } from '../../../lib/own-site';
import { ReadsPending, SitePageFrame } from '../../../lib/site-page';
import { FieldGroup } from '../../../lib/settings-fields';
import { StripeAccounts } from './stripe-accounts';

const PAGE = PARTNER_MANIFEST.pages['partner.site.settings.merchantOfRecords'];

/** GET /merchant-of-record-types: the types and the methods each allows (ADR 0030). */
function useMerchantTypes() {
  return useSWR('merchant-of-record-types', async () => (await getHttpClient().get(api.partnerSites.merchantOfRecordTypes.path(), MerchantOfRecordTypesAnswerSchema, { kind: 'panel' })).data, {
    revalidateOnFocus: false,
  });
}

async function saveMerchant(id: number, input: MerchantOfRecordInput): Promise<PartnerSite> {
  return (await getHttpClient().put(api.partnerSites.merchantOfRecord.path({ id }), input, PartnerSiteAnswerSchema, { kind: 'panel' })).data;
}

/**
 * npanel/sites/{siteId}/settings/merchant-of-records (issue 15 §2): who takes the visitors' money and how. A live
 * site's change waits for an administrator, with any address change (ADR 0030); the page says so and shows what waits.
 * Pages that need a payment method the site lacks send the partner here (spec 000 §4.1 step 8).
 */
export function MerchantPage(props: AreaPageProps) {
  return <SitePageFrame {...props} title={PAGE.title}>{(site) => <MerchantLoader key={site} site={site} />}</SitePageFrame>;
}

function MerchantLoader({ site }: { site: number }) {
  const siteInfo = useOwnSite(site);
  const types = useMerchantTypes();
  if (!siteInfo.data || !types.data) return <ReadsPending reads={[siteInfo, types]} />;
  return (
    <Stack gap="8">
      <MerchantForm site={siteInfo.data} />
      {/* The partner's own accounts take the hub's card payments: shown while the site takes them (ADR 0031). */}
      {siteInfo.data.merchant_of_record.type === MerchantOfRecordType.GOTO_HUB ? <StripeAccounts site={siteInfo.data} /> : null}
    </Stack>
  );
}

function MerchantForm({ site }: { site: PartnerSite }) {
  const t = useT();
  const alert = useAlert();
  const { mutate } = useSWRConfig();
  const form = useContractForm(MerchantOfRecordInputSchema, { defaultValues: { ...site.merchant_of_record, payment_method: [...site.merchant_of_record.payment_method] } });
  const type = form.watch('type') as MerchantOfRecordType;
  const methods = (form.watch('payment_method') as PaymentMethod[] | undefined) ?? [];
  const allowed = MERCHANT_OF_RECORD_METHODS[type] ?? [];
  const waiting = site.address_change?.status === SITE_CHANGE_STATUS.pending ? site.address_change.fields.find((field) => field.field === 'merchant_of_record') : undefined;
  const live = site.status === SiteStatus.Confirmed;
  const methodError = form.formState.errors.payment_method as FieldError | undefined;

  const toggle = (method: PaymentMethod, on: boolean) =>
    form.setValue('payment_method', on ? [...methods.filter((m) => m !== method), method] : methods.filter((m) => m !== method), { shouldDirty: true, shouldValidate: true });

  return (
    <ContractForm
      form={form}
      aria-label={t('partner.merchant.form')}
      onSubmit={async (input) => {
        const saved = await saveMerchant(site.id, input);
        // The write's answer does not list the Stripe accounts (only the read by id does): keep those read.
        await mutate(ownSiteKey(site.id), { ...saved, stripe_accounts: saved.stripe_accounts ?? site.stripe_accounts }, { revalidate: false });
        const held = saved.address_change?.status === SITE_CHANGE_STATUS.pending && saved.address_change.fields.some((field) => field.field === 'merchant_of_record');
        alert.show({ status: held ? 'info' : 'success', text: t(held ? 'partner.merchant.held' : 'partner.merchant.saved') });
      }}
    >
      <Stack gap="6">
        <Text color="fg.muted">{t(live ? 'partner.merchant.introLive' : 'partner.merchant.intro')}</Text>
        {waiting ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('partner.merchant.waiting')}</Alert.Title>
              <Alert.Description>{t('partner.merchant.waitingDiff', { from: waiting.from ?? '', to: waiting.to ?? '' })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <FormField name="type" label={t('partner.merchant.type')} help={t(`partner.merchant.type.${type}.help`)}>
          <NativeSelect.Root maxW="md">
            <NativeSelect.Field
              {...form.register('type', {
                // A type keeps only the methods it allows.
                onChange: (event: { target: { value: MerchantOfRecordType } }) =>
                  form.setValue('payment_method', methods.filter((method) => MERCHANT_OF_RECORD_METHODS[event.target.value].includes(method)), { shouldDirty: true }),
              })}
            >
              {Object.values(MerchantOfRecordType).map((each) => (
                <option key={each} value={each}>
                  {t(`partner.merchant.type.${each}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {/* Not a FormField: its field context would name every checkbox after the group. */}
        <FieldGroup legend={t('partner.merchant.methods')} help={t('partner.merchant.methodsHelp')}>
          <Stack gap="2">
            {allowed.map((method) => (
              <Checkbox.Root key={method} checked={methods.includes(method)} onCheckedChange={(details) => toggle(method, details.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(`partner.merchant.method.${method}`)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          {methodError ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {fieldErrorText(methodError, t)}
            </Text>
          ) : null}
        </FieldGroup>
        <SaveBar {...(live ? { saveLabel: t('partner.merchant.ask') } : {})} />
      </Stack>
    </ContractForm>
  );
}
