import { GeneralStatus } from 'shared-contracts/enums';
import type { MessageId } from 'shared-runtime/i18n';

/** The general statuses an activity can be set to, in the order a supplier reads them. */
export const STATUSES = [GeneralStatus.Active, GeneralStatus.Inactive, GeneralStatus.Pending, GeneralStatus.Hide] as const;

/** The kit's own status words, so the list's tabs and its badges say the same. */
export const STATUS_LABEL: Record<GeneralStatus, MessageId> = {
  [GeneralStatus.Active]: 'kit.status.active',
  [GeneralStatus.Inactive]: 'kit.status.inactive',
  [GeneralStatus.Pending]: 'kit.status.pending',
  [GeneralStatus.Hide]: 'kit.status.hide',
};

export const STATUS_PALETTE: Record<GeneralStatus, string> = {
  [GeneralStatus.Active]: 'green',
  [GeneralStatus.Inactive]: 'gray',
  [GeneralStatus.Pending]: 'yellow',
  [GeneralStatus.Hide]: 'purple',
};

/** What a change to each status means for guests: the confirmation says it before the change is made. */
export const STATUS_CONSEQUENCE: Record<GeneralStatus, MessageId> = {
  [GeneralStatus.Active]: 'supplier.tours.status.confirm.active',
  [GeneralStatus.Inactive]: 'supplier.tours.status.confirm.inactive',
  [GeneralStatus.Pending]: 'supplier.tours.status.confirm.pending',
  [GeneralStatus.Hide]: 'supplier.tours.status.confirm.hide',
};

/** "Set Active", "Set Hidden"… for buttons and row actions. */
export const SET_STATUS_LABEL: Record<GeneralStatus, MessageId> = {
  [GeneralStatus.Active]: 'supplier.tours.status.set.active',
  [GeneralStatus.Inactive]: 'supplier.tours.status.set.inactive',
  [GeneralStatus.Pending]: 'supplier.tours.status.set.pending',
  [GeneralStatus.Hide]: 'supplier.tours.status.set.hide',
};
