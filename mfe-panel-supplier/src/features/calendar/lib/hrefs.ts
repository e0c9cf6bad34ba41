import { hrefFor } from 'shared-contracts/manifests';

/** The calendar's month pages: the supplier's own (npanel/calendar), and the same under the activities (npanel/tour/calendar). */
export type CalendarPageKey = 'supplier.calendar' | 'supplier.tour.calendar';
export type CalendarDetailsKey = 'supplier.calendar.details' | 'supplier.tour.calendar.details';

/** Where the month view of each calendar page opens one activity's calendar. */
export const DETAILS_OF: Record<CalendarPageKey, CalendarDetailsKey> = {
  'supplier.calendar': 'supplier.calendar.details',
  'supplier.tour.calendar': 'supplier.tour.calendar.details',
};

const withQuery = (href: string, query: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${href}?${text}` : href;
};

/** The calendar's pages, in the page's language: one place that knows the manifest keys and their query strings. */
export const calendarHref = {
  month: (lang: string, page: CalendarPageKey = 'supplier.calendar', query: { month?: string } = {}) => withQuery(hrefFor(page, { lang }), query),
  details: (lang: string, id: number, page: CalendarDetailsKey = 'supplier.calendar.details', query: { month?: string; option?: number } = {}) =>
    withQuery(hrefFor(page, { lang, id }), query),
  changeAllotments: (lang: string, id: number, optionId: number, query: { date?: string; slot?: number } = {}) =>
    withQuery(hrefFor('supplier.calendar.changeAllotments', { lang, id, tourOptionId: optionId }), query),
  guestList: (lang: string, id: number, optionId: number, query: { date?: string; slot?: number } = {}) =>
    withQuery(hrefFor('supplier.calendar.guestList', { lang, id, tourOptionId: optionId }), query),
  manageOptions: (lang: string, id: number) => hrefFor('supplier.tour.manage.options', { lang, id }),
};
