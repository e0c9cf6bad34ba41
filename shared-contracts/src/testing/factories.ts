/**
 * Entity factories shared by frontend and API tests. Every object passes its contract schema; ids are
 * deterministic (incrementing per entity kind) so that snapshots and assertions are stable.
 */
import { LIMITS, THEME_DEFAULTS } from '../constants';
import { CancellationOrigin, HeaderType, MerchantOfRecordType, PaymentMethod, Policy, POLICY_NAMES, ReservationStatus, Role, SiteStatus } from '../enums';
import type { BookingListItem, CancellationRecord, CustomerCancellationPolicy, PackageReservation, SingleReservation } from '../schemas/customer';
import type { SearchRecord } from '../schemas/search';
import { money } from '../schemas/site-content';
import { type PartnerSite, SEARCH_PAGE_THEME_UNSET } from '../schemas/sites';
import type { CurrentUser } from '../schemas/users';

const sequences = new Map<string, number>();

function nextId(kind: string): number {
  const id = (sequences.get(kind) ?? 0) + 1;
  sequences.set(kind, id);
  return id;
}

/** Restart every id sequence (call in beforeEach when a test asserts ids). */
export function resetFactoryIds(): void {
  sequences.clear();
}

export function createUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const id = overrides.id ?? nextId('user');
  return {
    id,
    name: `User ${id}`,
    email: `user${id}@example.test`,
    profile_pic_url: null,
    parent_user_id: null,
    role_id: [Role.General],
    policies: [],
    user_currency_type: 'NOK',
    can_login: true,
    first_time_login: false,
    is_zaui_stay_user: false,
    privacy_policy_accepted: true,
    ...overrides,
  };
}

export function createAdmin(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const user = createUser({ role_id: [Role.Admin], ...overrides });
  return { ...user, name: overrides.name ?? `Admin ${user.id}`, email: overrides.email ?? `admin${user.id}@example.test` };
}

export function createSupplier(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const user = createUser({
    role_id: [Role.Supplier],
    policies: [Policy.ACTIVITY_MODULE, Policy.ACCOMMODATION_MODULE, Policy.SUPPLIER_PACKAGE_POLICY, Policy.CREATE_OPERATOR_POLICY],
    ...overrides,
  });
  return { ...user, name: overrides.name ?? `Supplier ${user.id}`, email: overrides.email ?? `supplier${user.id}@example.test` };
}

/** Like the demo partner: every policy except the two supplier modules. */
export const PARTNER_POLICIES: readonly Policy[] = POLICY_NAMES.filter(
  (policy) => policy !== Policy.ACTIVITY_MODULE && policy !== Policy.ACCOMMODATION_MODULE,
);

export function createPartner(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const user = createUser({ role_id: [Role.Partner], policies: [...PARTNER_POLICIES], ...overrides });
  return { ...user, name: overrides.name ?? `Partner ${user.id}`, email: overrides.email ?? `partner${user.id}@example.test` };
}

/** A sub-user (operator) of `parent`. */
export function createOperator(parent: CurrentUser, overrides: Partial<CurrentUser> = {}): CurrentUser {
  const user = createUser({ role_id: [Role.Operator], parent_user_id: parent.id, ...overrides });
  return { ...user, name: overrides.name ?? `Operator ${user.id}`, email: overrides.email ?? `operator${user.id}@example.test` };
}

export function createPartnerSite(overrides: Partial<PartnerSite> = {}): PartnerSite {
  const id = overrides.id ?? nextId('partnerSite');
  const sub_domain = overrides.sub_domain ?? `site${id}`;
  const name = overrides.name ?? `Site ${id}`;
  const paymentMethods = [PaymentMethod.STRIPE];
  return {
    id,
    name,
    sub_domain,
    link: `http://${sub_domain}.localhost:8080`,
    domain: null,
    status: SiteStatus.Confirmed,
    review_note: null,
    general_settings: {
      name,
      sub_domain,
      domain: null,
      favicon_icon: null,
      company_name: null,
      primary_page_id: null,
      language: { enabled_language: ['en', 'no', 'sv'], primary_language: 'en' },
    },
    redirection_settings: { is_redirect_search_page: false, redirect_to_service: null, redirection_url: null },
    script_settings: { head_scripts: '', footer_scripts: '' },
    theme_settings: { ...THEME_DEFAULTS },
    search_page_theme_settings: { ...SEARCH_PAGE_THEME_UNSET },
    header_settings: {
      header_type: HeaderType.fixed,
      black_logo: null,
      white_logo: null,
      disable_cart: false,
      disable_language_dropdown: false,
    },
    footer_settings: {
      footer_background_color: '#111827',
      footer_font_color: '#F9FAFB',
      widgets: [],
      use_goto_hub_privacy: false,
      privacy_policy_page_path: null,
      terms_and_conditions_page_path: null,
    },
    booking_flow_settings: { process_single_cart_item: false },
    location_settings: { location_id: null, address: null, phone: null, email: null },
    merchant_of_record: { type: MerchantOfRecordType.GOTO_HUB, payment_method: paymentMethods },
    merchant_of_record_payment_method: paymentMethods,
    site_settings: [],
    ...overrides,
  };
}

/** The -1 "no site" id, for tests of the selector. */
export const NO_SITE_ID = LIMITS.noSiteId;

/** A service as the search index holds it (shared-contracts/search); prices in major units. */
export function createSearchRecord(overrides: Partial<SearchRecord> = {}): SearchRecord {
  const id = nextId('searchRecord');
  return {
    objectID: `service-${id}`,
    type: 'service',
    service_type: 'activities',
    categories: { lvl0: ['Tours'], lvl1: ['Tours > Sightseeing'] },
    location_id: 1,
    location_name: 'Oslo',
    _geoloc: { lat: 59.9139, lng: 10.7522 },
    lowest_price: 100,
    currency: 'NOK',
    ratings: 4,
    site_ids: [1],
    supplier_id: 1,
    name: `Service ${id}`,
    image: null,
    slug: `service-${id}`,
    description: `Description of service ${id}.`,
    ...overrides,
  };
}

/** A deterministic v4-shaped uuid per kind and id (the customer schemas check uuids in paths, not in answers). */
function fakeUuid(kind: number, id: number): string {
  return `00000000-0000-4000-8${String(kind).padStart(3, '0')}-${String(id).padStart(12, '0')}`;
}

/**
 * A reservation of the customer's list (shared-contracts/customer BookingListItemSchema): by default a confirmed
 * 2-adult activity on 2027-03-14 at 09:30, 1250 NOK, free to cancel up to 48 h before.
 */
export function createBookingListItem(overrides: Partial<BookingListItem> = {}): BookingListItem {
  const id = overrides.id ?? nextId('booking');
  const currency = overrides.currency_code ?? 'NOK';
  return {
    uuid: fakeUuid(1, id),
    id,
    payment_id: fakeUuid(2, id),
    booking_number: `WH-${1000 + id}`,
    serviceable_id: id,
    service_type: 'activities',
    service_name: `Fjord tour ${id}`,
    start_date: '2027-03-14',
    end_date: null,
    start_time: '09:30',
    checkin_time: null,
    checkout_time: null,
    duration: '2:30',
    package_days: null,
    price: money(125_000, currency),
    currency_code: currency,
    status: ReservationStatus.CONFIRM,
    refund_percentage: 100,
    cancellation_time: 48,
    free_cancellation_until: '2027-03-12T09:30:00.000Z',
    can_cancel: true,
    tour_adults: 2,
    tour_children: 0,
    hotel_adults: 0,
    hotel_children: 0,
    package_name: null,
    image: null,
    package_service: [],
    booking_date: '2027-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * One single-service reservation as the customer sees it (SingleReservationSchema): by default a confirmed hotel
 * stay of 2 adults and 1 child, 2027-03-14 to 2027-03-16, one Double room, paid 3400 NOK by Kari Nordmann.
 */
export function createSingleReservation(overrides: Partial<SingleReservation> = {}): SingleReservation {
  const id = overrides.id ?? nextId('reservation');
  const currency = overrides.currency_code ?? 'NOK';
  return {
    id,
    uuid: fakeUuid(3, id),
    payment_id: fakeUuid(4, id),
    service_name: `Fjord Hotel ${id}`,
    service_type: 'hotels',
    booking_number: `WH-${2000 + id}`,
    start_date: '2027-03-14',
    end_date: '2027-03-16',
    start_time: null,
    checkin_time: '15:00',
    checkout_time: '11:00',
    status: ReservationStatus.CONFIRM,
    image: null,
    duration: null,
    location_name: 'Bergen',
    meeting_point: null,
    special_instruction: null,
    refund_percentage: 100,
    cancellation_time: 48,
    free_cancellation_until: '2027-03-12T15:00:00.000Z',
    can_cancel: true,
    cancellation_policy: [
      { hours: 48, refund_percentage: 100 },
      { hours: 0, refund_percentage: 0 },
    ],
    hotel_adults: 2,
    hotel_children: 1,
    tour_adults: 0,
    tour_children: 0,
    payer_name: 'Kari Nordmann',
    payer_email: 'kari@example.test',
    payer_phone_area_code: '47',
    payer_phone: '41234567',
    supplier_name: 'Fjord Hotels AS',
    supplier_email: 'post@fjordhotels.example.test',
    supplier_phone: '+47 55000000',
    booking_date: '2027-01-05T10:00:00.000Z',
    price: money(340_000, currency),
    currency_code: currency,
    hotel_reserved_items: [{ room_type_name: 'Double room', rate_plan_name: 'Breakfast included', num_of_rooms: 1, num_of_adults: 2, num_of_children: 1 }],
    cancellation: null,
    ...overrides,
  };
}

/**
 * A package reservation (PackageReservationSchema): by default a confirmed 3-day package from 2027-05-01 with two
 * activities and one hotel, 2 adults, 5600 NOK.
 */
export function createPackageReservation(overrides: Partial<PackageReservation> = {}): PackageReservation {
  const id = overrides.id ?? nextId('packageReservation');
  const currency = overrides.currency_code ?? 'NOK';
  return {
    id,
    uuid: fakeUuid(5, id),
    payment_id: fakeUuid(6, id),
    package_id: id,
    package_name: `Fjord weekend ${id}`,
    booking_number: `WH-${3000 + id}`,
    status: ReservationStatus.CONFIRM,
    image: null,
    start_date: '2027-05-01',
    end_date: '2027-05-03',
    package_days: 3,
    customer_name: 'Kari Nordmann',
    customer_email: 'kari@example.test',
    customer_phone_area_code: '+47',
    customer_phone: '41234567',
    supplier_name: 'Fjord Packages AS',
    supplier_email: null,
    supplier_phone: null,
    booking_date: '2027-01-05T10:00:00.000Z',
    total_price: money(560_000, currency),
    currency_code: currency,
    tour_adults: 2,
    tour_children: 0,
    hotel_adults: 2,
    hotel_children: 0,
    services: [
      { service_type: 'activities', service_name: 'Fjord cruise', day_offset: 0, date: '2027-05-01' },
      { service_type: 'hotels', service_name: 'Fjord Hotel', day_offset: 0, date: '2027-05-01' },
      { service_type: 'activities', service_name: 'Glacier hike', day_offset: 1, date: '2027-05-02' },
    ],
    refund_percentage: 50,
    cancellation_time: 24,
    free_cancellation_until: null,
    can_cancel: true,
    cancellation_policy: [
      { hours: 24, refund_percentage: 50 },
      { hours: 0, refund_percentage: 0 },
    ],
    cancellation: null,
    ...overrides,
  };
}

/** What cancelling now would refund (CustomerCancellationPolicySchema): by default all of 3400 NOK, paid by card. */
export function createCustomerCancellationPolicy(overrides: Partial<CustomerCancellationPolicy> = {}): CustomerCancellationPolicy {
  const currency = overrides.currency_code ?? 'NOK';
  return {
    cancellation_hours: 48,
    refund_percentage: 100,
    service_type: 'hotels',
    price: money(340_000, currency),
    currency_code: currency,
    refund_amount: money(340_000, currency),
    refund_available: true,
    can_cancel: true,
    free_cancellation_until: '2027-03-12T15:00:00.000Z',
    cancellation_policy: [
      { hours: 48, refund_percentage: 100 },
      { hours: 0, refund_percentage: 0 },
    ],
    payment_method: PaymentMethod.STRIPE,
    ...overrides,
  };
}

/** The record of a customer's own cancellation (CancellationRecordSchema): by default a full refund under way. */
export function createCancellationRecord(overrides: Partial<CancellationRecord> = {}): CancellationRecord {
  return {
    origin: CancellationOrigin.CLIENT,
    refund_percentage: 100,
    refund_amount: money(340_000, 'NOK'),
    refund_status: 'pending',
    cancelled_at: '2027-02-01T12:00:00.000Z',
    ...overrides,
  };
}
