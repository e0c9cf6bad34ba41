/** The swr keys of the calendar's reads: each starts with CALENDAR_KEY, so a change can refresh them all. */
export const CALENDAR_KEY = 'supplier-calendar';

export const calendarKey = (read: string, ...rest: readonly (string | number | null)[]) => [CALENDAR_KEY, read, ...rest] as const;

/** Matches every cached read of the calendar (months, days, guest lists): after a change each asks again when shown. */
export const isCalendarKey = (key: unknown) => Array.isArray(key) && key[0] === CALENDAR_KEY;

export const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
