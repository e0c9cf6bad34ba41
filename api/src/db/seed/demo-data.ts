import { MerchantOfRecordType, PaymentMethod, Policy, Role, SiteStatus } from 'shared-contracts/enums';
import { SITE_SETTING_KEYS } from 'shared-contracts/constants';
import type { Locale } from 'shared-contracts/constants';
import type { partnerSites } from '../schema/core';

/** Every demo account logs in with DEMO_PASSWORD (shared-contracts/constants). */
export interface DemoUser {
  key: 'admin' | 'supplier' | 'partner' | 'duo' | 'newbie' | 'blocked' | 'operator';
  name: string;
  email: string;
  roles: Role[];
  policies: Policy[];
  canLogin?: boolean;
  firstTimeLogin?: boolean;
  /** The demo user whose sub-user this is. */
  parent?: DemoUser['key'];
}

const ALL_POLICIES = Object.values(Policy);

export const DEMO_USERS: readonly DemoUser[] = [
  { key: 'admin', name: 'Ada Admin', email: 'admin@wayhub.test', roles: [Role.Admin], policies: [] },
  {
    key: 'supplier',
    name: 'Sam Supplier',
    email: 'supplier@wayhub.test',
    roles: [Role.Supplier],
    policies: [Policy.ACTIVITY_MODULE, Policy.ACCOMMODATION_MODULE, Policy.SUPPLIER_PACKAGE_POLICY],
  },
  {
    key: 'partner',
    name: 'Pia Partner',
    email: 'partner@wayhub.test',
    roles: [Role.Partner],
    policies: ALL_POLICIES.filter((p) => p !== Policy.ACTIVITY_MODULE && p !== Policy.ACCOMMODATION_MODULE),
  },
  {
    key: 'duo',
    name: 'Dag Duo',
    email: 'duo@wayhub.test',
    roles: [Role.Supplier, Role.Partner],
    policies: [Policy.ACTIVITY_MODULE, Policy.PARTNER_SITE_BUILDER_POLICY, Policy.PARTNER_MAX_PARTNER_SITE_COUNT_2],
  },
  {
    key: 'newbie',
    name: 'Nora Newbie',
    email: 'newbie@wayhub.test',
    roles: [Role.Supplier],
    policies: [],
    firstTimeLogin: true,
  },
  {
    key: 'blocked',
    name: 'Bjørn Blocked',
    email: 'blocked@wayhub.test',
    roles: [Role.Supplier],
    policies: [],
    canLogin: false,
  },
  {
    key: 'operator',
    name: 'Ola Operator',
    email: 'operator@wayhub.test',
    roles: [Role.Operator],
    policies: [],
    parent: 'partner',
  },
];

/** A small self-contained logo, so the demo header renders without any network. */
function logo(text: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40">` +
    `<text x="0" y="28" font-family="Roboto, Arial, sans-serif" font-size="24" font-weight="700" fill="${color}">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

type SiteInsert = typeof partnerSites.$inferInsert;

export interface DemoSite {
  owner: DemoUser['key'];
  site: Omit<SiteInsert, 'ownerUserId' | 'link'>;
  settings: { setting: string; value: string | null }[];
}

const language = (enabled: Locale[], primary: Locale) => ({ enabled_language: enabled, primary_language: primary });

export const DEMO_SITES: readonly DemoSite[] = [
  {
    owner: 'partner',
    site: {
      name: 'Demo Travels',
      subDomain: 'demo',
      domain: null,
      status: SiteStatus.Confirmed,
      generalSettings: {
        company_name: 'Demo Travels AS',
        favicon_icon: null,
        primary_page_id: null,
        language: language(['en', 'no', 'sv', 'de'], 'en'),
      },
      redirectionSettings: { is_redirect_search_page: false, redirect_to_service: null, redirection_url: null },
      scriptSettings: { head_scripts: '', footer_scripts: '' },
      themeSettings: { button_background_color: '#0F766E', checkout_button_color: '#0F766E', icon_color: '#0F766E' },
      headerSettings: {
        header_type: 'fixed',
        black_logo: logo('Demo Travels', '#111827'),
        white_logo: logo('Demo Travels', '#FFFFFF'),
        disable_cart: false,
        disable_language_dropdown: false,
      },
      footerSettings: {
        widgets: [
          { title: 'Contact', content: 'Demo Travels AS, Karl Johans gate 1, 0154 Oslo. hello@demo-travels.test' },
          { title: 'About us', content: 'Fjord cruises, city walks and cabins across Norway.' },
        ],
        use_goto_hub_privacy: true,
      },
      bookingFlowSettings: { process_single_cart_item: false },
      merchantOfRecord: {
        type: MerchantOfRecordType.GOTO_HUB,
        payment_method: [PaymentMethod.STRIPE, PaymentMethod.STRIPE_TERMINAL],
      },
    },
    settings: [
      { setting: SITE_SETTING_KEYS.HEADER_LOGO_BLACK, value: logo('Demo Travels', '#111827') },
      { setting: SITE_SETTING_KEYS.HEADER_LOGO_WHITE, value: logo('Demo Travels', '#FFFFFF') },
    ],
  },
  {
    owner: 'partner',
    site: {
      name: 'Demo Pay Later',
      subDomain: 'demo-paylater',
      domain: null,
      status: SiteStatus.Confirmed,
      generalSettings: {
        company_name: 'Demo Travels AS',
        favicon_icon: null,
        primary_page_id: null,
        language: language(['en'], 'en'),
      },
      headerSettings: { header_type: 'fixed', black_logo: logo('Pay Later', '#111827'), white_logo: logo('Pay Later', '#FFFFFF') },
      merchantOfRecord: { type: MerchantOfRecordType.NOPAY, payment_method: [PaymentMethod.NOPAY] },
    },
    settings: [
      { setting: SITE_SETTING_KEYS.HEADER_LOGO_BLACK, value: logo('Pay Later', '#111827') },
      { setting: SITE_SETTING_KEYS.HEADER_LOGO_WHITE, value: logo('Pay Later', '#FFFFFF') },
    ],
  },
];
