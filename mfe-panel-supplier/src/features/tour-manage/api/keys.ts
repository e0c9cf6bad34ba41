/** The swr keys of one activity's Manage reads: every read of an activity starts with TOUR_MANAGE_KEY and its id. */
export const TOUR_MANAGE_KEY = 'supplier-tour-manage';

export const tourKey = (tourId: number, read: string, ...rest: readonly (string | number)[]) => [TOUR_MANAGE_KEY, tourId, read, ...rest] as const;

/** Matches every cached read of the activity: after a change, each page asks again when next shown. */
export const isTourKey = (tourId: number) => (key: unknown) => Array.isArray(key) && key[0] === TOUR_MANAGE_KEY && key[1] === tourId;

export const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
