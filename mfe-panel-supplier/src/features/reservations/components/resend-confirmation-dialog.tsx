import { useState } from 'react';
import { ReservationStatus } from 'shared-contracts/enums';
import { CONFIRMATION_RECIPIENTS, type ConfirmationRecipient } from 'shared-contracts/panel-reservation-actions';
import type { ReservationDetails } from 'shared-contracts/panel-reservations';
import { useT } from 'shared-runtime/session';
import { Alert, Button, Stack, Text } from 'shared-ui';
import { ActionDialog, Checkbox } from 'shared-ui/panel-kit';
import { failureText } from '../../../lib/failure';
import { resendConfirmation } from '../api/resend-confirmation';

/**
 * "Send confirmation again" (issue 14 §1, spec 001's Send Confirmation Mail dialog): choose who gets the booking's
 * confirmation e-mail again (the payer, the supplier, the partner who sold it). The API decides who may (a partner
 * needs PARTNER_SEND_BOOKING_CONFIRM_MAIL) and answers with who was queued.
 */
export function ResendConfirmationAction({ details }: { details: ReservationDetails }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (details.status !== ReservationStatus.CONFIRM) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('supplier.reservations.resend.open')}
      </Button>
      {open ? <ResendDialog details={details} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ResendDialog({ details, onClose }: { details: ReservationDetails; onClose: () => void }) {
  const t = useT();
  const [chosen, setChosen] = useState<ConfirmationRecipient[]>(['payer']);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [queued, setQueued] = useState<ConfirmationRecipient[] | null>(null);
  const title = t('supplier.reservations.resend.title', { number: details.booking_number ?? details.ref });
  const toggle = (recipient: ConfirmationRecipient, on: boolean) =>
    setChosen((before) => (on ? CONFIRMATION_RECIPIENTS.filter((r) => r === recipient || before.includes(r)) : before.filter((r) => r !== recipient)));

  const send = async () => {
    setBusy(true);
    setFailed(null);
    try {
      setQueued((await resendConfirmation({ reservation_id: details.id, recipients: chosen })).queued);
    } catch (error) {
      setFailed(failureText(error, t) ?? t('errors.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActionDialog
      open
      title={title}
      onClose={onClose}
      size="sm"
      busy={busy}
      error={failed}
      footer={queued ? <Button onClick={onClose}>{t('common.ok')}</Button> : undefined}
      primaryAction={{ label: t('supplier.reservations.resend.send'), onClick: () => void send(), disabled: chosen.length === 0, loadingText: t('supplier.reservations.resend.sending') }}
    >
      {queued ? (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{t('supplier.reservations.resend.sent', { count: queued.length })}</Alert.Title>
        </Alert.Root>
      ) : (
        <Stack gap="4" as="fieldset">
          <Text as="legend" fontWeight="medium" mb="2">
            {t('supplier.reservations.resend.recipients')}
          </Text>
          {CONFIRMATION_RECIPIENTS.map((recipient) => (
            <Checkbox.Root key={recipient} checked={chosen.includes(recipient)} onCheckedChange={(change) => toggle(recipient, change.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {t(`supplier.reservations.resend.to.${recipient}`, { email: details.payer?.email ?? '', site: details.site.name })}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
    </ActionDialog>
  );
}
