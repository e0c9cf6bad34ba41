/** An activity's duration ("H:MM" stored) as "2h 30m"; '' when there is none. */
import { formatDurationText } from 'shared-contracts/dates';

export function durationText(stored: string | null | undefined): string {
  return stored ? formatDurationText(stored) : '';
}
