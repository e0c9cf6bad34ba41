import type { CancellationRow, CancellationState } from 'shared-contracts/panel-cancellations';
import type { MessageId } from 'shared-runtime/i18n';

export const STATE: Record<CancellationState, { labelId: MessageId; palette: string }> = {
  pending: { labelId: 'admin.cancellations.state.pending', palette: 'yellow' },
  failed: { labelId: 'admin.cancellations.state.failed', palette: 'red' },
  cancelled: { labelId: 'admin.cancellations.state.cancelled', palette: 'gray' },
  kept: { labelId: 'admin.cancellations.state.kept', palette: 'green' },
};

export const ORIGIN: Record<CancellationRow['origin'], MessageId> = {
  guest: 'admin.cancellations.origin.customer',
  supplier: 'admin.cancellations.origin.supplier',
  bulk: 'admin.cancellations.origin.bulk',
  system: 'admin.cancellations.origin.system',
};


export const REFUND_STATUS: Record<CancellationRow['refund_status'], MessageId> = {
  failed: 'admin.cancellations.status.failed',
  succeeded: 'admin.cancellations.status.succeeded',
  not_required: 'admin.cancellations.status.notRequired',
  pending: 'admin.cancellations.status.pending',
};
