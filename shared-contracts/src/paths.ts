/**
 * The API path table: one entry per backend call, so that a path is written once.
 * The API registers its routes from `pattern`; clients build URLs with `path()`.
 */

import type { ServiceTypeName } from './enums';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Names of the `:param` segments of a route pattern. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;
type Params<P extends string> = Record<ParamNames<P>, string | number>;

export interface ApiCall<P extends string = string> {
  readonly method: HttpMethod;
  readonly pattern: P;
  /** Builds the request path: fills `:params` (URI-encoded) and appends the query string. */
  path(...args: [ParamNames<P>] extends [never] ? [query?: Query] : [params: Params<P>, query?: Query]): string;
}

export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function call<P extends string>(method: HttpMethod, pattern: P): ApiCall<P> {
  const hasParams = pattern.includes(':');
  return {
    method,
    pattern,
    path: ((...args: unknown[]) => {
      const params = (hasParams ? args[0] : undefined) as Record<string, string | number> | undefined;
      const query = (hasParams ? args[1] : args[0]) as Query | undefined;
      const filled = pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
        const value = params?.[name];
        if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${pattern}`);
        return encodeURIComponent(String(value));
      });
      return filled + toQueryString(query);
    }) as ApiCall<P>['path'],
  };
}

/** Service base paths of spec 002 §7.0. */
export const BASE_PATHS = {
  gateway: '/gateway',
  core: '/core/v1',
  corePublic: '/core/public',
  availability: '/availability/v1',
  availabilityPublic: '/availability/public',
  booking: '/booking/v1',
  bookingPublic: '/booking/public',
  auth: '/nauth/npanel',
} as const;

export const api = {
  health: call('GET', '/healthz'),
  /** Files and images (spec 002 §7.19; issue 12 §2). */
  files: {
    /** multipart/form-data with the image in the field UPLOAD_FIELD (shared-contracts/files); answer UploadAnswer. */
    upload: call('POST', '/core/v1/upload'),
    /** Body DeleteFilesInput (`{ id }` or `{ ids }`); answer DeleteFilesAnswer. */
    delete: call('POST', '/core/v1/delete'),
    /**
     * Not shown in the spec; defined by this contract: an uploaded image, resized and re-encoded per ImageQuery.
     * Public; `key` is the file's unguessable storage key, `name` only names the download.
     */
    image: call('GET', '/core/public/files/:key/:name'),
  },
  /** Activities (tours): list, create, edit, status (spec 002 §7.8; issue 12 §3). */
  tours: {
    /** Answer CommissionCategoriesAnswer: the active commission categories. */
    commissionCategories: call('GET', '/core/v1/settings/commission/category/active'),
    /** Answer TaxCategoriesAnswer. */
    taxCategories: call('GET', '/core/v1/tour/tax-categories/all'),
    /** Body TourListingInput (page_number/limit, search, status = service list filter, sort); answer TourListingAnswer. */
    listing: call('POST', '/core/v1/tour-listing'),
    /** `?search&service_type`: the list's tab counts; answer TourStatusCountsAnswer. */
    statusCounts: call('GET', '/core/v1/tours/status-wise-count'),
    /** Body CreateTourInput (the vital details); 201 TourFullAnswer, status Pending. */
    create: call('POST', '/core/v1/tours'),
    /** `?locale`: every editing section; answer TourFullAnswer. */
    full: call('GET', '/core/v1/tours/:id/full'),
    /** Body TourSectionInput: one section (`section`); answer TourFullAnswer. */
    update: call('PUT', '/core/v1/tours/:id'),
    /** Refused (409) while bookings or packages hold the activity; answer TourDeletedAnswer. */
    remove: call('DELETE', '/core/v1/tours/:id'),
    seasonal: call('GET', '/core/v1/tours/:id/seasonal'),
    /** The list row of one activity; answer TourSummaryAnswer. */
    summary: call('GET', '/core/v1/tour/:id'),
    /** `?status=1…4`; Active only when sellable, else 400 TourActivationRefusal; answer TourStateAnswer. */
    updateStatus: call('PUT', '/core/v1/tours/:id/update-status'),
    /** `?is_private=true|false`; answer TourStateAnswer. */
    updateIsPrivate: call('PUT', '/core/v1/tours/:id/update-is-private'),
    /** The spec writes GET /{id}/at-glance; here under /tours like every other activity call. Answer TourAtGlanceAnswer. */
    atGlance: call('GET', '/core/v1/tours/:id/at-glance'),
    /** Body NotificationEmailsInput: the addresses told of each booking (replaces them); answer NotificationEmailsAnswer. */
    notificationEmails: call('POST', '/core/v1/notification/emails/activities/:id'),
    /** Product features (supplier's own). Body ProductFeatureInput; 201 ProductFeatureAnswer. */
    createFeature: call('POST', '/core/v1/setting/product-feature'),
    feature: call('GET', '/core/v1/setting/product-feature/:id/full'),
    updateFeature: call('PUT', '/core/v1/setting/product-feature/:id'),
    deleteFeature: call('DELETE', '/core/v1/setting/product-feature/:id'),
    /** The caller's features (an administrator: `?supplier_user_id`, else all); answer ProductFeaturesAnswer. */
    features: call('GET', '/core/v1/tour/product-feature/all'),
    /** Body TourFeaturesInput; answer TourFeaturesAnswer. */
    setTourFeatures: call('PUT', '/core/v1/tour/features/:id'),
    /** Body CustomSectionInput; 201 CustomSectionAnswer. */
    createCustomSection: call('POST', '/core/v1/tour/settings/custom-section'),
    /** Body CustomSectionUpdate. */
    updateCustomSection: call('PUT', '/core/v1/tour/settings/custom-section/:id'),
    deleteCustomSection: call('DELETE', '/core/v1/tour/settings/custom-section/:id'),
    /** The activity's sections in order; answer CustomSectionsAnswer. */
    customSections: call('GET', '/core/v1/tour/:id/custom-section'),
    customSection: call('GET', '/core/v1/tour/custom-section/:id/full'),
    /** `?search`: what the activity may recommend (its supplier's other services); answer RecommendedItemsAnswer. */
    recommendCandidates: call('GET', '/core/v1/recommend/tours/:id'),
    /** Body TourRecommendInput (replaces the list); answer RecommendedItemsAnswer. */
    setRecommendations: call('POST', '/core/v1/tour/recommend'),
    /** The activity's recommendations in order; answer RecommendedItemsAnswer. */
    recommendations: call('GET', '/core/v1/tours/recommend/:id'),
    /** Body CustomBookingOptionInput; answer CustomBookingOptionAnswer. */
    updateBookingOption: call('PUT', '/core/v1/tours/custom-booking-option/:id'),
    bookingOption: call('GET', '/core/v1/tours/custom-booking-option/:id/full'),
    /** `?locale`; answer SpecialInstructionAnswer. */
    specialInstructionMail: call('GET', '/core/v1/tour/special-instruction-mail/:id/full'),
    /** Body SpecialInstructionInput, in the `?locale` / APP-LOCALE language. */
    updateSpecialInstructionMail: call('PUT', '/core/v1/tour/special-instruction-mail/:id'),
    /** Tags for a product form (spec 002 §7.10). Body TagSelectInput; answer TagSelectAnswer. */
    selectTags: call('POST', '/core/v1/select/tag/all'),
    /** The service types that carry categories; answer ServiceCategoriesAnswer. */
    selectServiceCategories: call('GET', '/core/v1/select/service-category'),
    /** `:serviceType` (name or id): its top-level categories; answer CategorySelectAnswer. */
    selectCategoryParents: call('GET', '/core/v1/select/category/:serviceType/parents'),
    /** `:serviceType`: its sub-categories, `?parent_id` for one parent's; answer CategorySelectAnswer. */
    selectCategoryChildren: call('GET', '/core/v1/select/category/:serviceType/children'),
  },
  /** An activity's options, tickets, prices, departures and voucher codes (spec 002 §7.8; issue 12 §3 Manage). */
  tourManage: {
    /**
     * ManagedTicketsAnswer. `?group_expb_tickets=true` is accepted and changes nothing yet: EXPB's tickets arrive
     * with channel sync, which comes later (issue 12 §3 "mapping").
     */
    tickets: call('GET', '/core/v1/tour/:id/tickets/all'),
    /** TicketFormAnswer; `?clone=true` answers an unsaved copy. */
    ticket: call('GET', '/core/v1/tour/:id/ticket/:ticketId'),
    /** Body TicketInput (no id creates: 201; an id updates); answer TicketFormAnswer. */
    saveTicket: call('POST', '/core/v1/tour/:id/ticket'),
    deleteTicket: call('DELETE', '/core/v1/tour/:id/ticket/:ticketId'),
    /** ManagedOptionsAnswer. */
    options: call('GET', '/core/v1/tour/:id/options/all'),
    /** Body OptionsWithDatesInput; answer OptionsWithDatesAnswer. */
    optionsWithDateAllotments: call('POST', '/core/v1/tour/:id/options-with-date-allotments'),
    /** Body OptionInput (no id creates: 201; an id updates); answer OptionFormAnswer. */
    saveOption: call('POST', '/core/v1/tour/:id/option'),
    /** OptionFormAnswer; `?clone=true` answers an unsaved copy. */
    option: call('GET', '/core/v1/tour/:id/option/:optionId'),
    deleteOption: call('DELETE', '/core/v1/tour/:id/option/:optionId'),
    /** OptionTicketMapAnswer: the price matrix. */
    optionTickets: call('GET', '/core/v1/tour/:id/option-ticket'),
    /** Body OptionTicketInput; answer OptionTicketMapAnswer. */
    saveOptionTickets: call('POST', '/core/v1/tour/:id/option-ticket'),
    /** `:id` is the activity; `?start_date&end_date&option_id`; answer TourAllotmentsAnswer. */
    allotments: call('GET', '/core/v1/tour/allotments/:id'),
    /** Body AllotmentInput (a schedule, or one departure); answer AllotmentAnswer. */
    saveAllotment: call('POST', '/core/v1/tour/:id/allotment'),
    /** `?start_date&end_date[&tour_id]`: every departure of the caller's activities; answer CalendarAnswer. */
    calendar: call('GET', '/core/v1/tour-allotment'),
    /** Body DatesInput; answer DatesAnswer. */
    busyDates: call('POST', '/core/v1/busy-dates/:id'),
    emptyDates: call('POST', '/core/v1/empty-dates/:id'),
    /** Body TicketCodeListInput; answer TicketCodeListAnswer. */
    ticketCodes: call('POST', '/core/v1/tours/:id/ticket-code/listing'),
    /** multipart/form-data, field `file`; answer TicketCodeUploadAnswer. */
    uploadTicketCodes: call('POST', '/core/v1/tours/:id/csv-upload'),
    /** Answer TicketCodesClearedAnswer. */
    clearTicketCodes: call('DELETE', '/core/v1/tours/:id/clear-ticket-code'),
    /** Body TicketCodeDeleteInput; answer DeletedAnswer. */
    deleteTicketCode: call('DELETE', '/core/v1/tours/:id/ticket-code'),
  },
  /**
   * The supplier's activity calendar (spec 002 §7.16; issue 13 §1): month views, a day's bookings, the guest list and
   * check-in. Bodies and answers: shared-contracts/activity-calendar. Allotment changes: tourManage.saveAllotment.
   */
  /** The earnings ledger and payouts (spec 002 §7.15, issue 14 §3, ADR 0017); the partner's calls mirror the supplier's. */
  earnings: {
    /** Body EarningListInput; answer EarningListAnswer. */
    supplierList: call('POST', '/booking/v1/supplier-earning/data-table'),
    /** Body EarningListInput; answer an xlsx of every filtered line, streamed (ADR 0021). */
    supplierExcel: call('POST', '/booking/v1/supplier-earning/data-table-excel'),
    /** Answer EarningAnswer. */
    supplierById: call('GET', '/booking/v1/supplier-earning/:id'),
    /** Administrators; body EarningStatusInput; answer EarningAnswer. */
    supplierUpdateStatus: call('PUT', '/booking/v1/supplier-earning/update-status/:id'),
    /** Administrators; body PayNowInput; answer PayoutAnswer. */
    supplierPayNow: call('PUT', '/booking/v1/supplier-earning/pay-commission-now/:id'),
    /** The payee's PDF receipt of a payout: `:payoutId` the payout, `:userId` its payee (ADR 0023); payee and administrators. */
    supplierReceipt: call('GET', '/booking/v1/supplier-earning/pay-out/receipt/:payoutId/:userId'),
    /** Administrators; answer OwedSummaryAnswer: per payee and currency, what transfers may pay now (ADR 0023). */
    supplierOwed: call('GET', '/booking/v1/supplier-earning/pay-out/owed'),
    /** Answer PayoutListAnswer: the caller's payouts (an administrator's: everyone's), newest first (ADR 0023). */
    supplierPayouts: call('GET', '/booking/v1/supplier-earning/pay-out/list'),
    partnerList: call('POST', '/booking/v1/partner-earning/data-table'),
    partnerExcel: call('POST', '/booking/v1/partner-earning/data-table-excel'),
    partnerById: call('GET', '/booking/v1/partner-earning/:id'),
    partnerUpdateStatus: call('PUT', '/booking/v1/partner-earning/update-status/:id'),
    partnerPayNow: call('PUT', '/booking/v1/partner-earning/pay-commission-now/:id'),
    partnerReceipt: call('GET', '/booking/v1/partner-earning/pay-out/receipt/:payoutId/:userId'),
    partnerOwed: call('GET', '/booking/v1/partner-earning/pay-out/owed'),
    partnerPayouts: call('GET', '/booking/v1/partner-earning/pay-out/list'),
    /** Administrators; `:party` supplier | partner; body TransferInput; 201 PayoutAnswer. */
    transfer: call('POST', '/booking/v1/transfer/:party'),
  },
  /** Reports by currency (spec 002 §7.15 Reports, issue 14 §4, ADR 0024); query ReportQuery. */
  reports: {
    /** Query ReportCurrenciesQuery; answer ReportCurrenciesAnswer. */
    currencies: call('GET', '/booking/v1/report/currencies'),
    /** Answer ReportAnswer: the supplier's services. */
    supplier: call('GET', '/booking/v1/report/supplier'),
    /** Answer ReportAnswer: the partner's sites. */
    partner: call('GET', '/booking/v1/report/partner'),
    /** Answer SiteReportsAnswer: per site of the partner. */
    partnerSite: call('GET', '/booking/v1/report/partner/site'),
    /** Answer AffiliateReportsAnswer: per site of the partner and sales channel (online, terminal). */
    partnerAffiliate: call('GET', '/booking/v1/report/partner/affiliate'),
    /** Administrators; answer ReportAnswer: the platform's share of every booking. */
    admin: call('GET', '/booking/v1/report/admin'),
    /** Body SalesReportInput; answer an xlsx, one row per booking and a totals row (built in memory, ADR 0024). */
    salesReport: call('POST', '/booking/v1/sales-report'),
    /** Query MonthlyReportQuery; answer an xlsx of one month's rows, a sheet per currency with a totals row (ADR 0024). */
    monthlyReport: call('GET', '/booking/v1/user/monthly-report/download'),
  },
  activityCalendar: {
    /** Body ActivityMonthInput; answer ActivityMonthAnswer. */
    month: call('POST', '/availability/v1/tours/calendar'),
    /** `:id` is the option; body OptionMonthInput; answer ActivityMonthAnswer. */
    optionMonth: call('POST', '/availability/v1/tours/calendar/options/:id'),
    /** Body DayBookingsInput; answer DayBookingsAnswer. */
    dayBookings: call('POST', '/availability/v1/tour/:id/options-with-date-reservation'),
    /** Body GuestListInput; answer GuestListAnswer. */
    guestList: call('POST', '/booking/v1/guest-list/:tourId'),
    /** Body GuestListInput; answer GuestListSummaryAnswer. */
    guestListSummary: call('POST', '/booking/v1/guest-list-summary/:tourId'),
    /** `:id` is the reservation; `?checkin_status=1|0`; answer CheckInAnswer. */
    updateCheckIn: call('POST', '/booking/v1/reservation/update-check-in/:id'),
    /** Body BulkCancelInput (close departures and cancel their bookings, or retry failures); 202 WorkflowStatusAnswer. */
    bulkCancel: call('POST', '/booking/v1/bulk-cancel-reservation'),
    /** Body WorkflowStatusInput; answer WorkflowStatusAnswer. */
    workflowStatus: call('POST', '/booking/v1/check-workflow-status'),
  },
  /** Cancellation policies and supplier consent (spec 002 §7.13, §7.12; issue 12 §5). */
  cancellationPolicies: {
    /** Body CancellationPolicyListInput; answer CancellationPolicyListAnswer. */
    listing: call('POST', '/core/v1/cancellation-policies-listing'),
    /** Body CancellationPolicyInput; answer CancellationPolicyAnswer (201). */
    create: call('POST', '/core/v1/cancellation-policies'),
    byId: call('GET', '/core/v1/cancellation-policies/:id'),
    /** Body CancellationPolicyInput: replaces the policy, and the tiers of every service that follows it. */
    update: call('PUT', '/core/v1/cancellation-policies/:id'),
    /** 409 while services follow the policy; the message names them. */
    remove: call('DELETE', '/core/v1/cancellation-policies/:id'),
    /** Body ServiceCancellationPolicyListInput: the caller's services with the policy each follows. */
    serviceListing: call('POST', '/core/v1/service-cancellation-policies'),
    /** `?serviceable_id&service_type` (numeric): the policy a service follows and the tiers its guests see. */
    mapping: call('GET', '/core/v1/cancellation-policies/mapping'),
    /** Body CancellationPolicyMappingInput: copies the policy's tiers onto the service. */
    map: call('POST', '/core/v1/cancellation-policies/mapping'),
  },
  /**
   * Destination boxes (spec 002 §7.10; issue 12 §3): an administrator's CRUD and a box's services; a supplier links
   * its own service. The spec has no read of one service's links; `ofService` is ours (ADR 0012). Bodies and answers:
   * shared-contracts/destination-boxes. Slider items come with the administrator's pages.
   */
  destinationBoxes: {
    /** `?status&search`; answer DestinationBoxListAnswer, in position order. */
    list: call('GET', '/core/v1/destination-box'),
    /** Body DestinationBoxInput; answer DestinationBoxAnswer (201). */
    create: call('POST', '/core/v1/destination-box'),
    byId: call('GET', '/core/v1/destination-box/:id'),
    /** Body DestinationBoxInput: replaces the box. */
    update: call('PUT', '/core/v1/destination-box/:id'),
    /** The box's links go with it; answer DeletedAnswer. */
    remove: call('DELETE', '/core/v1/destination-box/:id'),
    /** Answer DestinationBoxAssociationAnswer: the services in the box. */
    association: call('GET', '/core/v1/destination-box/:id/association'),
    /** `:type` tours | rentals | restaurants | attractions; answer ServiceDestinationBoxesAnswer. */
    ofService: call('GET', '/core/v1/:type/:item/destination-box'),
    /** Body ServiceDestinationBoxesInput; answer ServiceDestinationBoxesAnswer. */
    updateService: call('PUT', '/core/v1/:type/:item/update-destination-box'),
  },
  /**
   * Accommodations in the panel (spec 002 §7.9; issue 13 §2): a supplier's hotels, details, features, room types and
   * rate plans. Bodies and answers: shared-contracts/hotels.
   */
  hotels: {
    /** Body HotelListInput; answer HotelListAnswer. */
    list: call('POST', '/core/v1/hotels/booking-service-list'),
    /** Not shown in the spec (ADR 0014), as the listings': `?search`; answer ListingStatusCountsAnswer. */
    statusCounts: call('GET', '/core/v1/hotels/status-wise-count'),
    /** Not shown in the spec (ADR 0014). Body CreateListingInput; 201 ListingFullAnswer, status Pending. */
    create: call('POST', '/core/v1/hotels'),
    /** Not shown in the spec (ADR 0014). `?locale`; answer ListingFullAnswer (the panel's editing shape). */
    full: call('GET', '/core/v1/hotels/:id/full'),
    /** Not shown in the spec (ADR 0014). Body HotelSectionInput (one section); answer ListingFullAnswer. */
    update: call('PUT', '/core/v1/hotels/:id'),
    /** Not shown in the spec (ADR 0014). 409 while bookings hold it; answer ListingDeletedAnswer. */
    remove: call('DELETE', '/core/v1/hotels/:id'),
    /** Not shown in the spec (ADR 0014). `?status=1…4`; Active only when ready; answer ListingStateAnswer. */
    updateStatus: call('PUT', '/core/v1/hotels/:id/update-status'),
    /** `?item_per_page=-1` (spec 002 §7.9): the feature catalogue; answer HotelFeatureCatalogueAnswer. */
    featureCatalogue: call('GET', '/core/v1/feature'),
    /** `?most_popular=true` (spec 002 §7.9): the hotel's features; answer HotelFeatureLinksAnswer. */
    features: call('GET', '/core/v1/:id/hotel-feature'),
    /** Not shown in the spec (ADR 0014). Body HotelFeaturesInput (the whole set); answer HotelFeatureLinksAnswer. */
    saveFeatures: call('PUT', '/core/v1/:id/hotel-feature'),
    /** Not shown in the spec (ADR 0014). Answer RoomTypesAnswer. */
    roomTypes: call('GET', '/core/v1/hotel/:id/room-types'),
    /** Body RoomTypeInput; 201 RoomTypeAnswer. */
    createRoomType: call('POST', '/core/v1/hotel/:id/room-types'),
    /** Body RoomTypeInput; answer RoomTypeAnswer. */
    updateRoomType: call('PUT', '/core/v1/hotel/:id/room-types/:roomTypeId'),
    /** 409 while bookings hold it; answer HotelPartDeletedAnswer. */
    removeRoomType: call('DELETE', '/core/v1/hotel/:id/room-types/:roomTypeId'),
    /** Not shown in the spec (ADR 0014). Answer RatePlansAnswer. */
    ratePlans: call('GET', '/core/v1/hotel/:id/rate-plans'),
    /** Body RatePlanInput; 201 RatePlanAnswer. */
    createRatePlan: call('POST', '/core/v1/hotel/:id/rate-plans'),
    /** Body RatePlanInput; answer RatePlanAnswer. */
    updateRatePlan: call('PUT', '/core/v1/hotel/:id/rate-plans/:ratePlanId'),
    /** 409 while bookings hold it or connected plans follow it; answer HotelPartDeletedAnswer. */
    removeRatePlan: call('DELETE', '/core/v1/hotel/:id/rate-plans/:ratePlanId'),
  },
  /**
   * The hotel calendar (spec 002 §7.9, spec 001 "Hotel calendar"; issue 13 §3). Bodies and answers:
   * shared-contracts/hotel-calendar.
   */
  hotelCalendar: {
    /** `?with_name=true`; answer RoomRateAnswer. */
    roomRates: call('GET', '/availability/v1/hotel/:hotelId/room-rate'),
    /** Body HotelCalendarInput; answer HotelCalendarAnswer. */
    calendar: call('POST', '/availability/v1/hotel/:hotelId/calendar'),
    /** Body CalendarUpdateInput (single or bulk); answer CalendarUpdateAnswer. */
    updatePrices: call('POST', '/availability/v1/hotel/:hotelId/room-rate-price/calendar'),
  },
  supplierConsent: {
    /** Body SupplierConsentListInput; answer SupplierConsentListAnswer. */
    listing: call('POST', '/core/v1/package/supplier-consent-listing'),
    byId: call('GET', '/core/v1/package/supplier-consent/:id'),
    /** Body SupplierConsentUpdate. */
    update: call('PUT', '/core/v1/package/supplier-consent/:id'),
    remove: call('DELETE', '/core/v1/package/supplier-consent/:id'),
    /** Body SupplierConsentInput; answer SupplierConsentAnswer (201); 409 when the partner already has one. */
    create: call('POST', '/core/v1/package/supplier-consent'),
    /** `:id` is the consent's; body SupplierConsentMappingListInput. */
    mappingListing: call('POST', '/core/v1/package/supplier-consent/mapping-listing/:id'),
    /** Body SupplierConsentMappingInput; answer SupplierConsentServiceAnswer (201). */
    createMapping: call('POST', '/core/v1/package/supplier-consent/mapping'),
    /** `:id` is the mapping's; body SupplierConsentMappingUpdate. */
    updateMapping: call('PUT', '/core/v1/package/supplier-consent/mapping/:id'),
    removeMapping: call('DELETE', '/core/v1/package/supplier-consent/mapping/:id'),
  },
  /**
   * Rentals, restaurants and attractions (spec 002 §7.11; issue 12 §4): the spec names the listing POST, the two
   * /full reads, create, update and delete, and DELETE /attractions/{id}; the rest follows the activities (ADR 0010).
   * Bodies and answers: shared-contracts/listings (LISTING_CALLS groups them by type).
   */
  listings: {
    /** Not shown in the spec: the locations a listing can be placed at; answer LocationChoicesAnswer. */
    locationChoices: call('GET', '/core/v1/select/locations'),
    /** Body ListingListInput; answer ListingListAnswer. */
    rentalListing: call('POST', '/core/v1/rental-listing'),
    /** `?search`; answer ListingStatusCountsAnswer. */
    rentalStatusCounts: call('GET', '/core/v1/rentals/status-wise-count'),
    /** Body CreateListingInput; 201 ListingFullAnswer, status Pending. */
    createRental: call('POST', '/core/v1/rentals'),
    /** `?locale`; answer ListingFullAnswer. */
    rentalFull: call('GET', '/core/v1/rentals/:id/full'),
    /** Body RentalSectionInput (one section); answer ListingFullAnswer. */
    updateRental: call('PUT', '/core/v1/rentals/:id'),
    /** 409 while bookings or packages hold it; answer ListingDeletedAnswer. */
    removeRental: call('DELETE', '/core/v1/rentals/:id'),
    /** `?status=1…4`; Active only when ready; answer ListingStateAnswer. */
    updateRentalStatus: call('PUT', '/core/v1/rentals/:id/update-status'),
    restaurantListing: call('POST', '/core/v1/restaurant-listing'),
    restaurantStatusCounts: call('GET', '/core/v1/restaurants/status-wise-count'),
    createRestaurant: call('POST', '/core/v1/restaurants'),
    restaurantFull: call('GET', '/core/v1/restaurants/:id/full'),
    /** Body RestaurantSectionInput. */
    updateRestaurant: call('PUT', '/core/v1/restaurants/:id'),
    removeRestaurant: call('DELETE', '/core/v1/restaurants/:id'),
    updateRestaurantStatus: call('PUT', '/core/v1/restaurants/:id/update-status'),
    attractionListing: call('POST', '/core/v1/attraction-listing'),
    attractionStatusCounts: call('GET', '/core/v1/attractions/status-wise-count'),
    createAttraction: call('POST', '/core/v1/attractions'),
    attractionFull: call('GET', '/core/v1/attractions/:id/full'),
    /** Body AttractionSectionInput. */
    updateAttraction: call('PUT', '/core/v1/attractions/:id'),
    removeAttraction: call('DELETE', '/core/v1/attractions/:id'),
    updateAttractionStatus: call('PUT', '/core/v1/attractions/:id/update-status'),
  },
  auth: {
    /** Not shown in the spec; defined by this contract. Body LoginInput, answer TokenAnswer. */
    login: call('POST', '/nauth/npanel/login'),
    /** Body RefreshInput (refresh_token optional: the HttpOnly cookie is used when it is absent). */
    refreshToken: call('POST', '/nauth/npanel/refresh_token'),
    logout: call('POST', '/nauth/npanel/logout'),
    /** Not shown in the spec; the first-login flow. Body ChangePasswordInput. */
    changePassword: call('POST', '/nauth/npanel/change-password'),
  },
  users: {
    current: call('GET', '/core/v1/current/user'),
    /** Query UserDirectoryQuery; answer UserDirectoryAnswer (administrators' pick list of partners, shared-contracts/users). */
    partners: call('GET', '/core/v1/user/partners'),
    /** Body UserDirectoryQuery; answer UserDirectoryAnswer (the suppliers). */
    suppliers: call('POST', '/core/v1/user/suppliers'),
    /** Body PrivacyPolicyDecision: the caller accepts or declines the platform's privacy policy (ADR 0025). */
    privacyPolicy: call('PUT', '/core/v1/user/privacy-policy'),
  },
  partnerSites: {
    /** Spec 000 §7: item_per_page=-1&left_off=-1, the site array in data.data. */
    list: call('GET', '/core/v1/partner-sites'),
    byId: call('GET', '/core/v1/partner-sites/:id'),
    /** Body CreateSiteInput; answer PartnerSiteAnswer, the new site, Pending. 409 MAX_SITE_LIMIT or PRIVACY_POLICY_DECLINED. */
    create: call('POST', '/core/v1/partner-sites'),
    /** No body: the site stops being served; visitors go to its redirection address. */
    deactivate: call('PUT', '/core/v1/partner-sites/deactivated/:id'),
    /** Body UpdateSiteInput; answer PartnerSiteAnswer with its address_change. A new address waits for approval (ADR 0026). */
    update: call('PUT', '/core/v1/partner-sites/:id'),
    /** Administrators: the address changes waiting for a decision, each with its diff, keyset paged (ADR 0026). */
    adminChanges: call('GET', '/core/v1/admin/partner-site-changes'),
    /** Administrators: the change applies to the site; 409 when it was decided already or its address was taken since. */
    approveChange: call('PUT', '/core/v1/admin/partner-site-changes/:id/approve'),
    /** Body RejectSiteInput: the site keeps its address; its owner reads the reason. */
    rejectChange: call('PUT', '/core/v1/admin/partner-site-changes/:id/reject'),
    /** Administrators: every site, `?status` (2 for the approval queue), keyset paged (ADR 0025). */
    adminList: call('GET', '/core/v1/admin/partner-sites'),
    adminById: call('GET', '/core/v1/admin/partner-sites/:id'),
    /** Administrators: a Pending (or returned) site goes live, Confirmed (ADR 0025). */
    approve: call('PUT', '/core/v1/admin/partner-sites/:id/approve'),
    /** Body RejectSiteInput: the site goes back to its owner, Reviewing, with the reason (ADR 0025). */
    reject: call('PUT', '/core/v1/admin/partner-sites/:id/reject'),
    /** A list of setting/value items. Optional query `setting=A,B`. */
    settings: call('GET', '/core/v1/partner-sites/:id/settings'),
    /**
     * Body SiteSettingsInput: the settings groups the body names (booking flow, header, footer, location, redirection,
     * scripts, theme), each replaced whole; answer PartnerSiteAnswer. Not a path of the spec, which names no call for the
     * groups (ADR 0029).
     */
    updateSettings: call('PUT', '/core/v1/partner-sites/:id/site-settings'),
    /**
     * Answer SiteExport (shared-contracts/site-export): the site's settings, theme, search page, pages with their
     * sections, menu and footer links as one JSON file. Not a path of the spec, which names no export (ADR 0032).
     */
    exportSite: call('GET', '/core/v1/partner-sites/:id/export'),
    /**
     * Body SiteExport, query SiteImportQuery (`dry_run=true` checks and counts, then undoes); answer SiteImportAnswer.
     * Into a site of the partner whose site the file came from, in one transaction (ADR 0032).
     */
    importSite: call('POST', '/core/v1/partner-sites/:id/import'),
    /** Answer MerchantOfRecordTypesAnswer: each type with the payment methods it allows (spec 002 §7.5, ADR 0030). */
    merchantOfRecordTypes: call('GET', '/core/v1/merchant-of-record-types'),
    /**
     * Body MerchantOfRecordInput; answer PartnerSiteAnswer. On a Confirmed site the change waits for an administrator
     * with the address changes (its `address_change`); before that it applies at once (issue 15 §1, ADR 0030).
     */
    merchantOfRecord: call('PUT', '/core/v1/partner-sites/:id/merchant-of-record'),
    /**
     * Stripe Connect (spec 002 §7.5, ADR 0031). Query StripeCurrencyQuery; answer ConnectStripeAnswer: the address of
     * Stripe's onboarding (the simulated provider's own page) for the caller and the currency, with a signed state.
     */
    connectStripe: call('GET', '/core/v1/connect-stripe'),
    /**
     * Query StripeCurrencyQuery; answer StripeAccountsAnswer. `id` is the site: its account for the currency is removed
     * and deauthorised at Stripe. A GET because the spec says so: it refuses a request another page sent (ADR 0031).
     */
    deauthorizeStripe: call('GET', '/core/v1/deauthorize-stripe/:id'),
    /** Body StripeSetupCredentialInput (the return page's code and state); answer StripeAccountsAnswer (ADR 0031). */
    stripeSetupCredential: call('POST', '/core/v1/partner-sites/:id/stripe-setup-credential'),
    /**
     * The simulated provider only (404 with Stripe): its stand-in for Stripe's onboarding page, an HTML page that
     * connects a made-up account (query as Stripe's authorize URL), and the form it posts.
     */
    simulatedStripeAuthorize: call('GET', '/core/public/simulated-stripe/oauth/authorize'),
    simulatedStripeDecide: call('POST', '/core/public/simulated-stripe/oauth/authorize'),
    /** Answer SearchPageSettingsAnswer: the search page's cover and texts in every language (spec 002 §7.5). */
    searchPage: call('GET', '/core/v1/partner-sites/:id/search-page'),
    /** Body SearchPageInput; answer SearchPageSettingsAnswer (spec 002 §7.5). */
    saveSearchPage: call('PUT', '/core/v1/partner-sites/search-page/:id'),
    /** PublicSearchPageQuery; answer PublicSearchPageAnswer: a Confirmed site's search page in one language. */
    publicSearchPage: call('GET', '/core/public/partner-sites/search-page'),
    /**
     * 204 when `?domain=` is a host a Confirmed site answers on (its sub-domain of the platform, or its custom domain),
     * else 404: the `ask` of a reverse proxy's on-demand certificates (ADR 0026, README).
     */
    tlsCheck: call('GET', '/core/public/partner-sites/tls-check'),
    /** Site by host, for partner-site start-up. */
    byHost: call('GET', '/gateway/core/public/partner-sites'),
    /** A site widget by uuid, with its services as cards (spec 002 §7.2; the `/{uuid}/gotohubwidget` page). */
    widget: call('GET', '/core/public/partner-sites/widget/:uuid'),
  },
  /**
   * A site's buckets, the ordered groups of services it sells (spec 002 §7.4). The spec writes them relative to the
   * site (`/{id}/buckets/list`, `/{id}/bucket/move-services/{bucketId}`); here they live under the partner's site
   * (ADR 0011). Partners, their operators and administrators, with PARTNER_SITE_BUILDER_POLICY. Bodies and answers:
   * shared-contracts/buckets. A 404 for a site outside the caller's tenant or a bucket that is not the site's.
   */
  partnerBuckets: {
    /** Answer BucketListAnswer: the buckets in position order, each with its service ids in bucket order. */
    list: call('GET', '/core/v1/partner-sites/:siteId/buckets/list'),
    /**
     * Body MoveServicesInput; answer MoveServicesAnswer. Appends the services to the bucket and takes them out of the
     * site's other buckets, in one transaction; 400 with an issue per service that may not be sold.
     */
    moveServices: call('POST', '/core/v1/partner-sites/:siteId/bucket/move-services/:bucketId'),
    /** Body SaveBucketInput: a new bucket, last (201), or with `id` a rename; answer BucketAnswer. 409 for a name taken. */
    save: call('POST', '/core/v1/partner-sites/:siteId/bucket'),
    /** 204. The bucket's services stop being sold through the site (ADR 0028). */
    remove: call('DELETE', '/core/v1/partner-sites/:siteId/bucket/:bucketId'),
    /**
     * Body UpdateBucketsInput: the order of the buckets and of their services (the site's product sorting), renames,
     * and moves between buckets, in one write; answer BucketListAnswer. 409 when the page was stale.
     */
    update: call('POST', '/core/v1/partner-sites/:siteId/buckets/update'),
    /** Body BucketFilter; answer FilteredBucketsAnswer: every bucket, with those of its services the filter finds. */
    listWithFilter: call('POST', '/core/v1/partner-sites/:siteId/buckets/list-with-filter'),
  },
  /**
   * The partner's white-label catalogue (spec 002 §7.6; issue 15 §4; ADR 0028). The marketplace is every Active,
   * public service; a site's own services ("my services") are its buckets' members, so adding one puts it on sale
   * through the site. Partners, their operators and administrators, with PARTNER_SITE_BUILDER_POLICY; a site outside
   * the caller's tenant answers 404. Bodies and answers: shared-contracts/white-label.
   */
  whiteLabel: {
    /** Body MarketplaceFilter; answer MarketplacePageAnswer, 12 a page, each service with the site's bucket holding it. */
    viewServices: call('POST', '/core/v1/profile/partner/white-label/view-services/:siteId'),
    /** Body MarketplaceFilter (its paging ignored); answer CatalogueTotalAnswer. */
    viewServicesTotal: call('POST', '/core/v1/profile/partner/white-label/view-services/total/:siteId'),
    /** `?bucket_filter=true` applies the body's `bucket_id`. Body MyServicesFilter; answer MyServicesAnswer, in the site's order. */
    viewMyServices: call('POST', '/core/v1/profile/partner/white-label/view-my-services/:siteId'),
    /** Body StoreServicesInput; answer StoredServicesAnswer. 400 with an issue per service that may not be sold. */
    storeService: call('POST', '/core/v1/profile/partner/white-label/store-service/:siteId'),
    /** Body UpdateServiceInput: one of the site's services to a bucket and place; answer StoredServicesAnswer. */
    updateService: call('POST', '/core/v1/profile/partner/white-label/update-service/:siteId'),
    /** Body RemoveServicesInput; answer RemovedServicesAnswer. Open carts holding one fail their validation. */
    removeAllService: call('POST', '/core/v1/profile/partner/white-label/remove-all-service/:siteId'),
    /** Body LinkServicesInput: the services on sale through each site, in its first bucket (§7.5); answer LinkedServicesAnswer. */
    linkServices: call('POST', '/core/v1/partner-sites/link-services'),
    /** Body LinkServicesInput: the services off each site (§7.5); answer RemovedServicesAnswer. */
    unlinkServices: call('DELETE', '/core/v1/partner-sites/unlink-services'),
    /**
     * HavingServicesQuery; answer CategoryChoicesAnswer: the categories holding a site's (or the marketplace's)
     * services. A `site_id` the storefront does not serve answers 404.
     */
    categoriesHavingServices: call('GET', '/core/public/category-having-services'),
    /** HavingServicesQuery; answer LocationChoicesAnswer: the locations, parents first, holding those services. */
    locationsHavingServices: call('GET', '/core/public/locations-having-services'),
  },
  /**
   * A site's pages as its builder edits them (spec 002 §7.4 writes; issue 15 §3). The spec writes them relative to the
   * site (`/{siteId}/pages…`); here they live under the partner's site, as the buckets do (ADR 0011). Partners, their
   * operators and administrators, with PARTNER_SITE_BUILDER_POLICY; a site outside the caller's tenant answers 404.
   * Bodies and answers: shared-contracts/site-pages.
   */
  sitePages: {
    /** PageListQuery (`status=2` for the unpublished); answer PanelPageListAnswer, keyset paged. */
    list: call('GET', '/core/v1/partner-sites/:siteId/pages'),
    /** Body PageInput; answer PanelPageAnswer, the new page, unpublished. */
    create: call('POST', '/core/v1/partner-sites/:siteId/pages'),
    /** Answer PanelPageAnswer: the page with its sections and every language's texts. */
    byId: call('GET', '/core/v1/partner-sites/:siteId/pages/:id'),
    /** Body PageInput; answer PanelPageAnswer. */
    update: call('PUT', '/core/v1/partner-sites/:siteId/pages/:id'),
    /** 204. 409 for the site's home page. */
    remove: call('DELETE', '/core/v1/partner-sites/:siteId/pages/:id'),
    /** Answer PanelPageAnswer: an unpublished copy with its sections, under a free slug. */
    duplicate: call('POST', '/core/v1/partner-sites/:siteId/pages/:id/duplicate'),
    /** SlugCheckQuery; answer SlugCheckAnswer. */
    validateSlug: call('GET', '/core/v1/partner-sites/:siteId/pages/validate-slug/:slug'),
    /**
     * `?locale`: the page as the storefront would answer it (SitePageAnswer), published or not, for the builder's
     * preview. Not in the spec (ADR 0027).
     */
    preview: call('GET', '/core/v1/partner-sites/:siteId/pages/:id/preview'),
    publish: call('PUT', '/core/v1/partner-sites/:siteId/pages/:id/publish'),
    /** 409 for the site's home page. */
    unpublish: call('PUT', '/core/v1/partner-sites/:siteId/pages/:id/unpublish'),
    /** Body CreateSectionInput; answer PanelSectionAnswer, 201. */
    createSection: call('POST', '/core/v1/partner-sites/:siteId/section'),
    /** Body UpdateSectionInput; answer PanelSectionAnswer. */
    updateSection: call('PUT', '/core/v1/partner-sites/:siteId/section'),
    /** Body SaveSectionsInput: the page's sections in their new order; answer PanelSectionsAnswer. */
    saveSections: call('POST', '/core/v1/partner-sites/:siteId/section/save/:pageId'),
    section: call('GET', '/core/v1/partner-sites/:siteId/section/:id'),
    /** 204. */
    deleteSection: call('DELETE', '/core/v1/partner-sites/:siteId/section/:id'),
    /** Answer PanelMenuAnswer: every item of the header menu, unpublished pages' too. */
    menu: call('GET', '/core/v1/partner-sites/:siteId/menu-items'),
    /** Body SaveMenuInput: the whole menu; answer PanelMenuAnswer. */
    saveMenu: call('POST', '/core/v1/partner-sites/:siteId/menu-items/save'),
    /** 204: the item and the items under it. */
    deleteMenuItem: call('DELETE', '/core/v1/partner-sites/:siteId/menu-items/:id'),
    /** Answer PanelMenuAnswer: the footer links, a flat list in order (issue 15 §3; not in the spec, ADR 0029). */
    footerLinks: call('GET', '/core/v1/partner-sites/:siteId/footer-links'),
    /** Body SaveMenuInput without sub-items: the footer links, whole; answer PanelMenuAnswer. */
    saveFooterLinks: call('POST', '/core/v1/partner-sites/:siteId/footer-links/save'),
  },
  locales: {
    list: call('GET', '/gateway/core/v1/langs'),
  },
  /**
   * Partner-site start-up and content reads (spec 002 §7.2, §7.4 reads), public under /core/public (the app also
   * mounts them under /gateway). The spec gives them relative to the site (`/{siteId}/…`); here they live under
   * /core/public/partner-sites/{siteId}/…. Pages answer published pages only. Locale: `locale` query, else the
   * APP-LOCALE header, else the site's primary language.
   */
  siteContent: {
    /** `page_id` (start-up), or `slug`; neither: the primary page. */
    page: call('GET', '/core/public/partner-sites/:siteId/pages'),
    pageById: call('GET', '/core/public/partner-sites/:siteId/pages/:pageId'),
    section: call('GET', '/core/public/partner-sites/:siteId/section/:sectionId'),
    /** Public setting/value list (spec 002 §7.2 GET /{siteId}/settings). */
    settings: call('GET', '/core/public/partner-sites/:siteId/settings'),
    /** `?setting=HEADER_LOGO_BLACK,HEADER_LOGO_WHITE`: the setting/value items asked for. */
    siteSettings: call('GET', '/core/public/partner-sites/:siteId/site-settings'),
    menuItems: call('GET', '/core/public/partner-sites/:siteId/menu-items'),
    footerLinks: call('GET', '/core/public/partner-sites/:siteId/footer-links'),
    /** `?prefix={locale}/page/`: colours, widgets, links, legal page paths, member-by block. */
    footer: call('GET', '/core/public/partner-sites/:siteId/footer'),
    /** Body `service_ids`: cards of those the site sells, in the order asked. */
    services: call('POST', '/core/public/partner-sites/:siteId/services'),
    /** The site's own text, or the platform's when footer_settings.use_goto_hub_privacy is set. */
    privacyPolicy: call('GET', '/core/public/partner-sites/:siteId/privacy-policy'),
    terms: call('GET', '/core/public/partner-sites/:siteId/terms-and-condition'),
    /** The platform's own privacy policy. */
    platformPrivacyPolicy: call('GET', '/core/public/privacy-policy'),
    fontData: call('GET', '/core/public/font-data'),
    /** Body SubmitQuestionInput: a visitor's question about a service (`:id`) the site sells; 201. */
    submitQuestion: call('POST', '/core/public/partner-sites/:siteId/submit-question/:id'),
    /** CustomizeSiteQuery: cards of the site's services, filtered; `is_random=true` samples `count` of them. */
    customizeSite: call('GET', '/core/public/partner-sites/:siteId/white-label/customize-site'),
  },
  /** Public catalogue reads (spec 002 §7.7–§7.9, §7.12). Every service read names `site_id`: a site sees only what it sells. */
  catalogue: {
    /** Body CatalogInput: a site's services as cards, paged. */
    catalog: call('POST', '/core/public/catalog'),
    /** `?site_id`: every card of the site (up to 1000). */
    catalogAll: call('GET', '/core/public/catalog/all'),
    categories: call('POST', '/core/public/categories'),
    /** `?site_id[&service_type=hotels]`: any service's detail. */
    service: call('GET', '/core/public/services/:id'),
    tourFull: call('GET', '/core/public/tours/:id/full'),
    tourOptions: call('GET', '/core/public/tour/:id/options/all'),
    tourTickets: call('GET', '/core/public/tour/:id/tickets/all'),
    hotelListing: call('GET', '/core/public/listing-hotel/:id'),
    /** `?item_per_page=-1`: every hotel feature. */
    features: call('GET', '/core/public/feature'),
    /** `?site_id[&most_popular=true]`. The spec writes GET /{id}/hotel-feature. */
    hotelFeatures: call('GET', '/core/public/hotel/:id/hotel-feature'),
    package: call('GET', '/core/public/package/:id'),
  },
  search: {
    /** SearchConfig: the embedded engine on this origin, or Algolia with a search-only key. */
    config: call('GET', '/core/public/search-config'),
  },
  /** Public availability (spec 002 §7.7 availability searches, §7.8 dates, §7.9, §7.12). Prices are computed here. */
  availability: {
    toursSearch: call('POST', '/availability/public/tours/__search'),
    hotelsSearch: call('POST', '/availability/public/hotels/__search'),
    packagesSearch: call('POST', '/availability/public/packaging/__search'),
    /** Body ActivityDatesInput: dates of a month with seats, and the empty ones. */
    tourAvailableDates: call('POST', '/availability/public/tour/:id/available-dates'),
    /** `?site_id&date[&option_id]`: the date's slots with seats left; sold-out slots are marked. */
    tourSlots: call('GET', '/availability/public/tour/:id/slots'),
    /** Body PriceQuoteInput: the server-computed total of a ticket selection. */
    tourPriceQuote: call('POST', '/availability/public/tour/:id/price-quote'),
    hotelAvailability: call('POST', '/availability/public/hotel/:id/availability'),
    hotelAvailableDates: call('POST', '/availability/public/hotel/:id/available-dates'),
    hotelEmptyDates: call('POST', '/availability/public/hotel/:id/empty-dates'),
    packageSlotAvailability: call('POST', '/availability/public/packaging/slot/availability'),
    packageSlots: call('POST', '/availability/public/packaging/available-package-slots/:id'),
  },
  /**
   * Cart and checkout (spec 002 §7.3). Every call carries `?site_id=&request_for_widget=` (CheckoutQuerySchema).
   * hold, cancel and confirm accept an `Idempotency-Key` header: a repeat replays the first answer.
   */
  booking: {
    /** `with_full_details=true` re-checks every item; `without_package_item=true&package_id=` leaves one package out. */
    cart: call('GET', '/booking/public/cart-reservation/:cartRef'),
    /** Body AddToCartBody; `cart_ref` in the query adds to that cart, otherwise a new one. Answer `cart_ref`. */
    addToCart: call('POST', '/booking/public/cart-reservation'),
    removeReservation: call('DELETE', '/booking/public/cart-reservation/:cartRef/:reservationRef'),
    /** Body `package_id`. */
    removePackage: call('DELETE', '/booking/public/cart-reservation/:cartRef'),
    /** Body `comments`. */
    saveComments: call('POST', '/booking/public/cart-reservation/:reservationRef'),
    holdReservation: call('POST', '/booking/public/hold-reservation/:cartRef'),
    cancelReservation: call('PUT', '/booking/public/cancel-reservation/:cartRef'),
    confirmReservation: call('POST', '/booking/public/confirm-reservation/:cartRef'),
    validateItems: call('POST', '/booking/public/checkout/validate-items'),
    validateHotelItem: call('POST', '/booking/public/basket/validate-hotel-item'),
    /** Answer `stripe_public_key` and `provider` (stripe | simulated). */
    publicKey: call('GET', '/booking/public/payment-provider/public-key/:currency'),
    /** Answer `terminal_connection_secret`; never cached. */
    connectionToken: call('GET', '/booking/public/stripe-connection-token/:currency'),
    /** Body CreatePaymentIntentBody; answer `stripe_secret`, `stripe_payment_intent`, `payment_uuid`. Idempotency-Key. */
    createPaymentIntent: call('POST', '/booking/public/create-payment-intent/:cartRef'),
    /** Thanks data of one payment (thank-you dialog, booking-details page). */
    thanks: call('GET', '/booking/public/thanks/:paymentUuid'),
    /** Stripe's webhook (Stripe-Signature verified); also where the simulated provider's events are delivered. */
    paymentWebhook: call('POST', '/booking/public/payments/webhook'),
    /** The simulated provider only (404 with Stripe): the test-mode card form's confirm. */
    simulatedConfirmCard: call('POST', '/booking/public/simulated/payment-intents/:intentId/confirm'),
    /** The simulated reader, driven by API calls (Stripe's server-driven terminal flow). Header X-Terminal-Connection-Secret. */
    simulatedReaders: call('GET', '/booking/public/simulated/terminal/readers'),
    simulatedConnectReader: call('POST', '/booking/public/simulated/terminal/readers/:readerId/connect'),
    simulatedDisconnectReader: call('POST', '/booking/public/simulated/terminal/readers/:readerId/disconnect'),
    simulatedProcessOnReader: call('POST', '/booking/public/simulated/terminal/readers/:readerId/process-payment-intent'),
    simulatedCancelReaderAction: call('POST', '/booking/public/simulated/terminal/readers/:readerId/cancel-action'),
    simulatedReader: call('GET', '/booking/public/simulated/terminal/readers/:readerId'),
    /** The shopper taps a card on the simulated reader (Stripe's present_payment_method test helper). */
    simulatedPresentCard: call('POST', '/booking/public/simulated/terminal/readers/:readerId/present-card'),
  },
  /**
   * The guest customer's reservation area (spec 002 §7.1 "Customer"), on a session of its own: the customer_token
   * cookie, or its value as a bearer. A panel token is never a customer session, nor the other way round.
   */
  customer: {
    /** Body CustomerLoginInput. Always `{ data: { sent: true } }`; a link is e-mailed only to an address with bookings. */
    login: call('POST', '/booking/public/customer/login'),
    /** Body CustomerLoginTokenInput (the e-mailed link's token); answer CustomerSessionAnswer plus the cookie. */
    loginToken: call('POST', '/booking/public/customer/login/token'),
    /** Revokes the session and clears the cookie. */
    logout: call('POST', '/booking/v1/customer/logout'),
    /** The session's e-mail: a probe for "am I logged in as a customer". */
    session: call('GET', '/booking/v1/customer/session'),
    /** Body CustomerReservationListFilter; answer CustomerReservationListAnswer (newest start first). */
    reservationList: call('POST', '/booking/v1/customer/reservation-list'),
    /** `:id` is the reservation uuid; answer SingleReservationAnswer. */
    reservation: call('GET', '/booking/v1/customer/reservation/:id'),
    /** FIRST the payment uuid, THEN the package reservation uuid (see shared-contracts/customer). */
    packageReservation: call('GET', '/booking/v1/customer/reservation/package/:paymentId/:id'),
    /** What cancelling now would refund; answer CustomerCancellationPolicyAnswer. */
    cancellationPolicy: call('GET', '/booking/v1/customer/reservations/cancellation-policy/:id'),
    /** Body CustomerCancelBody; optional Idempotency-Key; answer CustomerCancelAnswer. */
    cancel: call('POST', '/booking/v1/customer/reservation/:id/cancel'),
  },
  /**
   * The back office's reservations (spec 002 §7.15, issue 14 §1, ADR 0016): bodies and answers in
   * shared-contracts/panel-reservations. Each caller sees only the bookings ADR 0016 gives them; others answer 404.
   */
  panelReservations: {
    /** Body ReservationTableInput; answer ReservationTableAnswer. */
    dataTable: call('POST', '/booking/v1/reservation/data-table'),
    /** Body ReservationTableInput; answer an xlsx of every filtered row, streamed (ADR 0021). */
    dataTableExcel: call('POST', '/booking/v1/reservation/data-table-excel'),
    /** The same table, activities and events only. */
    tours: call('POST', '/booking/v1/reservation-tours'),
    /** The same table, hotels only. */
    hotels: call('POST', '/booking/v1/reservation-hotels'),
    /** Answer SalesChannelsAnswer. */
    salesChannels: call('POST', '/booking/v1/reservation/sales-channels'),
    /** `:ref` is the reservation uuid; answer ReservationDetailsAnswer. */
    byRef: call('GET', '/booking/v1/reservation/:ref'),
    /** `:id` is the reservation id; answer ReservationDetailsAnswer. */
    details: call('GET', '/booking/v1/reservation/:id/details'),
    /** Body BookingViewByDateInput; answer BookingViewByDateAnswer (per service date). */
    byDate: call('POST', '/booking/v1/reservation/booking-view-by-date'),
    /** Body BookingViewByDateInput; answer TourBookingViewByDateAnswer (per departure). */
    toursByDate: call('POST', '/booking/v1/reservation/tours/booking-view-by-date'),
    /** `:id` is the payment's uuid, query `package_id`; answer ReservationDetailsAnswer with `package` filled. */
    packageReservation: call('GET', '/booking/v1/package-reservation/:id'),
    /** `:id` is the reservation id; answer PanelCancellationPolicyAnswer (shared-contracts/panel-cancellation, ADR 0019). */
    cancellationPolicy: call('GET', '/booking/v1/reservations/cancellation-policy/:id'),
    /** `:id` is the reservation id; answer PartialRefundAnswer. */
    partialRefund: call('GET', '/booking/v1/reservation/:id/partial-refund'),
    /** Body CancelReservationBody; answer PanelCancelAnswer (claim → refund → cancel, ADR 0007/0019). */
    cancel: call('POST', '/booking/v1/cancel-reservation'),
  },
  /**
   * Actions on one back-office booking (issue 14 §1, ADR 0020): bodies and answers in
   * shared-contracts/panel-reservation-actions.
   */
  panelReservationActions: {
    /** `:id` is the reservation id; body ChangeDateQueryBody; answer EmptyDatesAnswer. */
    emptyDates: call('POST', '/booking/v1/reservation/tour/:id/empty-dates'),
    /** Body ChangeDateQueryBody; answer ChangeDateOptionsAnswer. */
    options: call('POST', '/booking/v1/reservation/tour/:id/options'),
    /** Body ChangeDateBody; answer ChangeDateAnswer. */
    changeDate: call('POST', '/booking/v1/reservation/tour/:id/change-date'),
    /** Body ResendConfirmationBody; answer ResendConfirmationAnswer. */
    resendConfirmation: call('POST', '/booking/v1/notification/email/booking/confirm'),
    /** `:id` is the reservation id; answer a PDF voucher with a QR code of the voucher code. */
    voucher: call('GET', '/booking/v1/notification/booking/confirm/:id'),
  },
  /**
   * Payments (spec 002 §7.15): the payments of the bookings the caller sees (ADR 0016); bodies and answers in
   * shared-contracts/panel-payments. A payment outside the caller's view answers 404.
   */
  panelPayments: {
    /** Query PaymentTableQuery; answer PaymentTableAnswer. */
    dataTable: call('GET', '/booking/v1/payment/data-table'),
    /** Body PaymentTableQuery; answer an xlsx of every filtered payment, streamed (ADR 0021). */
    dataTableExcel: call('POST', '/booking/v1/payment/data-table-excel'),
    /** `:id` is the payment's uuid; answer PaymentDetailsAnswer. */
    details: call('GET', '/booking/v1/payment/:id'),
  },
  /** Administrators' view of cancellations (spec 002 §7.15). */
  cancellations: {
    /** Body CancellationTableInput; answer CancellationTableAnswer (ADR 0022: suppliers, partners, administrators). */
    dataTable: call('POST', '/booking/v1/cancellation/data-table'),
    /** `:id` is the cancellation id; answer CancellationDetailsAnswer. */
    details: call('GET', '/booking/v1/cancellation/:id'),
    /** Retries a failed refund (administrators); answer CancellationDetailsAnswer. */
    refund: call('POST', '/booking/v1/cancellation-refund/:id'),
    /** `:id` is the cancellation id. The money went back outside the platform: the booking is cancelled. */
    confirmFailed: call('POST', '/booking/v1/reservation/cancellation-failed/:id/confirm'),
    /** `:id` is the cancellation id. The booking stands: back to CONFIRM. */
    keepFailed: call('POST', '/booking/v1/reservation/cancellation-failed/:id/cancel'),
  },
} as const;

/** What a storefront path (the part after `/{lang}`) shows; spec 000 §2.2 / 001 §2. */
export type StorefrontRoute =
  | { kind: 'home' }
  | { kind: 'site-page'; page: 'search' | 'privacy-policy' | 'terms-and-conditions' | 'widget' }
  | { kind: 'page'; slug: string }
  | { kind: 'product'; product: StorefrontProduct; id: string | null }
  | { kind: 'booking-details' }
  | { kind: 'customer-reservation' }
  | { kind: 'setup-terminal' }
  | { kind: 'logout' }
  | { kind: 'unknown' };

export const STOREFRONT_PRODUCTS = ['activity', 'adventure', 'hotel', 'package', 'rental', 'restaurant', 'event', 'attraction'] as const;
export type StorefrontProduct = (typeof STOREFRONT_PRODUCTS)[number];
const STOREFRONT_SITE_PAGES = ['search', 'privacy-policy', 'terms-and-conditions', 'widget'] as const;

/** Route segment of each product page (spec 001 §2), by service type: the storefront's links and the API's sitemap. */
export const PRODUCT_SEGMENT = {
  activities: 'activity',
  events: 'event',
  hotels: 'hotel',
  attractions: 'attraction',
  restaurants: 'restaurant',
  rentals: 'rental',
  packages: 'package',
} as const satisfies Record<ServiceTypeName, StorefrontProduct>;

/** A product page's path relative to /{lang}: `{segment}/{id or slug}`. */
export function productPath(serviceType: ServiceTypeName, idOrSlug: string | number): string {
  return `${PRODUCT_SEGMENT[serviceType]}/${encodeURIComponent(String(idOrSlug))}`;
}


const decodeSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * The one list of storefront routes, shared by the shell (which remote to mount) and the API (which navigations
 * answer 404). Only the routes the spec lists are recognised; anything else is `unknown`, so a partner host can
 * never be talked into mounting a panel remote. Events and attractions are not in spec 001's route list; they
 * follow the product pages' shape.
 */
export function storefrontRouteKind(rest: string): StorefrontRoute {
  const parts = rest.split('/').filter(Boolean);
  const [first, ...tail] = parts;
  if (first === undefined) return { kind: 'home' };
  if (first === 'logout') return tail.length === 0 ? { kind: 'logout' } : { kind: 'unknown' };
  // booking-details/{payment_ref?} "with an optional suffix" (spec 000 §2.2): checkout owns everything below it.
  if (first === 'booking-details') return { kind: 'booking-details' };
  if (first === 'customer-reservation') return { kind: 'customer-reservation' };
  if (first === 'setup-terminal') return { kind: 'setup-terminal' };
  if ((STOREFRONT_SITE_PAGES as readonly string[]).includes(first)) {
    return tail.length === 0 ? { kind: 'site-page', page: first as (typeof STOREFRONT_SITE_PAGES)[number] } : { kind: 'unknown' };
  }
  if (first === 'page') {
    const slug = tail.length === 1 ? decodeSegment(tail[0] as string) : null;
    return slug ? { kind: 'page', slug } : { kind: 'unknown' };
  }
  if ((STOREFRONT_PRODUCTS as readonly string[]).includes(first) && tail.length <= 1) {
    const id = tail[0] === undefined ? null : decodeSegment(tail[0]);
    if (tail[0] !== undefined && !id) return { kind: 'unknown' };
    return { kind: 'product', product: first as StorefrontProduct, id };
  }
  return { kind: 'unknown' };
}
