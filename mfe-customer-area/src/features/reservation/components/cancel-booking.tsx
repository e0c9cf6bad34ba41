import { useState } from 'react';
import type { CustomerCancelAnswer } from 'shared-contracts/customer';
import { PaymentMethod } from 'shared-contracts/enums';
import { newIdempotencyKey } from 'shared-runtime/http';
import { useIntl, useMoney, useT } from 'shared-runtime/session';
import { Alert, Box, Button, HStack, Portal, Spinner, Stack, Text } from 'shared-ui';
import { Dialog } from 'shared-ui/panel';
import { DetailRows } from '../../../components/detail-section';
import { cancellationColor, renderCancellation } from '../../../lib/cancellation';
import { failureOf } from '../../../lib/failure';
import { cancelReservation } from '../api/cancel-reservation';
import { useCancellationPolicy } from '../api/get-cancellation-policy';

export type CancelOutcome = CustomerCancelAnswer['data'];

export interface CancelBookingProps {
  /** The reservation's uuid (a package's own uuid for a package). */
  uuid: string;
  onCancelled: (outcome: CancelOutcome) => void;
}

/**
 * The "Cancel booking" button and its dialog (spec 001 §4: fetch the policy, show the refund, then cancel). Each
 * opening fetches the policy afresh (the refund depends on the time left) and makes one Idempotency-Key, so a
 * retry after a failure is the same cancellation, never a second one.
 */
export function CancelBooking({ uuid, onCancelled }: CancelBookingProps) {
  const t = useT();
  const [opening, setOpening] = useState(0);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Box>
        <Button
          colorPalette="red"
          variant="outline"
          onClick={() => {
            setOpening((n) => n + 1);
            setOpen(true);
          }}
        >
          {t('site.customer.cancel.open')}
        </Button>
      </Box>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => {
          if (!details.open && !busy) setOpen(false);
        }}
        closeOnEscape={!busy}
        closeOnInteractOutside={!busy}
        placement="center"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <CancelDialogContent
              key={opening}
              uuid={uuid}
              opening={opening}
              busy={busy}
              setBusy={setBusy}
              onClose={() => setOpen(false)}
              onCancelled={(outcome) => {
                setOpen(false);
                onCancelled(outcome);
              }}
            />
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

interface ContentProps {
  uuid: string;
  opening: number;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onClose: () => void;
  onCancelled: (outcome: CancelOutcome) => void;
}

function CancelDialogContent({ uuid, opening, busy, setBusy, onClose, onCancelled }: ContentProps) {
  const t = useT();
  const formatMoney = useMoney();
  const intl = useIntl();
  const formatPercent = (percentage: number) => intl.formatNumber(percentage / 100, { style: 'percent', maximumFractionDigits: 2 });
  const policy = useCancellationPolicy(uuid, opening);
  // One key per opening: this component is keyed by the opening.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    setBusy(true);
    try {
      const outcome = await cancelReservation(uuid, {}, idempotencyKey);
      setBusy(false);
      onCancelled(outcome);
    } catch (error) {
      setBusy(false);
      const shown = failureOf(error, t('errors.somethingWentWrong'));
      if (!shown.handled) setFailure(shown.message);
    }
  };

  const data = policy.data;
  let body: React.ReactNode;
  if (policy.error) {
    const shown = failureOf(policy.error, t('errors.somethingWentWrong'));
    body = shown.handled ? null : (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{shown.message}</Alert.Title>
      </Alert.Root>
    );
  } else if (!data) {
    body = (
      <HStack role="status" gap="2">
        <Spinner size="sm" />
        <Text>{t('site.customer.cancel.loading')}</Text>
      </HStack>
    );
  } else {
    // Pay later: the tier's amount is what a paid booking would get back; this one paid nothing, so none is shown.
    const neverCharged = data.payment_method === PaymentMethod.NOPAY || (!data.refund_available && data.refund_amount.minor > 0);
    body = (
      <Stack gap="3">
        <DetailRows
          rows={[
            {
              label: t('site.customer.cancel.policy'),
              value: renderCancellation(t, data.refund_percentage, data.cancellation_hours),
              color: cancellationColor(data.refund_percentage),
            },
            ...(neverCharged ? [] : [{ label: t('site.customer.cancel.refundPercentage'), value: formatPercent(data.refund_percentage) }]),
            { label: t('site.customer.cancel.bookingAmount'), value: formatMoney(data.price) },
            ...(neverCharged ? [] : [{ label: t('site.customer.cancel.refundAmount'), value: formatMoney(data.refund_amount) }]),
          ]}
        />
        {neverCharged ? (
          <Text fontWeight="semibold" data-testid="refund-availability">
            {t('site.customer.cancel.nothingCharged')}
          </Text>
        ) : (
          <Text fontWeight="semibold" color={cancellationColor(data.refund_available ? data.refund_percentage : 0)} data-testid="refund-availability">
            {t(data.refund_available ? 'site.customer.cancel.refundAvailable' : 'site.customer.cancel.noRefund')}
          </Text>
        )}
        {data.can_cancel ? null : <Text role="alert">{t('site.customer.cancel.notCancellable')}</Text>}
      </Stack>
    );
  }

  return (
    <Dialog.Content aria-busy={busy} maxWidth="calc(100vw - 2rem)">
      <Dialog.Header>
        <Dialog.Title>{t('site.customer.cancel.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body display="flex" flexDirection="column" gap="4">
        {body}
        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        {busy ? (
          <Text role="status" color="fg.muted">
            {t('site.customer.cancel.cancelling')}
          </Text>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('site.customer.cancel.keep')}
        </Button>
        <Button colorPalette="red" onClick={() => void confirm()} loading={busy} disabled={!data?.can_cancel}>
          {t('site.customer.cancel.confirm')}
        </Button>
      </Dialog.Footer>
    </Dialog.Content>
  );
}
