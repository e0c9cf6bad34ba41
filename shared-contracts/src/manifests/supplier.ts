/**
 * The supplier area (mfe-panel-supplier), spec 000 §2.3: tours and calendars, hotels, rentals, restaurants and
 * attractions, product settings, reservations, cancellations, reports, earnings and payments. The spec gives no
 * per-route guard; these follow its navigation and role rules (§2.7, §6): supplier pages for suppliers and
 * administrators (who open npanel/tour, rental, restaurant and attraction from their own drawer), activity pages with
 * ACTIVITY_MODULE, accommodation pages with ACCOMMODATION_MODULE.
 */
import { Policy, Role } from 'shared-contracts/enums';
import type { AreaManifest } from './types';

const SUPPLIER = { roles: [Role.Supplier, Role.Admin] } as const;
const ACTIVITY = { ...SUPPLIER, policies: [Policy.ACTIVITY_MODULE] } as const;
const ACCOMMODATION = { ...SUPPLIER, policies: [Policy.ACCOMMODATION_MODULE] } as const;
/** Reservations and monthly reports: suppliers and partners alike (spec 000 §2.7). */
const SUPPLIER_OR_PARTNER = { roles: [Role.Supplier, Role.Partner] } as const;
/** A booking's details and actions: also administrators, who reach them from admin/bookings and admin/hotel-bookings. */
const BOOKING_PAGES = { roles: [Role.Supplier, Role.Partner, Role.Admin] } as const;
const ADMIN_ONLY = { roles: [Role.Admin] } as const;
/** Reports: a supplier's of its services, a partner's of its sites, an administrator's of every supplier (ADR 0024). */
const REPORTS = { roles: [Role.Supplier, Role.Partner, Role.Admin] } as const;
/** Partner earnings: the same ledger pages as the supplier's, for partners (spec 000 §5's site-count policy too; ADR 0018). */
const PARTNER_ONLY = { roles: [Role.Partner], partnerOnly: true } as const;

export const SUPPLIER_MANIFEST = {
  area: 'supplier',
  remote: 'mfe_panel_supplier',
  drawer: {
    order: 20,
    access: { roles: [Role.Supplier] },
    groups: {
      'supplier.products': { label: 'nav.products', icon: 'box', order: 30 },
      'supplier.reservation': { label: 'nav.reservation', icon: 'list', order: 40 },
      'supplier.reports': { label: 'nav.reports', icon: 'chart', order: 50 },
    },
  },
  pages: {
    // Activity calendar and allotments.
    'supplier.calendar': {
      pattern: 'npanel/calendar',
      title: 'areas.supplier.activityCalendar',
      access: ACTIVITY,
      drawer: { id: 'supplier.activityCalendar', order: 10, icon: 'calendar', label: 'nav.activityCalendar' },
    },
    'supplier.calendar.details': {
      pattern: 'npanel/calendar/:id',
      title: 'areas.supplier.calendarDetails',
      parent: 'supplier.calendar',
      access: ACTIVITY,
    },
    'supplier.calendar.bulkCancellation': {
      pattern: 'npanel/calendar/:id/:tourOptionId/bulk-cancellation',
      title: 'areas.supplier.bulkCancellation',
      parent: 'supplier.calendar.details',
      access: ACTIVITY,
    },
    'supplier.calendar.changeAllotments': {
      pattern: 'npanel/calendar/:id/:tourOptionId/change-allotments',
      title: 'areas.supplier.changeAllotments',
      parent: 'supplier.calendar.details',
      access: ACTIVITY,
    },
    'supplier.calendar.guestList': {
      pattern: 'npanel/calendar/:id/:tourOptionId/guest-list',
      title: 'areas.supplier.guestList',
      parent: 'supplier.calendar.details',
      access: ACTIVITY,
    },

    // Accommodations.
    'supplier.hotel.calendar': {
      pattern: 'npanel/hotel/calendar',
      title: 'areas.supplier.accommodationCalendar',
      access: ACCOMMODATION,
      drawer: { id: 'supplier.accommodationCalendar', order: 20, icon: 'calendar', label: 'nav.accommodationCalendar' },
    },
    'supplier.hotel.list': {
      pattern: 'npanel/hotel',
      title: 'areas.supplier.accommodations',
      access: ACCOMMODATION,
      drawer: { id: 'supplier.accommodations', group: 'supplier.products', order: 20, icon: 'hotel', label: 'nav.accommodations' },
    },
    'supplier.hotel.edit': {
      pattern: 'npanel/hotel/:id',
      title: 'areas.supplier.accommodationEdit',
      createTitle: 'areas.supplier.accommodationCreate',
      parent: 'supplier.hotel.list',
      access: ACCOMMODATION,
    },

    // Activities (tours).
    'supplier.tour.list': {
      pattern: 'npanel/tour',
      title: 'areas.supplier.activities',
      access: ACTIVITY,
      drawer: [
        { id: 'supplier.activities', group: 'supplier.products', order: 10, icon: 'activity', label: 'nav.activities' },
        // Administrators open the supplier's activity list from their own drawer.
        { id: 'admin.activities', section: 'admin', order: 40, icon: 'activity', label: 'nav.activities' },
      ],
    },
    'supplier.tour.edit': {
      pattern: 'npanel/tour/:id',
      title: 'areas.supplier.activityEdit',
      createTitle: 'areas.supplier.activityCreate',
      parent: 'supplier.tour.list',
      access: ACTIVITY,
    },
    'supplier.tour.calendar': {
      pattern: 'npanel/tour/calendar',
      title: 'areas.supplier.activityCalendar',
      parent: 'supplier.tour.list',
      access: ACTIVITY,
    },
    'supplier.tour.calendar.details': {
      pattern: 'npanel/tour/calendar/:id',
      title: 'areas.supplier.calendarDetails',
      parent: 'supplier.tour.calendar',
      access: ACTIVITY,
    },
    'supplier.tour.manage': {
      pattern: 'npanel/tour/manage/:id?',
      title: 'areas.supplier.activityManage',
      parent: 'supplier.tour.list',
      access: ACTIVITY,
    },
    'supplier.tour.manage.mapping': {
      pattern: 'npanel/tour/manage/:id/mapping',
      title: 'areas.supplier.tourManage.mapping',
      parent: 'supplier.tour.manage',
      access: ACTIVITY,
    },
    'supplier.tour.manage.options': {
      pattern: 'npanel/tour/manage/:id/options',
      title: 'areas.supplier.tourManage.options',
      parent: 'supplier.tour.manage',
      access: ACTIVITY,
    },
    'supplier.tour.manage.tickets': {
      pattern: 'npanel/tour/manage/:id/tickets',
      title: 'areas.supplier.tourManage.tickets',
      parent: 'supplier.tour.manage',
      access: ACTIVITY,
    },
    'supplier.tour.manage.voucherCodes': {
      pattern: 'npanel/tour/manage/:id/voucherCodes',
      title: 'areas.supplier.tourManage.voucherCodes',
      parent: 'supplier.tour.manage',
      access: ACTIVITY,
    },
    'supplier.tour.settings': {
      pattern: 'npanel/tour/settings/:id?',
      title: 'areas.supplier.activitySettings',
      parent: 'supplier.tour.list',
      access: ACTIVITY,
    },
    'supplier.tour.settings.customBookingOption': {
      pattern: 'npanel/tour/settings/:id/custom-booking-option',
      title: 'areas.supplier.tourSettings.customBookingOption',
      parent: 'supplier.tour.settings',
      access: ACTIVITY,
    },
    'supplier.tour.settings.customSections': {
      pattern: 'npanel/tour/settings/:id/custom-sections',
      title: 'areas.supplier.tourSettings.customSections',
      parent: 'supplier.tour.settings',
      access: ACTIVITY,
    },
    'supplier.tour.settings.customSection': {
      pattern: 'npanel/tour/settings/:id/custom-sections/:sectionId',
      title: 'areas.supplier.tourSettings.customSection',
      parent: 'supplier.tour.settings.customSections',
      access: ACTIVITY,
    },
    'supplier.tour.settings.features': {
      pattern: 'npanel/tour/settings/:id/features',
      title: 'areas.supplier.tourSettings.features',
      parent: 'supplier.tour.settings',
      access: ACTIVITY,
    },
    'supplier.tour.settings.linkDestinationBox': {
      pattern: 'npanel/tour/settings/:id/link-destination-box',
      title: 'areas.supplier.tourSettings.linkDestinationBox',
      parent: 'supplier.tour.settings',
      access: ACTIVITY,
    },
    'supplier.tour.settings.recommendedItems': {
      pattern: 'npanel/tour/settings/:id/recommended-items',
      title: 'areas.supplier.tourSettings.recommendedItems',
      parent: 'supplier.tour.settings',
      access: ACTIVITY,
    },
    'supplier.tour.settings.specialInstructionMail': {
      pattern: 'npanel/tour/settings/:id/special-instruction-mail',
      title: 'areas.supplier.tourSettings.specialInstructionMail',
      parent: 'supplier.tour.settings',
      access: ACTIVITY,
    },

    // Rentals, restaurants and attractions (issue 12 §4): a supplier's own under Products; administrators open
    // everyone's from their own drawer, as the spec's admin drawer lists them (§2.7).
    'supplier.rental.list': {
      pattern: 'npanel/rental',
      title: 'areas.supplier.rentals',
      access: SUPPLIER,
      drawer: [
        { id: 'supplier.rentals', group: 'supplier.products', order: 22, icon: 'rental', label: 'nav.rentals' },
        { id: 'admin.rentals', section: 'admin', order: 80, icon: 'rental', label: 'nav.rentals' },
      ],
    },
    'supplier.rental.edit': {
      pattern: 'npanel/rental/:id',
      title: 'areas.supplier.rentalEdit',
      createTitle: 'areas.supplier.rentalCreate',
      parent: 'supplier.rental.list',
      access: SUPPLIER,
    },
    'supplier.restaurant.list': {
      pattern: 'npanel/restaurant',
      title: 'areas.supplier.restaurants',
      access: SUPPLIER,
      drawer: [
        { id: 'supplier.restaurants', group: 'supplier.products', order: 24, icon: 'restaurant', label: 'nav.restaurants' },
        { id: 'admin.restaurants', section: 'admin', order: 90, icon: 'restaurant', label: 'nav.restaurants' },
      ],
    },
    'supplier.restaurant.edit': {
      pattern: 'npanel/restaurant/:id',
      title: 'areas.supplier.restaurantEdit',
      createTitle: 'areas.supplier.restaurantCreate',
      parent: 'supplier.restaurant.list',
      access: SUPPLIER,
    },
    'supplier.attraction.list': {
      pattern: 'npanel/attraction',
      title: 'areas.supplier.attractions',
      access: SUPPLIER,
      drawer: [
        { id: 'supplier.attractions', group: 'supplier.products', order: 26, icon: 'attraction', label: 'nav.attraction' },
        { id: 'admin.attraction', section: 'admin', order: 100, icon: 'attraction', label: 'nav.attraction' },
      ],
    },
    'supplier.attraction.edit': {
      pattern: 'npanel/attraction/:id',
      title: 'areas.supplier.attractionEdit',
      createTitle: 'areas.supplier.attractionCreate',
      parent: 'supplier.attraction.list',
      access: SUPPLIER,
    },

    // Product settings.
    'supplier.productSettings': {
      pattern: 'npanel/product-settings',
      title: 'areas.supplier.productSettings',
      access: SUPPLIER,
      drawer: { id: 'supplier.productSettings', group: 'supplier.products', order: 30, icon: 'settings', label: 'nav.productSettings' },
    },
    'supplier.productSettings.cancellationPolicies': {
      pattern: 'npanel/product-settings/cancellation-policy',
      title: 'areas.supplier.cancellationPolicies',
      parent: 'supplier.productSettings',
      access: SUPPLIER,
    },
    'supplier.productSettings.cancellationPolicy': {
      pattern: 'npanel/product-settings/cancellation-policy/:cancellationPolicyId',
      title: 'areas.supplier.cancellationPolicy',
      parent: 'supplier.productSettings.cancellationPolicies',
      access: SUPPLIER,
    },
    'supplier.productSettings.supplierConsents': {
      pattern: 'npanel/product-settings/supplier-consent',
      title: 'areas.supplier.supplierConsents',
      parent: 'supplier.productSettings',
      // Spec 000 §6: supplier consent is the package policy's (the API refuses the calls without it).
      access: { ...SUPPLIER, policies: [Policy.SUPPLIER_PACKAGE_POLICY] },
    },
    'supplier.productSettings.supplierConsent': {
      pattern: 'npanel/product-settings/supplier-consent/:supplierConsentId',
      title: 'areas.supplier.supplierConsent',
      parent: 'supplier.productSettings.supplierConsents',
      // Spec 000 §6: supplier consent is the package policy's (the API refuses the calls without it).
      access: { ...SUPPLIER, policies: [Policy.SUPPLIER_PACKAGE_POLICY] },
    },
    'supplier.cancellationPolicy': {
      pattern: 'npanel/cancellation-policy/:cancellationPolicyId?',
      title: 'areas.supplier.cancellationPolicy',
      parent: 'supplier.productSettings.cancellationPolicies',
      access: SUPPLIER,
    },
    'supplier.productFeature.list': { pattern: 'npanel/product-feature', title: 'areas.supplier.productFeatures', access: SUPPLIER },
    'supplier.productFeature.edit': {
      pattern: 'npanel/product-feature/:featureId',
      title: 'areas.supplier.productFeature',
      parent: 'supplier.productFeature.list',
      access: SUPPLIER,
    },
    'supplier.emailTranslation': { pattern: 'npanel/email-translation', title: 'areas.supplier.emailTranslation', access: SUPPLIER },

    // Reservations: one page for suppliers and partners, rendered by this remote for both (ADR 0018).
    'supplier.reservations.list': {
      pattern: 'npanel/reservations',
      title: 'areas.panel.reservations',
      access: BOOKING_PAGES,
      drawer: [
        { id: 'supplier.reservations', group: 'supplier.reservation', order: 10, icon: 'list', label: 'nav.reservations' },
        { id: 'partner.reservations', section: 'partner', order: 20, icon: 'list', label: 'nav.reservations' },
      ],
    },
    'supplier.reservations.details': {
      pattern: 'npanel/reservations/:reservationRef',
      title: 'areas.panel.reservationDetails',
      parent: 'supplier.reservations.list',
      access: BOOKING_PAGES,
    },
    'supplier.reservations.packageDetails': {
      pattern: 'npanel/reservations/:paymentRef/:packageId',
      title: 'areas.panel.packageReservationDetails',
      parent: 'supplier.reservations.list',
      access: BOOKING_PAGES,
    },
    'supplier.reservations.cancelBooking': {
      pattern: 'npanel/reservations/:reservationRef/cancel-booking/:reservationId?',
      title: 'areas.panel.cancelBooking',
      parent: 'supplier.reservations.details',
      access: BOOKING_PAGES,
    },
    // The administrator's two views of the same table: activities and events, and hotels (spec 000 §2.4).
    'supplier.adminBookings': {
      pattern: 'admin/bookings',
      title: 'areas.admin.bookings',
      access: ADMIN_ONLY,
      drawer: { id: 'admin.bookings', section: 'admin', group: 'admin.reservation', order: 10, icon: 'list', label: 'nav.bookings' },
    },
    'supplier.adminHotelBookings': {
      pattern: 'admin/hotel-bookings',
      title: 'areas.admin.hotelBookings',
      access: ADMIN_ONLY,
      drawer: { id: 'admin.hotelBookings', section: 'admin', group: 'admin.reservation', order: 20, icon: 'hotel', label: 'nav.hotelBookings' },
    },
    'supplier.cancellations.list': {
      pattern: 'npanel/cancellations',
      title: 'areas.supplier.cancellations',
      access: SUPPLIER,
      drawer: { id: 'supplier.cancellations', group: 'supplier.reservation', order: 20, icon: 'cancel', label: 'nav.cancellations' },
    },
    'supplier.cancellations.details': {
      pattern: 'npanel/cancellations/:cancellationId',
      title: 'areas.supplier.cancellationDetails',
      parent: 'supplier.cancellations.list',
      access: SUPPLIER,
    },

    // Reports and money.
    'supplier.monthlyReport': {
      pattern: 'npanel/monthly-report',
      title: 'areas.panel.monthlyReports',
      access: SUPPLIER_OR_PARTNER,
      drawer: [
        { id: 'supplier.monthlyReports', group: 'supplier.reports', order: 10, icon: 'chart', label: 'nav.monthlyReports' },
        { id: 'partner.monthlyReports', section: 'partner', order: 30, icon: 'chart', label: 'nav.monthlyReports' },
      ],
    },
    // A supplier's report of its services, a partner's of its sites (report/partner, /site, /affiliate; ADR 0024).
    'supplier.report': {
      pattern: 'npanel/report',
      title: 'areas.supplier.reports',
      access: REPORTS,
      drawer: [
        { id: 'supplier.report', group: 'supplier.reports', order: 20, icon: 'chart', label: 'nav.reports' },
        { id: 'partner.report', section: 'partner', order: 35, icon: 'chart', label: 'nav.reports' },
      ],
    },
    'supplier.report.utils': {
      pattern: 'npanel/report/utils',
      title: 'areas.supplier.reportUtils',
      parent: 'supplier.report',
      access: REPORTS,
    },
    'supplier.supplierEarnings.list': {
      pattern: 'npanel/supplier-earnings',
      title: 'areas.supplier.supplierEarnings',
      access: SUPPLIER,
      drawer: { id: 'supplier.supplierEarnings', group: 'supplier.reports', order: 30, icon: 'money', label: 'nav.supplierEarnings' },
    },
    'supplier.supplierEarnings.details': {
      pattern: 'npanel/supplier-earnings/:supplierEarningId',
      title: 'areas.supplier.supplierEarningDetails',
      parent: 'supplier.supplierEarnings.list',
      access: SUPPLIER,
    },
    'supplier.partnerEarnings.list': {
      pattern: 'npanel/partner-earnings',
      title: 'areas.partner.partnerEarnings',
      access: PARTNER_ONLY,
      drawer: { id: 'partner.partnerEarnings', section: 'partner', order: 40, icon: 'money', label: 'nav.partnerEarnings' },
    },
    'supplier.partnerEarnings.details': {
      pattern: 'npanel/partner-earnings/:partnerEarningId',
      title: 'areas.partner.partnerEarningDetails',
      parent: 'supplier.partnerEarnings.list',
      access: PARTNER_ONLY,
    },
    'supplier.payments.list': { pattern: 'npanel/payments', title: 'areas.supplier.payments', access: SUPPLIER },
    'supplier.payments.details': {
      pattern: 'npanel/payments/:paymentUuid',
      title: 'areas.supplier.paymentDetails',
      parent: 'supplier.payments.list',
      access: SUPPLIER,
    },
    'supplier.payouts': { pattern: 'npanel/payouts', title: 'areas.supplier.payouts', access: SUPPLIER },
  },
} as const satisfies AreaManifest;
