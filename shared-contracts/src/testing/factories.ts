/**
 * Entity factories shared by frontend and API tests. Every object passes its contract schema; ids are
 * deterministic (incrementing per entity kind) so that snapshots and assertions are stable.
 */
import { LIMITS, THEME_DEFAULTS } from '../constants';
import { HeaderType, MerchantOfRecordType, PaymentMethod, Policy, POLICY_NAMES, Role, SiteStatus } from '../enums';
import type { SearchRecord } from '../schemas/search';
import type { PartnerSite } from '../schemas/sites';
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
