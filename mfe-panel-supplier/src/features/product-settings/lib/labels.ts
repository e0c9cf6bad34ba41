import { ApprovalStatus, ServiceTypeId } from 'shared-contracts/enums';
import type { MessageId } from 'shared-runtime/i18n';

/** A service type's name in the panel (spec 000 §3's numeric ids). */
export const SERVICE_TYPE_LABELS: Readonly<Record<ServiceTypeId, MessageId>> = {
  [ServiceTypeId.activities]: 'supplier.productSettings.serviceType.activity',
  [ServiceTypeId.events]: 'supplier.productSettings.serviceType.event',
  [ServiceTypeId.hotels]: 'supplier.productSettings.serviceType.accommodation',
  [ServiceTypeId.attractions]: 'supplier.productSettings.serviceType.attraction',
  [ServiceTypeId.restaurants]: 'supplier.productSettings.serviceType.restaurant',
  [ServiceTypeId.rentals]: 'supplier.productSettings.serviceType.rental',
  [ServiceTypeId.packages]: 'supplier.productSettings.serviceType.package',
};

/** A consent's status (spec 000 §4's approval values): its name and badge colour. */
export const CONSENT_STATUS: Readonly<Record<ApprovalStatus, { labelId: MessageId; palette: string }>> = {
  [ApprovalStatus.PENDING]: { labelId: 'supplier.productSettings.consent.status.pending', palette: 'yellow' },
  [ApprovalStatus.ACTIVE]: { labelId: 'supplier.productSettings.consent.status.active', palette: 'green' },
  [ApprovalStatus.REJECT]: { labelId: 'supplier.productSettings.consent.status.rejected', palette: 'red' },
};

/** The statuses in the order a select offers them: the usual choice first. */
export const CONSENT_STATUS_ORDER: readonly ApprovalStatus[] = [ApprovalStatus.ACTIVE, ApprovalStatus.PENDING, ApprovalStatus.REJECT];
