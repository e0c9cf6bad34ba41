/**
 * The supplier area's own texts (src/messages, ADR 0004): registered with the runtime when a module of this remote
 * first imports this one; a page keeps its part loaded with useCataloguePart.
 */
import { loadCataloguePart, registerCatalogue } from 'shared-runtime/i18n';
import { calendarLoaders, cancellationsLoaders, earningsLoaders, hotelCalendarLoaders, hotelsLoaders, listingsLoaders, paymentsLoaders, productSettingsLoaders, reportsLoaders, reservationsLoaders, tourManageLoaders, toursLoaders } from '../messages/loaders';

export const TOURS_PART = 'supplier-tours';
export const TOUR_MANAGE_PART = 'supplier-tour-manage';
export const PRODUCT_SETTINGS_PART = 'supplier-product-settings';
export const LISTINGS_PART = 'supplier-listings';
export const CALENDAR_PART = 'supplier-calendar';
export const HOTEL_CALENDAR_PART = 'supplier-hotel-calendar';
export const HOTELS_PART = 'supplier-hotels';
export const RESERVATIONS_PART = 'supplier-reservations';
export const EARNINGS_PART = 'supplier-earnings';
export const PAYMENTS_PART = 'supplier-payments';
export const CANCELLATIONS_PART = 'supplier-cancellations';
export const REPORTS_PART = 'supplier-reports';

registerCatalogue(TOURS_PART, toursLoaders);
registerCatalogue(TOUR_MANAGE_PART, tourManageLoaders);
registerCatalogue(PRODUCT_SETTINGS_PART, productSettingsLoaders);
registerCatalogue(LISTINGS_PART, listingsLoaders);
registerCatalogue(CALENDAR_PART, calendarLoaders);
registerCatalogue(HOTEL_CALENDAR_PART, hotelCalendarLoaders);
registerCatalogue(HOTELS_PART, hotelsLoaders);
registerCatalogue(RESERVATIONS_PART, reservationsLoaders);
registerCatalogue(EARNINGS_PART, earningsLoaders);
registerCatalogue(PAYMENTS_PART, paymentsLoaders);
registerCatalogue(CANCELLATIONS_PART, cancellationsLoaders);
registerCatalogue(REPORTS_PART, reportsLoaders);

/** Starts loading a part in `locale` (and English, the fallback); a failed chunk leaves English in place. */
export function loadSupplierTexts(part: string, locale: string): void {
  loadCataloguePart(part, locale).catch(() => undefined);
}
