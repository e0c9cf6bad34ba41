import { AvailabilitySlotStatus } from 'shared-contracts/enums';
import { BulkAllotmentInputSchema, type BulkAllotmentInput, type BulkChange } from 'shared-contracts/tour-manage';
import * as v from 'shared-contracts/valibot';

/** What the bulk form holds, as typed: the allotment is text until sent ('' keeps each departure's own). */
export interface BulkDraft {
  start: string;
  end: string;
  weekdays: number[];
  /** '' entries are times not typed yet, and are left out. */
  times: string[];
  allotment: string;
  status: 'keep' | 'open' | 'close';
}

/** The body of a bulk change of `optionId`'s departures, without `preview` (a preview and its apply send the same). */
export function bulkInput(draft: BulkDraft, optionId: number): Omit<BulkAllotmentInput, 'preview'> {
  const allotment = draft.allotment.trim();
  return {
    kind: 'bulk',
    option_id: optionId,
    start_date: draft.start,
    end_date: draft.end,
    weekdays: draft.weekdays as BulkAllotmentInput['weekdays'],
    start_times: draft.times.filter((time) => time !== ''),
    ...(allotment === '' ? {} : { allotment: Number(allotment) }),
    ...(draft.status === 'keep' ? {} : { status: draft.status === 'open' ? AvailabilitySlotStatus.Active : AvailabilitySlotStatus.Locked }),
  };
}

/** The contract's refusals of a body, by dotted path ('weekdays', 'start_times.1'); the first message of each. */
export function bulkProblems(input: Omit<BulkAllotmentInput, 'preview'>): Record<string, string> {
  const result = v.safeParse(BulkAllotmentInputSchema, { ...input, preview: true });
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    problems[path] ??= issue.message;
  }
  return problems;
}

/** The departures a change would close: open (or sold out) before, closed after. */
export function closing(changes: readonly BulkChange[]): BulkChange[] {
  return changes.filter((change) => change.status_before !== AvailabilitySlotStatus.Locked && change.status_after === AvailabilitySlotStatus.Locked);
}
