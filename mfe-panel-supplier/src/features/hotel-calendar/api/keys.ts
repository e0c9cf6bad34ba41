/** The swr keys of the hotel calendar's reads: each starts with HOTEL_CALENDAR_KEY, so a save can refresh them all. */
export const HOTEL_CALENDAR_KEY = 'supplier-hotel-calendar';

export const hotelCalendarKey = (read: string, ...rest: readonly (string | number | null)[]) => [HOTEL_CALENDAR_KEY, read, ...rest] as const;

/** Matches every cached read of the hotel calendar (months, room rates): after a save each asks again when shown. */
export const isHotelCalendarKey = (key: unknown) => Array.isArray(key) && key[0] === HOTEL_CALENDAR_KEY;

export const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
