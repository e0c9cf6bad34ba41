import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ReservationStatus } from 'shared-contracts/enums';
import { cancelBookingFormSchema, type PanelCancelAnswer } from 'shared-contracts/panel-cancellation';
import type { ReservationDetails } from 'shared-contracts/panel-reservations';
import { useMoney, useT } from 'shared-runtime/session';
import { Alert, Button, ErrorPanel, HStack, Input, LoadingState, Stack, Text } from 'shared-ui';
import { ActionDialog, ContractForm, FormField, Textarea, useContractForm } from 'shared-ui/panel-kit';
import { failureText } from '../../../lib/failure';
import { cancelReservation, useCancelTerms } from '../api/cancel-booking';
import { RESERVATIONS_KEY } from '../api/reservations';

const amountText = (minor: number) => (minor / 100).toFixed(2);

/**
 * "Cancel booking" on a booking's details (issue 14 §1, ADR 0019): the policy's tiers and what it refunds today, the
 * refund to give (the policy's by default, anything up to what is left to refund), a reason the guest reads, then the
 * outcome. The API decides who may; a refusal shows its message.
 */
export function CancelBookingAction({ details }: { details: ReservationDetails }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const cancellable = details.status === ReservationStatus.CONFIRM;
  // Once cancelled the button goes, but an open dialog stays to tell the outcome.
  if (!cancellable && !open) return null;
  return (
    <>
      {cancellable ? (
        <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
          {t('supplier.reservations.cancel.open')}
        </Button>
      ) : null}
      {open ? <CancelBookingDialog details={details} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function CancelBookingDialog({ details, onClose }: { details: ReservationDetails; onClose: () => void }) {
  const t = useT();
  const terms = useCancelTerms(details.id);
  const title = t('supplier.reservations.cancel.title', { number: details.booking_number ?? details.ref });
  return (
    <ActionDialog open title={title} onClose={onClose} scrollInside>
      {terms.error ? (
        <ErrorPanel message={failureText(terms.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void terms.mutate()} />
      ) : !terms.data ? (
        <LoadingState label={t('supplier.reservations.cancel.loading')} />
      ) : (
        <CancelForm details={details} terms={terms.data} title={title} onClose={onClose} />
      )}
    </ActionDialog>
  );
}

type Terms = NonNullable<ReturnType<typeof useCancelTerms>['data']>;

function CancelForm({ details, terms, title, onClose }: { details: ReservationDetails; terms: Terms; title: string; onClose: () => void }) {
  const t = useT();
  const formatMoney = useMoney();
  const { mutate } = useSWRConfig();
  const { policy, refund } = terms;
  const max = refund.max_refund.minor;
  const suggested = Math.min(policy.policy_refund.minor, max);
  const form = useContractForm(cancelBookingFormSchema(max), { defaultValues: { refund: amountText(suggested), reason: '' } });
  const [outcome, setOutcome] = useState<PanelCancelAnswer['data'] | null>(null);
  const [confirming, setConfirming] = useState<{ refund: number; reason: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const submit = async () => {
    if (!confirming) return;
    setBusy(true);
    setFailed(null);
    try {
      const answer = await cancelReservation({ reservation_id: details.id, refund_amount: confirming.refund, ...(confirming.reason ? { reason: confirming.reason } : {}) });
      setOutcome(answer);
      // The details, the table and the terms all changed.
      await mutate((key) => Array.isArray(key) && key[0] === RESERVATIONS_KEY);
    } catch (error) {
      setFailed(failureText(error, t) ?? t('errors.somethingWentWrong'));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  if (outcome) {
    const done = outcome.outcome === 'cancelled';
    return (
      <Stack gap="4">
        <Alert.Root status={done ? 'success' : outcome.outcome === 'pending' ? 'info' : 'error'}>
          <Alert.Indicator />
          <Alert.Title>{t(`supplier.reservations.cancel.outcome.${outcome.outcome}`)}</Alert.Title>
        </Alert.Root>
        <Text>{t('supplier.reservations.cancel.refunded', { amount: formatMoney(outcome.cancellation.refund_amount) })}</Text>
        <HStack justify="end">
          <Button onClick={onClose}>{t('common.ok')}</Button>
        </HStack>
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text fontWeight="medium">{t('supplier.reservations.cancel.policy')}</Text>
        {policy.tiers.length === 0 ? (
          <Text color="fg.muted">{t('supplier.reservations.cancel.noPolicy')}</Text>
        ) : (
          <Stack as="ul" gap="0.5" pl="4">
            {policy.tiers.map((tier) => (
              <li key={`${tier.hours}-${tier.refund_percentage}`}>
                {t(tier.notice.unit === 'days' ? 'supplier.reservations.details.policyDays' : 'supplier.reservations.details.policyHours', {
                  percentage: tier.refund_percentage,
                  count: tier.notice.count,
                })}
              </li>
            ))}
          </Stack>
        )}
        <Text>{t('supplier.reservations.cancel.policyToday', { percent: policy.refund_percentage, amount: formatMoney(policy.policy_refund) })}</Text>
        <Text color="fg.muted">
          {t('supplier.reservations.cancel.paid', { paid: formatMoney(refund.paid), refunded: formatMoney(refund.refunded), max: formatMoney(refund.max_refund) })}
        </Text>
        {!refund.refundable ? <Text color="fg.muted">{t('supplier.reservations.cancel.payLater')}</Text> : null}
      </Stack>
      <ContractForm form={form} onSubmit={(values) => setConfirming({ refund: values.refund, reason: values.reason ?? '' })} aria-label={title} guardUnsaved={false}>
        <Stack gap="4">
          <FormField name="refund" label={t('supplier.reservations.cancel.amount', { currency: refund.max_refund.currency })} help={t('supplier.reservations.cancel.amountHelp')} required>
            <Input inputMode="decimal" disabled={max === 0} {...form.register('refund')} />
          </FormField>
          <FormField name="reason" label={t('supplier.reservations.cancel.reason')} help={t('supplier.reservations.cancel.reasonHelp')}>
            <Textarea rows={3} {...form.register('reason')} />
          </FormField>
          {failed ? (
            <Text color="fg.error" role="alert">
              {failed}
            </Text>
          ) : null}
          {confirming ? (
            <Stack gap="3" borderWidth="1px" borderColor="red.muted" borderRadius="l2" p="3" role="alertdialog" aria-label={t('supplier.reservations.cancel.confirmTitle')}>
              <Text fontWeight="medium">{t('supplier.reservations.cancel.confirmTitle')}</Text>
              <Text>{t('supplier.reservations.cancel.confirmText', { amount: formatMoney({ currency: refund.max_refund.currency, amount: confirming.refund / 100 }) })}</Text>
              <HStack justify="end" gap="2">
                <Button variant="outline" onClick={() => setConfirming(null)} disabled={busy}>
                  {t('supplier.reservations.cancel.back')}
                </Button>
                <Button colorPalette="red" onClick={() => void submit()} loading={busy} loadingText={t('supplier.reservations.cancel.working')}>
                  {t('supplier.reservations.cancel.confirm')}
                </Button>
              </HStack>
            </Stack>
          ) : (
            <HStack justify="end" gap="2">
              <Button variant="outline" onClick={onClose}>
                {t('supplier.reservations.cancel.keep')}
              </Button>
              <Button type="submit" colorPalette="red">
                {t('supplier.reservations.cancel.submit')}
              </Button>
            </HStack>
          )}
        </Stack>
      </ContractForm>
    </Stack>
  );
}
