import type { CancellationAuditEntry, CancellationRow, CancellationState } from 'shared-contracts/panel-cancellations';
import type { MessageId } from 'shared-contracts/messages';

export const STATE_PALETTE: Record<CancellationState, string> = { pending: 'yellow', failed: 'red', cancelled: 'gray', kept: 'green' };
export const stateLabel = (state: CancellationState) => `supplier.cancellations.state.${state}` as MessageId;
export const originLabel = (origin: CancellationRow['origin']) => `supplier.cancellations.origin.${origin}` as MessageId;
export const auditLabel = (kind: CancellationAuditEntry['kind']) => `supplier.cancellations.audit.${kind}` as MessageId;
