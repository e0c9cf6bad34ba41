import { lazy } from 'react';
import { type AreaPageComponents, AreaRoutes } from 'shared-ui/panel-area';
import { SupplierLanding } from '../features/landing/components/supplier-landing';

/** The pages this remote has built, by manifest key; every other page of the supplier manifest shows as not built. */
const PAGES: AreaPageComponents = {
  // The activity calendar: the month view (also under the activities), one activity's, its allotments, guest list and
  // bulk cancellation.
  'supplier.calendar': lazy(() => import('../features/calendar/components/calendar-pages').then((m) => ({ default: m.ActivityCalendarPage }))),
  'supplier.tour.calendar': lazy(() => import('../features/calendar/components/calendar-pages').then((m) => ({ default: m.TourActivityCalendarPage }))),
  'supplier.calendar.details': lazy(() => import('../features/calendar/components/calendar-pages').then((m) => ({ default: m.CalendarDetailsPage }))),
  'supplier.tour.calendar.details': lazy(() =>
    import('../features/calendar/components/calendar-pages').then((m) => ({ default: m.TourCalendarDetailsPage })),
  ),
  'supplier.calendar.changeAllotments': lazy(() =>
    import('../features/calendar/components/change-allotments-page').then((m) => ({ default: m.ChangeAllotmentsPage })),
  ),
  'supplier.calendar.guestList': lazy(() => import('../features/calendar/components/guest-list-page').then((m) => ({ default: m.GuestListPage }))),
  'supplier.calendar.bulkCancellation': lazy(() =>
    import('../features/calendar/components/bulk-cancellation-page').then((m) => ({ default: m.BulkCancellationPage })),
  ),
  // Supplier earnings (issue 14 §3): what is owed and paid, and the ledger lines behind it.
  // Cancellations (issue 14 §2, ADR 0022): the caller's bookings' cancellations and one's details.
  'supplier.cancellations.list': lazy(() => import('../features/cancellations/components/cancellations-page').then((m) => ({ default: m.CancellationsPage }))),
  'supplier.cancellations.details': lazy(() =>
    import('../features/cancellations/components/cancellation-details-page').then((m) => ({ default: m.CancellationDetailsPage })),
  ),
  'supplier.supplierEarnings.list': lazy(() => import('../features/earnings/components/earnings-page').then((m) => ({ default: m.SupplierEarningsPage }))),
  'supplier.supplierEarnings.details': lazy(() =>
    import('../features/earnings/components/earning-details-page').then((m) => ({ default: m.SupplierEarningDetailsPage })),
  ),
  // Partner earnings: the same ledger over the partner's calls, rendered here for partners (ADR 0018).
  'supplier.partnerEarnings.list': lazy(() => import('../features/earnings/components/earnings-page').then((m) => ({ default: m.PartnerEarningsPage }))),
  'supplier.partnerEarnings.details': lazy(() =>
    import('../features/earnings/components/earning-details-page').then((m) => ({ default: m.PartnerEarningDetailsPage })),
  ),
  // Payouts (ADR 0023): what is owed per currency, and the payouts with their receipts.
  // Reports (issue 14 §4, ADR 0024): the 12 months by currency as charts and a table; the charts load with this chunk only.
  'supplier.report': lazy(() => import('../features/reports/components/report-page').then((m) => ({ default: m.ReportPage }))),
  'supplier.report.utils': lazy(() => import('../features/reports/components/report-utils-page').then((m) => ({ default: m.ReportUtilsPage }))),
  'supplier.monthlyReport': lazy(() => import('../features/reports/components/monthly-report-page').then((m) => ({ default: m.MonthlyReportPage }))),
  'supplier.payouts': lazy(() => import('../features/earnings/components/payouts-page').then((m) => ({ default: m.PayoutsPage }))),
  // Payments (spec 002 §7.15): the payments of the bookings the caller sees, and one payment with its events.
  'supplier.payments.list': lazy(() => import('../features/payments/components/payments-page').then((m) => ({ default: m.PaymentsPage }))),
  'supplier.payments.details': lazy(() => import('../features/payments/components/payment-details-page').then((m) => ({ default: m.PaymentDetailsPage }))),
  // Reservations (issue 14 §1): the bookings the caller may see, and one booking's details.
  'supplier.reservations.list': lazy(() => import('../features/reservations/components/reservations-page').then((m) => ({ default: m.ReservationsPage }))),
  'supplier.reservations.details': lazy(() =>
    import('../features/reservations/components/reservation-details-page').then((m) => ({ default: m.ReservationDetailsPage })),
  ),
  'supplier.reservations.packageDetails': lazy(() =>
    import('../features/reservations/components/reservation-details-page').then((m) => ({ default: m.ReservationDetailsPage })),
  ),
  // The administrator's scoped views of the same table (ADR 0018).
  'supplier.adminBookings': lazy(() => import('../features/reservations/components/admin-bookings-pages').then((m) => ({ default: m.AdminBookingsPage }))),
  'supplier.adminHotelBookings': lazy(() => import('../features/reservations/components/admin-bookings-pages').then((m) => ({ default: m.AdminHotelBookingsPage }))),
  // The hotel calendar: rates, rooms and restrictions by month, single and bulk edits.
  'supplier.hotel.calendar': lazy(() => import('../features/hotel-calendar/components/hotel-calendar-page').then((m) => ({ default: m.HotelCalendarPage }))),
  // Activities: the list, create and edit, and an activity's settings pages.
  'supplier.tour.list': lazy(() => import('../features/tours/components/tours-page').then((m) => ({ default: m.ToursPage }))),
  'supplier.tour.edit': lazy(() => import('../features/tours/components/tour-edit-page').then((m) => ({ default: m.TourEditPage }))),
  'supplier.tour.settings': lazy(() => import('../features/tours/components/settings/tour-settings-page').then((m) => ({ default: m.TourSettingsPage }))),
  'supplier.tour.settings.customBookingOption': lazy(() =>
    import('../features/tours/components/settings/booking-option-page').then((m) => ({ default: m.BookingOptionPage })),
  ),
  'supplier.tour.settings.customSections': lazy(() =>
    import('../features/tours/components/settings/custom-sections-page').then((m) => ({ default: m.CustomSectionsPage })),
  ),
  'supplier.tour.settings.customSection': lazy(() =>
    import('../features/tours/components/settings/custom-section-page').then((m) => ({ default: m.CustomSectionPage })),
  ),
  'supplier.tour.settings.features': lazy(() => import('../features/tours/components/settings/tour-features-page').then((m) => ({ default: m.TourFeaturesPage }))),
  'supplier.tour.settings.linkDestinationBox': lazy(() =>
    import('../features/tours/components/settings/link-destination-box-page').then((m) => ({ default: m.LinkDestinationBoxPage })),
  ),
  'supplier.tour.settings.recommendedItems': lazy(() =>
    import('../features/tours/components/settings/recommended-items-page').then((m) => ({ default: m.RecommendedItemsPage })),
  ),
  'supplier.tour.settings.specialInstructionMail': lazy(() =>
    import('../features/tours/components/settings/special-instruction-page').then((m) => ({ default: m.SpecialInstructionPage })),
  ),
  'supplier.productFeature.list': lazy(() =>
    import('../features/product-features/components/product-features-page').then((m) => ({ default: m.ProductFeaturesPage })),
  ),
  'supplier.productFeature.edit': lazy(() =>
    import('../features/product-features/components/product-feature-page').then((m) => ({ default: m.ProductFeaturePage })),
  ),
  'supplier.tour.manage': lazy(() => import('../features/tour-manage/components/manage-landing-page').then((m) => ({ default: m.ManageLandingPage }))),
  'supplier.tour.manage.options': lazy(() => import('../features/tour-manage/components/options-page').then((m) => ({ default: m.OptionsPage }))),
  'supplier.tour.manage.tickets': lazy(() => import('../features/tour-manage/components/tickets-page').then((m) => ({ default: m.TicketsPage }))),
  'supplier.tour.manage.voucherCodes': lazy(() =>
    import('../features/tour-manage/components/voucher-codes-page').then((m) => ({ default: m.VoucherCodesPage })),
  ),
  'supplier.tour.manage.mapping': lazy(() => import('../features/tour-manage/components/mapping-page').then((m) => ({ default: m.MappingPage }))),
  // Product settings: cancellation policies (both of the spec's editor paths) and supplier consent.
  'supplier.productSettings': lazy(() =>
    import('../features/product-settings/components/product-settings-page').then((m) => ({ default: m.ProductSettingsPage })),
  ),
  'supplier.productSettings.cancellationPolicies': lazy(() =>
    import('../features/product-settings/components/cancellation-policies-page').then((m) => ({ default: m.CancellationPoliciesPage })),
  ),
  'supplier.productSettings.cancellationPolicy': lazy(() =>
    import('../features/product-settings/components/cancellation-policy-page').then((m) => ({ default: m.CancellationPolicyPage })),
  ),
  'supplier.cancellationPolicy': lazy(() =>
    import('../features/product-settings/components/cancellation-policy-page').then((m) => ({ default: m.CancellationPolicyPage })),
  ),
  'supplier.productSettings.supplierConsents': lazy(() =>
    import('../features/product-settings/components/supplier-consents-page').then((m) => ({ default: m.SupplierConsentsPage })),
  ),
  'supplier.productSettings.supplierConsent': lazy(() =>
    import('../features/product-settings/components/supplier-consent-page').then((m) => ({ default: m.SupplierConsentPage })),
  ),
  // Rentals, restaurants and attractions: a list and a create-or-edit page each.
  'supplier.rental.list': lazy(() => import('../features/listings/components/listings-page').then((m) => ({ default: m.RentalsPage }))),
  'supplier.rental.edit': lazy(() => import('../features/listings/components/listing-edit-page').then((m) => ({ default: m.RentalEditPage }))),
  'supplier.restaurant.list': lazy(() => import('../features/listings/components/listings-page').then((m) => ({ default: m.RestaurantsPage }))),
  'supplier.restaurant.edit': lazy(() => import('../features/listings/components/listing-edit-page').then((m) => ({ default: m.RestaurantEditPage }))),
  'supplier.attraction.list': lazy(() => import('../features/listings/components/listings-page').then((m) => ({ default: m.AttractionsPage }))),
  'supplier.attraction.edit': lazy(() => import('../features/listings/components/listing-edit-page').then((m) => ({ default: m.AttractionEditPage }))),
  // Accommodations: hotels share the listings' pages, with their features, room types and rate plans besides.
  'supplier.hotel.list': lazy(() => import('./hotel-pages').then((m) => ({ default: m.HotelsPage }))),
  'supplier.hotel.edit': lazy(() => import('./hotel-pages').then((m) => ({ default: m.HotelEditPage }))),
};

/**
 * The supplier area's routes, relative to the shell's `/:lang/*` mount: every page of the supplier manifest
 * (shared-contracts/manifests), and the reservations and monthly reports it shares with the partner area. A page
 * not built yet shows its title as not built; the landing shows inside the shell's profile page.
 */
export function SupplierRoutes() {
  return <AreaRoutes area="supplier" pages={PAGES} landing={<SupplierLanding />} />;
}
