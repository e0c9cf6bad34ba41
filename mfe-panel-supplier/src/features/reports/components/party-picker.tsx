import { useState, type ReactNode } from 'react';
import { hasRole } from 'shared-contracts/access';
import { Role } from 'shared-contracts/enums';
import { useCurrentUser, useT } from 'shared-runtime/session';
import { ChoiceSelect } from 'shared-ui/panel-kit';

/** Whose figures a report page shows: the services the caller supplies, or the sites it sells on (ADR 0024). */
export type ReportPartyView = 'supplier' | 'partner';

/**
 * The parties the caller is, in that order: a supplier (or an administrator, who reads every supplier's) and a
 * partner. The API answers each call with the caller's own figures; this only decides which calls the page makes.
 */
export function reportPartiesOf(user: Parameters<typeof hasRole>[0]): ReportPartyView[] {
  const parties: ReportPartyView[] = [];
  if (hasRole(user, Role.Supplier, Role.Admin)) parties.push('supplier');
  if (hasRole(user, Role.Partner)) parties.push('partner');
  return parties;
}

/** The party a report page shows, and a picker when the caller is more than one (a supplier who also resells). */
export function useReportParty(): { party: ReportPartyView; picker: ReactNode } {
  const t = useT();
  const parties = reportPartiesOf(useCurrentUser());
  const [picked, setPicked] = useState<ReportPartyView>();
  const party = picked && parties.includes(picked) ? picked : (parties[0] ?? 'supplier');
  const picker =
    parties.length > 1 ? (
      <ChoiceSelect
        label={t('supplier.reports.party')}
        value={party}
        onChange={setPicked}
        choices={parties.map((value) => ({ value, label: t(value === 'supplier' ? 'supplier.reports.party.supplier' : 'supplier.reports.party.partner') }))}
      />
    ) : null;
  return { party, picker };
}
