import { ReservationStatus } from 'shared-contracts/enums';
import type { CancellationRecord } from 'shared-contracts/customer';
import { useT } from 'shared-runtime/session';
import { Alert } from 'shared-ui';

/**
 * What a cancelled booking tells the customer: cancelled, with the refund-time note (spec 001 §2, §9: at most 10
 * working days) unless there was nothing to refund; or, when the provider refused the refund
 * (CANCELLATION_FAILED), that our team finishes it; while another request's refund is under way, that it is.
 */
export function CancellationOutcome({ status, cancellation }: { status: number; cancellation: CancellationRecord | null }) {
  const t = useT();
  if (status === ReservationStatus.CANCELLATION_FAILED) {
    return (
      <Alert.Root status="warning" role="status" data-testid="cancellation-outcome">
        <Alert.Indicator />
        <Alert.Title>{t('site.customer.cancel.refundFailed')}</Alert.Title>
      </Alert.Root>
    );
  }
  if (status === ReservationStatus.CONFIRM && cancellation?.refund_status === 'pending') {
    // The refund is under way (another request holds the claim): the outcome follows within minutes.
    return (
      <Alert.Root status="info" role="status" data-testid="cancellation-outcome">
        <Alert.Indicator />
        <Alert.Title>{t('site.customer.cancel.pending')}</Alert.Title>
      </Alert.Root>
    );
  }
  if (status !== ReservationStatus.CANCEL) return null;
  const refunds = cancellation?.refund_status !== 'not_required';
  return (
    <Alert.Root status="info" role="status" data-testid="cancellation-outcome">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('site.customer.cancel.done')}</Alert.Title>
        {refunds ? <Alert.Description>{t('site.customer.cancel.refundNote')}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
