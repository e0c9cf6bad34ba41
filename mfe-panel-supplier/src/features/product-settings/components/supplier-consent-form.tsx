import { useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  CANCELLATION_POLICY_LIMITS,
  type SupplierConsentDetail,
  type SupplierConsentUpdate,
  SupplierConsentUpdateSchema,
} from 'shared-contracts/cancellation-policies';
import { ApprovalStatus } from 'shared-contracts/enums';
import { hrefFor } from 'shared-contracts/manifests';
import { useT } from 'shared-runtime/session';
import { Box, Button, Heading, Input, NativeSelect, Stack, Text } from 'shared-ui';
import { ContractForm, FormField, SaveBar, Textarea, useConfirm, useContractForm } from 'shared-ui/panel-kit';
import { useNavigate } from 'shared-ui/router';
import { createSupplierConsent } from '../api/create-supplier-consent';
import { deleteSupplierConsent } from '../api/delete-supplier-consent';
import { CONSENTS_KEY } from '../api/list-supplier-consents';
import { supplierConsentKey } from '../api/get-supplier-consent';
import { updateSupplierConsent } from '../api/update-supplier-consent';
import { failureText } from '../../../lib/failure';
import { CONSENT_STATUS, CONSENT_STATUS_ORDER } from '../lib/labels';
import { RefusalAlert } from './refusal-alert';

/** The router state a new consent's edit page is opened with, so it says the consent was created. */
export interface ConsentCreatedState {
  created: string;
}

export interface SupplierConsentFormProps {
  lang: string;
  /** null creates a consent. */
  consent: SupplierConsentDetail | null;
  /** The partner's name of the consent just created, to say so. */
  created?: string | null;
}

/**
 * The consent itself: the partner (by user id: the API offers suppliers no list of partners to choose from), its
 * status and a note; a partner the supplier already consented to is refused by the API, whose message the save bar shows.
 */
export function SupplierConsentForm({ lang, consent, created = null }: SupplierConsentFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm(SupplierConsentUpdateSchema, {
    defaultValues: consent ? { partner_id: consent.partner.id, status: consent.status, note: consent.note } : { status: ApprovalStatus.ACTIVE, note: '' },
  });
  const listHref = hrefFor('supplier.productSettings.supplierConsents', { lang });
  const refreshList = () => mutate((key) => Array.isArray(key) && key[0] === CONSENTS_KEY);

  const save = async (input: SupplierConsentUpdate) => {
    const saved = consent ? await updateSupplierConsent(consent.id, input) : await createSupplierConsent(input);
    await mutate(supplierConsentKey(saved.id), saved, { revalidate: false });
    void refreshList();
    if (!consent) {
      const state: ConsentCreatedState = { created: saved.partner.name };
      void navigate(hrefFor('supplier.productSettings.supplierConsent', { lang, supplierConsentId: saved.id }), { replace: true, state });
    }
  };

  const remove = async () => {
    if (!consent) return;
    const question = {
      title: t('supplier.productSettings.consents.deleteTitle', { partner: consent.partner.name }),
      message: t('supplier.productSettings.consents.deleteMessage'),
      confirmLabel: t('common.delete'),
      destructive: true,
    };
    if (!(await confirm(question))) return;
    setFailure(null);
    try {
      await deleteSupplierConsent(consent.id);
    } catch (error) {
      setFailure(failureText(error, t));
      return;
    }
    void refreshList();
    void navigate(listHref);
  };

  const partnerHelp = consent
    ? t('supplier.productSettings.consent.partnerNow', { name: consent.partner.name, email: consent.partner.email })
    : t('supplier.productSettings.consent.partnerHelp');

  return (
    <Stack gap="8">
      {created ? (
        <Text role="status" color="fg.success">
          {t('supplier.productSettings.consent.created', { partner: created })}
        </Text>
      ) : null}
      <ContractForm form={form} onSubmit={save}>
        <Stack gap="5" maxW="2xl">
          <FormField name="partner_id" label={t('supplier.productSettings.consent.partner')} help={partnerHelp} required>
            <Input type="number" inputMode="numeric" min={1} step={1} autoComplete="off" {...form.register('partner_id', { valueAsNumber: true })} />
          </FormField>
          <FormField name="status" label={t('common.status')} help={t('supplier.productSettings.consent.statusHelp')} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('status', { valueAsNumber: true })}>
                {CONSENT_STATUS_ORDER.map((status) => (
                  <option key={status} value={status}>
                    {t(CONSENT_STATUS[status].labelId)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField name="note" label={t('supplier.productSettings.consent.note')} help={t('supplier.productSettings.consent.noteHelp')}>
            <Textarea rows={3} maxLength={CANCELLATION_POLICY_LIMITS.noteMax} {...form.register('note')} />
          </FormField>
        </Stack>
        <SaveBar saveLabel={consent ? t('common.save') : t('supplier.productSettings.consent.createSave')} />
      </ContractForm>

      {consent ? (
        <Stack as="section" gap="3" aria-labelledby="consent-delete-title" maxW="2xl">
          <Heading as="h2" size="md" id="consent-delete-title">
            {t('supplier.productSettings.consent.deleteHeading')}
          </Heading>
          <RefusalAlert text={failure} onClose={() => setFailure(null)} />
          <Box>
            <Button colorPalette="red" variant="outline" onClick={() => void remove()}>
              {t('supplier.productSettings.consent.delete')}
            </Button>
          </Box>
        </Stack>
      ) : null}
    </Stack>
  );
}
