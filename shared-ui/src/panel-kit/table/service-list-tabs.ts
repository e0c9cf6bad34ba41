import { ServiceListFilter } from 'shared-contracts/enums';
import type { T } from 'shared-runtime/session';
import type { StatusTab } from './use-server-table';

/**
 * The service list filter's tabs (spec 000 §4): ALL/ACTIVE 1, INACTIVE 2, PENDING 3, HIDE 4, SYNC_FAILED 100. The
 * values are the filter's numbers as text, as a list request and a status-wise count carry them.
 */
export function serviceListTabs(t: T): StatusTab[] {
  return [
    { value: String(ServiceListFilter.ACTIVE), label: t('kit.status.active') },
    { value: String(ServiceListFilter.INACTIVE), label: t('kit.status.inactive') },
    { value: String(ServiceListFilter.PENDING), label: t('kit.status.pending') },
    { value: String(ServiceListFilter.HIDE), label: t('kit.status.hide') },
    { value: String(ServiceListFilter.SYNC_FAILED), label: t('kit.status.syncFailed') },
  ];
}
