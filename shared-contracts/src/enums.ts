/**
 * Every enumeration of spec 000 §3, §4 and §6 (and their repeats in 001/002), with the spec's numeric values.
 * Objects are `as const` so that both the value set and a union type can be derived from one declaration.
 */

type ValueOf<T> = T[keyof T];

/** General status (spec 000 §4). */
export const GeneralStatus = { Active: 1, Inactive: 2, Pending: 3, Hide: 4 } as const;
export type GeneralStatus = ValueOf<typeof GeneralStatus>;

/** Listing state (spec 000 §4). */
export const ListingState = { Draft: 1, Active: 2, Inactive: 3, Archive: 4 } as const;
export type ListingState = ValueOf<typeof ListingState>;

/** Service list filter (spec 000 §4). ALL and ACTIVE share the value 1. */
export const ServiceListFilter = { ALL: 1, ACTIVE: 1, INACTIVE: 2, PENDING: 3, HIDE: 4, SYNC_FAILED: 100 } as const;
export type ServiceListFilter = ValueOf<typeof ServiceListFilter>;

/** Media state (spec 000 §4); the spec gives names only. */
export const MediaState = { Processing: 'Processing', Approved: 'Approved', Hide: 'Hide', Deleted: 'Deleted' } as const;
export type MediaState = ValueOf<typeof MediaState>;

/** Booking state (spec 000 §4); the spec gives names only. */
export const BookingState = { Active: 'Active', Cancelled: 'Cancelled', Done: 'Done' } as const;
export type BookingState = ValueOf<typeof BookingState>;

/** Availability slot (spec 000 §4). */
export const AvailabilitySlotStatus = { Active: 1, Booked: 2, Locked: 3 } as const;
export type AvailabilitySlotStatus = ValueOf<typeof AvailabilitySlotStatus>;

/** Payment status, first form (spec 000 §4): Pending 1, Paid 2, Locked 3. */
export const PaymentState = { Pending: 1, Paid: 2, Locked: 3 } as const;
export type PaymentState = ValueOf<typeof PaymentState>;

/** Payment status, second form (spec 000 §4, 001 §4): PENDING 1, PAID 2, FAILED 3. */
export const PaymentStatus = { PENDING: 1, PAID: 2, FAILED: 3 } as const;
export type PaymentStatus = ValueOf<typeof PaymentStatus>;
/** The string forms the spec names for the same values. */
export const PaymentStatusName = { 1: 'PAYMENT_PENDING', 2: 'PAID', 3: 'FAILED' } as const satisfies Record<PaymentStatus, string>;

/** Site / user status (spec 000 §4). */
export const SiteStatus = { Confirmed: 1, Pending: 2, Reviewing: 3, Deactivated: 4 } as const;
export type SiteStatus = ValueOf<typeof SiteStatus>;

/** User / partner approval (spec 000 §4). */
export const ApprovalStatus = { PENDING: 1, ACTIVE: 2, REJECT: 3 } as const;
export type ApprovalStatus = ValueOf<typeof ApprovalStatus>;

/** Reservation status (spec 000 §4, 001 §4). */
export const ReservationStatus = {
  IN_CART: 1,
  HOLD: 2,
  HOLD_FAILED: 3,
  CONFIRM: 4,
  CANCEL: 5,
  CANCELLATION_FAILED: 6,
  CONFIRM_FAILED: 7,
} as const;
export type ReservationStatus = ValueOf<typeof ReservationStatus>;

/** Cancellation origin (spec 000 §4). */
export const CancellationOrigin = { SUPPLIER: 1, CLIENT: 2, SYSTEM: 3 } as const;
export type CancellationOrigin = ValueOf<typeof CancellationOrigin>;

/** Availability sync job (spec 000 §4). */
export const SyncJobStatus = { STARTED: 1, FAILED: 2, COMPLETED: 3 } as const;
export type SyncJobStatus = ValueOf<typeof SyncJobStatus>;

/** Roles (spec 000 §6). */
export const Role = { General: 1, Supplier: 2, Partner: 3, Admin: 4, Guest: 5, Operator: 6 } as const;
export type Role = ValueOf<typeof Role>;
export const ROLE_IDS = Object.values(Role) as readonly Role[];
/** Route-level role names seen in the spec. */
export const RouteRoleName = {
  admin: [Role.Admin],
  partner: [Role.Partner],
  supplier: [Role.Supplier],
  'supplier-and-partner': [Role.Supplier, Role.Partner],
} as const satisfies Record<string, readonly Role[]>;

/** The 12 policies (spec 000 §6). */
export const Policy = {
  PARTNER_PACKAGE_POLICY: 'PARTNER_PACKAGE_POLICY',
  PARTNER_WIDGET_POLICY: 'PARTNER_WIDGET_POLICY',
  PARTNER_SITE_BUILDER_POLICY: 'PARTNER_SITE_BUILDER_POLICY',
  SUPPLIER_PACKAGE_POLICY: 'SUPPLIER_PACKAGE_POLICY',
  PARTNER_MAX_PARTNER_SITE_COUNT_2: 'PARTNER_MAX_PARTNER_SITE_COUNT_2',
  CREATE_OPERATOR_POLICY: 'CREATE_OPERATOR_POLICY',
  PARTNER_SEE_ALL_BOOKING: 'PARTNER_SEE_ALL_BOOKING',
  PARTNER_CANCEL_TOUR_BOOKING: 'PARTNER_CANCEL_TOUR_BOOKING',
  PARTNER_SEND_BOOKING_CONFIRM_MAIL: 'PARTNER_SEND_BOOKING_CONFIRM_MAIL',
  PARTNER_CHATBOT_POLICY: 'PARTNER_CHATBOT_POLICY',
  ACCOMMODATION_MODULE: 'ACCOMMODATION_MODULE',
  ACTIVITY_MODULE: 'ACTIVITY_MODULE',
} as const;
export type Policy = ValueOf<typeof Policy>;
export const POLICY_NAMES = Object.values(Policy) as readonly Policy[];

/** Product kinds (spec 000 §3). */
export const ProductKind = { Tour: 1, Event: 2 } as const;
export type ProductKind = ValueOf<typeof ProductKind>;

/** Service type numeric ids (spec 000 §3, 001 §3, 002 §9). */
export const ServiceTypeId = {
  activities: 1,
  events: 2,
  hotels: 3,
  attractions: 4,
  restaurants: 5,
  rentals: 6,
  packages: 7,
} as const;
export type ServiceTypeId = ValueOf<typeof ServiceTypeId>;
export type ServiceTypeName = keyof typeof ServiceTypeId;

/** Legacy model names mapped to service types (spec 000 §3). */
export const LegacyModelServiceType = {
  Tour: 'activities',
  Activity: 'attractions',
  Rental: 'rentals',
  Restaurant: 'restaurants',
  Hotel: 'hotels',
} as const satisfies Record<string, ServiceTypeName>;

/** Tour provider types (spec 000 §3). */
export const TourProviderType = {
  NORMAL_TOUR: 1,
  ZAUI: 2,
  EXPB: 3,
  BOOKING_KIT: 4,
  SECUTIX: 5,
  BILBERRY: 6,
  BOOK_SPOT: 7,
  VISIT_GALAXY: 8,
  FARE_HARBOR: 9,
} as const;
export type TourProviderType = ValueOf<typeof TourProviderType>;

/** Hotel providers (spec 000 §3). */
export const HotelProvider = { SELF: 1, THON: 2, RATE_TIGER: 3, ZAUI_STAY: 4, I_CAL: 5 } as const;
export type HotelProvider = ValueOf<typeof HotelProvider>;

/** Activity kinds (spec 000 §3). */
export const ActivityKind = { normal: 1, transport: 2 } as const;
export type ActivityKind = ValueOf<typeof ActivityKind>;

/** Media source types (spec 000 §3). */
export const MediaSourceType = { file: 1, embeddedVideo: 2, existingFile: 3 } as const;
export type MediaSourceType = ValueOf<typeof MediaSourceType>;

/** Pricing types (spec 000 §3, 001 §3). */
export const PricingType = {
  Adult: 'Adult',
  Child: 'Child',
  Infant: 'Infant',
  Senior: 'Senior',
  Youth: 'Youth',
  Student: 'Student',
  Military: 'Military',
  Group: 'Group',
  Person: 'Person',
  Family: 'Family',
  Transfer: 'Transfer',
  Traveller: 'Traveller',
  Room: 'Room',
} as const;
export type PricingType = ValueOf<typeof PricingType>;

/** Pricing basis (spec 000 §3). */
export const PricingBasis = { perPerson: 1, perGroup: 2 } as const;
export type PricingBasis = ValueOf<typeof PricingBasis>;

/** Merchant-of-record payment methods (spec 000 §3, 001 §3). */
export const PaymentMethod = {
  NOPAY: 'NOPAY',
  GOTO_HUB: 'GOTO_HUB',
  STRIPE: 'STRIPE',
  PROJECT_KABRU: 'PROJECT_KABRU',
  STRIPE_TERMINAL: 'STRIPE_TERMINAL',
} as const;
export type PaymentMethod = ValueOf<typeof PaymentMethod>;
/** The terminal payment type is its own name in the spec, kept apart from the online methods. */
export const TERMINAL_PAYMENT_TYPE = PaymentMethod.STRIPE_TERMINAL;

/** Payment modes (spec 001 §3): payment type 2 is terminal, anything else online. */
export const PaymentMode = { online: 1, terminal: 2 } as const;
export type PaymentMode = ValueOf<typeof PaymentMode>;
export function paymentModeOf(paymentType: number): 'terminal' | 'online' {
  return paymentType === PaymentMode.terminal ? 'terminal' : 'online';
}

/** Merchant-of-record types: no-pay, or the hub type (spec 001 §4 Checkout). */
export const MerchantOfRecordType = { NOPAY: 'NOPAY', GOTO_HUB: 'GOTO_HUB' } as const;
export type MerchantOfRecordType = ValueOf<typeof MerchantOfRecordType>;

/** Partner-site header type (spec 001 §2). */
export const HeaderType = { fixed: 'fixed', scrolled_fixed: 'scrolled_fixed' } as const;
export type HeaderType = ValueOf<typeof HeaderType>;

/** Authentication events written to the audit log. */
export const AuthEvent = {
  LOGIN_SUCCEEDED: 'login_succeeded',
  LOGIN_FAILED: 'login_failed',
  LOGIN_BLOCKED: 'login_blocked',
  LOGIN_RATE_LIMITED: 'login_rate_limited',
  REFRESHED: 'refreshed',
  REFRESH_REUSE_DETECTED: 'refresh_reuse_detected',
  LOGOUT: 'logout',
  PASSWORD_CHANGED: 'password_changed',
} as const;
export type AuthEvent = ValueOf<typeof AuthEvent>;

/** Tour editing sections (spec 000 §4; names only in the spec): PUT /tours/{id} saves one of them at a time. */
export const TourEditSection = {
  vitalDetails: 'vital_details',
  basicDetails: 'basic_details',
  galleryAndWidget: 'gallery_and_widget',
  tagsAndCategories: 'tags_and_categories',
  taxation: 'taxation',
  seasonal: 'seasonal',
} as const;
export type TourEditSection = ValueOf<typeof TourEditSection>;

/** ISO weekdays, Monday 1 … Sunday 7 (luxon's `weekday`): the days a departure schedule runs on. */
export const Weekday = { Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6, Sunday: 7 } as const;
export type Weekday = ValueOf<typeof Weekday>;
