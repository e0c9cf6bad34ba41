/**
 * Every page of the supplier area (spec 000 §2.3). Patterns are relative to /{lang}: the shell mounts the Area at
 * `/:lang/*` for the npanel paths its route table gives to this remote. Build links with areaHref(lang, pattern).
 */
import type { AreaPage } from 'shared-ui';

export const PAGES = {
  /** The area's start page. The shell shows its profile page at /{lang}/npanel; this one is reached standalone. */
  landing: { pattern: 'npanel', titleId: 'areas.supplier.title' },
  activityCalendar: { pattern: 'npanel/calendar', titleId: 'areas.supplier.activityCalendar' },
  calendarDetails: { pattern: 'npanel/calendar/:id', titleId: 'areas.supplier.calendarDetails' },
  bulkCancellation: { pattern: 'npanel/calendar/:id/:tourOptionId/bulk-cancellation', titleId: 'areas.supplier.bulkCancellation' },
  changeAllotments: { pattern: 'npanel/calendar/:id/:tourOptionId/change-allotments', titleId: 'areas.supplier.changeAllotments' },
  guestList: { pattern: 'npanel/calendar/:id/:tourOptionId/guest-list', titleId: 'areas.supplier.guestList' },
  accommodationCalendar: { pattern: 'npanel/hotel/calendar', titleId: 'areas.supplier.accommodationCalendar' },
  accommodations: { pattern: 'npanel/hotel', titleId: 'areas.supplier.accommodations' },
  accommodationEdit: { pattern: 'npanel/hotel/:id', titleId: 'areas.supplier.accommodationEdit' },
  activities: { pattern: 'npanel/tour', titleId: 'areas.supplier.activities' },
  activityEdit: { pattern: 'npanel/tour/:id', titleId: 'areas.supplier.activityEdit', createTitleId: 'areas.supplier.activityCreate' },
  tourCalendar: { pattern: 'npanel/tour/calendar', titleId: 'areas.supplier.activityCalendar' },
  tourCalendarDetails: { pattern: 'npanel/tour/calendar/:id', titleId: 'areas.supplier.calendarDetails' },
  /** tour/manage/{id?} with mapping, options, tickets, voucherCodes. */
  activityManage: { pattern: 'npanel/tour/manage/*', titleId: 'areas.supplier.activityManage' },
  /** tour/settings/{id?} with custom-booking-option, custom-sections, features, … */
  activitySettings: { pattern: 'npanel/tour/settings/*', titleId: 'areas.supplier.activitySettings' },
  productSettings: { pattern: 'npanel/product-settings', titleId: 'areas.supplier.productSettings' },
  productCancellationPolicies: {
    pattern: 'npanel/product-settings/cancellation-policy',
    titleId: 'areas.supplier.cancellationPolicies',
  },
  productCancellationPolicy: {
    pattern: 'npanel/product-settings/cancellation-policy/:cancellationPolicyId',
    titleId: 'areas.supplier.cancellationPolicy',
  },
  supplierConsents: { pattern: 'npanel/product-settings/supplier-consent', titleId: 'areas.supplier.supplierConsents' },
  supplierConsent: {
    pattern: 'npanel/product-settings/supplier-consent/:supplierConsentId',
    titleId: 'areas.supplier.supplierConsent',
  },
  cancellationPolicy: { pattern: 'npanel/cancellation-policy/:cancellationPolicyId?', titleId: 'areas.supplier.cancellationPolicy' },
  productFeatures: { pattern: 'npanel/product-feature', titleId: 'areas.supplier.productFeatures' },
  productFeature: { pattern: 'npanel/product-feature/:featureId', titleId: 'areas.supplier.productFeature' },
  reservations: { pattern: 'npanel/reservations', titleId: 'areas.panel.reservations' },
  reservationDetails: { pattern: 'npanel/reservations/:reservationRef', titleId: 'areas.panel.reservationDetails' },
  packageReservationDetails: {
    pattern: 'npanel/reservations/:paymentRef/:packageId',
    titleId: 'areas.panel.packageReservationDetails',
  },
  cancelBooking: {
    pattern: 'npanel/reservations/:reservationRef/cancel-booking/:reservationId?',
    titleId: 'areas.panel.cancelBooking',
  },
  cancellations: { pattern: 'npanel/cancellations', titleId: 'areas.supplier.cancellations' },
  cancellationDetails: { pattern: 'npanel/cancellations/:cancellationId', titleId: 'areas.supplier.cancellationDetails' },
  monthlyReports: { pattern: 'npanel/monthly-report', titleId: 'areas.panel.monthlyReports' },
  reports: { pattern: 'npanel/report', titleId: 'areas.supplier.reports' },
  reportUtils: { pattern: 'npanel/report/utils', titleId: 'areas.supplier.reportUtils' },
  supplierEarnings: { pattern: 'npanel/supplier-earnings', titleId: 'areas.supplier.supplierEarnings' },
  supplierEarningDetails: {
    pattern: 'npanel/supplier-earnings/:supplierEarningId',
    titleId: 'areas.supplier.supplierEarningDetails',
  },
  emailTranslation: { pattern: 'npanel/email-translation', titleId: 'areas.supplier.emailTranslation' },
  payments: { pattern: 'npanel/payments', titleId: 'areas.supplier.payments' },
  paymentDetails: { pattern: 'npanel/payments/:paymentUuid', titleId: 'areas.supplier.paymentDetails' },
  payouts: { pattern: 'npanel/payouts', titleId: 'areas.supplier.payouts' },
} as const satisfies Record<string, AreaPage>;

export type SupplierPage = keyof typeof PAGES;
