import * as v from 'shared-contracts/valibot';
import { LIMITS, PAGE_SIZES, THEME_DEFAULTS } from 'shared-contracts/constants';
import { HeaderType, MerchantOfRecordType, PaymentMethod, SiteStatus } from 'shared-contracts/enums';
import { ServiceCardSchema, ServiceTypeNameSchema } from 'shared-contracts/site-content';
import { dataEnvelope, IdTextSchema, listEnvelope, ListQuerySchema } from 'shared-contracts/common';
import { LocaleCodeSchema } from 'shared-contracts/locales';
import { SiteAddressSchema, SiteImageSchema } from 'shared-contracts/site-pages';

const color = v.pipe(v.string(), v.regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'validation.colorInvalid'));
const optionalText = v.optional(v.nullable(v.string()), null);

export const SiteLanguageSchema = v.object({
  enabled_language: v.pipe(v.array(LocaleCodeSchema), v.minLength(1)),
  primary_language: LocaleCodeSchema,
});

/** Spec 001 §3 general_settings (with sub_domain and domain of spec 000 §3). */
export const GeneralSettingsSchema = v.object({
  name: v.string(),
  sub_domain: v.string(),
  domain: v.nullable(v.string()),
  favicon_icon: optionalText,
  company_name: optionalText,
  primary_page_id: v.optional(v.nullable(v.number()), null),
  language: SiteLanguageSchema,
});

export const RedirectionSettingsSchema = v.object({
  is_redirect_search_page: v.optional(v.boolean(), false),
  /** Service type to put in the search page's `type` query when redirecting. */
  redirect_to_service: optionalText,
  /** Where visitors go when the site cannot be loaded (spec 000 §4.2). */
  redirection_url: optionalText,
});

export const ScriptSettingsSchema = v.object({
  head_scripts: v.optional(v.string(), ''),
  footer_scripts: v.optional(v.string(), ''),
});

export const ThemeSettingsSchema = v.object({
  button_radius: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100)), THEME_DEFAULTS.button_radius),
  button_background_color: v.optional(color, THEME_DEFAULTS.button_background_color),
  button_text_color: v.optional(color, THEME_DEFAULTS.button_text_color),
  icon_color: v.optional(color, THEME_DEFAULTS.icon_color),
  icon_secondary_color: v.optional(color, THEME_DEFAULTS.icon_secondary_color),
  text_color: v.optional(color, THEME_DEFAULTS.text_color),
  room_type_background_color: v.optional(color, THEME_DEFAULTS.room_type_background_color),
  disabled_text_color: v.optional(color, THEME_DEFAULTS.disabled_text_color),
  outline_color: v.optional(color, THEME_DEFAULTS.outline_color),
  free_cancellation_text_color: v.optional(color, THEME_DEFAULTS.free_cancellation_text_color),
  badge_background_color: v.optional(color, THEME_DEFAULTS.badge_background_color),
  badge_text_color: v.optional(color, THEME_DEFAULTS.badge_text_color),
  box_color: v.optional(color, THEME_DEFAULTS.box_color),
  site_font: v.optional(v.pipe(v.string(), v.nonEmpty()), THEME_DEFAULTS.site_font),
  checkout_button_color: v.optional(color, THEME_DEFAULTS.checkout_button_color),
  dialog_header_color: v.optional(color, THEME_DEFAULTS.dialog_header_color),
  title_color: v.optional(color, THEME_DEFAULTS.title_color),
  subtitle_color: v.optional(color, THEME_DEFAULTS.subtitle_color),
});
export type ThemeSettings = v.InferOutput<typeof ThemeSettingsSchema>;

/** Contrast rules for text on a theme's colours (WCAG 2.1). */
export { contrastRatio, isHexColor, MIN_TEXT_CONTRAST, readableOn } from './contrast';

/**
 * The colours the search page may paint differently from the rest of the site (spec 000 §2.3 search-page-theme,
 * issue 15 §2): each one the site's theme colour when null.
 */
export const SEARCH_PAGE_THEME_FIELDS = [
  'button_background_color',
  'button_text_color',
  'text_color',
  'title_color',
  'subtitle_color',
  'box_color',
  'outline_color',
  'badge_background_color',
  'badge_text_color',
  'icon_color',
] as const satisfies readonly (keyof ThemeSettings)[];
export type SearchPageThemeField = (typeof SEARCH_PAGE_THEME_FIELDS)[number];

const themeColor = v.optional(v.nullable(color), null);
export const SearchPageThemeSchema = v.object({
  button_background_color: themeColor,
  button_text_color: themeColor,
  text_color: themeColor,
  title_color: themeColor,
  subtitle_color: themeColor,
  box_color: themeColor,
  outline_color: themeColor,
  badge_background_color: themeColor,
  badge_text_color: themeColor,
  icon_color: themeColor,
}) satisfies v.GenericSchema<unknown, Record<SearchPageThemeField, string | null>>;
export type SearchPageTheme = v.InferOutput<typeof SearchPageThemeSchema>;

/** A search page with no colours of its own: the site's theme throughout. */
export const SEARCH_PAGE_THEME_UNSET: SearchPageTheme = v.parse(SearchPageThemeSchema, {});

/** The search page's theme: the site's, with the search page's own colours over it. */
export function searchPageTheme(theme: ThemeSettings, overrides: Partial<SearchPageTheme> | null | undefined): ThemeSettings {
  const own = Object.fromEntries(Object.entries(overrides ?? {}).filter(([, value]) => value !== null && value !== undefined));
  return { ...theme, ...own };
}

export const HeaderSettingsSchema = v.object({
  header_type: v.optional(v.enum(HeaderType), HeaderType.fixed),
  black_logo: optionalText,
  white_logo: optionalText,
  disable_cart: v.optional(v.boolean(), false),
  disable_language_dropdown: v.optional(v.boolean(), false),
});

export const FooterWidgetSchema = v.object({
  title: v.string(),
  /** Sanitised HTML or plain text. */
  content: v.string(),
});

export const FooterSettingsSchema = v.object({
  footer_background_color: v.optional(color, '#111827'),
  footer_font_color: v.optional(color, '#F9FAFB'),
  widgets: v.optional(v.array(FooterWidgetSchema), []),
  use_goto_hub_privacy: v.optional(v.boolean(), false),
  privacy_policy_page_path: optionalText,
  terms_and_conditions_page_path: optionalText,
});

/**
 * Where the site's business is (issue 15 §2 "location"; spec 001 §3 names the group, not its fields): an address
 * the storefront's footer shows, and the catalogue location its search starts in.
 */
export const LocationSettingsSchema = v.object({
  /** A location of the catalogue (GET /core/public/locations); the search page's default `location_id`. */
  location_id: v.optional(v.nullable(v.number()), null),
  address: optionalText,
  phone: optionalText,
  email: optionalText,
});

export const BookingFlowSettingsSchema = v.object({
  process_single_cart_item: v.optional(v.boolean(), false),
});

export const MerchantOfRecordSchema = v.object({
  type: v.enum(MerchantOfRecordType),
  payment_method: v.array(v.enum(PaymentMethod)),
});
export type MerchantOfRecord = v.InferOutput<typeof MerchantOfRecordSchema>;

/**
 * The payment methods each merchant-of-record type allows (spec 001 §4: the checkout picks its handler by the type; the
 * hub type takes cards online and, with a reader, in person).
 */
export const MERCHANT_OF_RECORD_METHODS: Readonly<Record<MerchantOfRecordType, readonly PaymentMethod[]>> = {
  [MerchantOfRecordType.NOPAY]: [PaymentMethod.NOPAY],
  [MerchantOfRecordType.GOTO_HUB]: [PaymentMethod.STRIPE, PaymentMethod.STRIPE_TERMINAL],
};

/** GET /core/v1/merchant-of-record-types: each type with the methods it allows. */
export const MerchantOfRecordTypesAnswerSchema = dataEnvelope(
  v.array(v.object({ type: v.enum(MerchantOfRecordType), payment_methods: v.array(v.enum(PaymentMethod)) })),
);

/** Body of PUT /core/v1/partner-sites/{id}/merchant-of-record: a type and at least one of the methods it allows. */
export const MerchantOfRecordInputSchema = v.pipe(
  v.object({
    type: v.enum(MerchantOfRecordType, 'validation.invalid'),
    payment_method: v.pipe(v.array(v.enum(PaymentMethod, 'validation.invalid'), 'validation.invalid'), v.minLength(1, 'validation.paymentMethodRequired')),
  }),
  v.forward(
    v.partialCheck(
      [['type'], ['payment_method']],
      (input) => input.payment_method.every((method) => MERCHANT_OF_RECORD_METHODS[input.type].includes(method)),
      'validation.paymentMethodNotAllowed',
    ),
    ['payment_method'],
  ),
  v.transform((input) => ({ type: input.type, payment_method: [...new Set(input.payment_method)] })),
);
export type MerchantOfRecordInput = v.InferOutput<typeof MerchantOfRecordInputSchema>;

/**
 * A merchant of record as one line ("GOTO_HUB: STRIPE, STRIPE_TERMINAL"): how a held change shows it beside the
 * addresses (ADR 0030), and how approving it reads it back.
 */
export function merchantOfRecordText(merchant: MerchantOfRecord): string {
  return `${merchant.type}: ${merchant.payment_method.join(', ')}`;
}

export function merchantOfRecordFromText(text: string): MerchantOfRecord {
  const [type = '', methods = ''] = text.split(':');
  return v.parse(MerchantOfRecordSchema, { type: type.trim(), payment_method: methods.split(',').map((method) => method.trim()).filter(Boolean) });
}

/**
 * The currencies the panel offers a Stripe account for (issue 15 §2, ADR 0031): the platform's selling currencies.
 * The API takes any three-letter code; a site's connection in another currency is listed as well.
 */
export const STRIPE_CONNECT_CURRENCIES = ['NOK', 'EUR', 'SEK', 'DKK', 'USD'] as const;

/** A currency code as a caller may write it: three letters, upper-cased here. */
const CurrencyCodeSchema = v.pipe(v.string('validation.invalid'), v.trim(), v.regex(/^[A-Za-z]{3}$/, 'validation.invalid'), v.toUpperCase());

/** The partner's own Stripe account a site takes one currency's payments into (ADR 0031). */
export const StripeAccountSchema = v.object({
  currency: v.string(),
  /** Stripe's `acct_…` (the simulated provider's `acct_sim_…`). */
  account_id: v.string(),
  connected_at: v.string(),
});
export type StripeAccount = v.InferOutput<typeof StripeAccountSchema>;

/** Query of GET /core/v1/connect-stripe and GET /core/v1/deauthorize-stripe/{id}. */
export const StripeCurrencyQuerySchema = v.object({ currency_code: CurrencyCodeSchema });
export type StripeCurrencyQuery = v.InferOutput<typeof StripeCurrencyQuerySchema>;

/** GET /core/v1/connect-stripe: where the partner's browser goes to connect an account (Stripe's, or the simulated page). */
export const ConnectStripeAnswerSchema = dataEnvelope(v.object({ url: v.string() }));
export type ConnectStripeAnswer = v.InferOutput<typeof ConnectStripeAnswerSchema>;

export const STRIPE_CONNECT_LIMITS = { code: 255, state: 1024 } as const;

/** Body of POST /core/v1/partner-sites/{id}/stripe-setup-credential: what the return page read from its address. */
export const StripeSetupCredentialInputSchema = v.object({
  code: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(STRIPE_CONNECT_LIMITS.code, 'validation.invalid')),
  state: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(STRIPE_CONNECT_LIMITS.state, 'validation.invalid')),
});
export type StripeSetupCredentialInput = v.InferOutput<typeof StripeSetupCredentialInputSchema>;

/** The site's connections, by currency: the answer of the setup credential and of deauthorize. */
export const StripeAccountsAnswerSchema = dataEnvelope(v.array(StripeAccountSchema));
export type StripeAccountsAnswer = v.InferOutput<typeof StripeAccountsAnswerSchema>;

/** Query of the simulated provider's onboarding page, as Stripe's authorize URL writes it (ADR 0031). */
export const SimulatedStripeAuthorizeQuerySchema = v.object({
  state: v.pipe(v.string('validation.invalid'), v.maxLength(STRIPE_CONNECT_LIMITS.state, 'validation.invalid')),
  redirect_uri: v.pipe(v.string('validation.invalid'), v.maxLength(2048, 'validation.invalid')),
  client_id: v.optional(v.pipe(v.string('validation.invalid'), v.maxLength(255, 'validation.invalid'))),
});
/** The form the simulated onboarding page posts: the partner's decision, and what to send back. */
export const SimulatedStripeDecisionSchema = v.object({
  decision: v.picklist(['connect', 'cancel'], 'validation.invalid'),
  state: SimulatedStripeAuthorizeQuerySchema.entries.state,
  redirect_uri: SimulatedStripeAuthorizeQuerySchema.entries.redirect_uri,
});

/** One item of the site settings list (spec 000 §7, 002 §7.2). */
export const SiteSettingSchema = v.object({ setting: v.string(), value: v.nullable(v.string()) });
export type SiteSetting = v.InferOutput<typeof SiteSettingSchema>;
export const SiteSettingsAnswerSchema = dataEnvelope(v.array(SiteSettingSchema));
export type SiteSettingsAnswer = v.InferOutput<typeof SiteSettingsAnswerSchema>;

/** The fields of a Confirmed site that change only with an administrator's approval (issue 15 §1). */
export const HELD_SITE_FIELDS = ['sub_domain', 'domain', 'merchant_of_record'] as const;
export type HeldSiteField = (typeof HELD_SITE_FIELDS)[number];

/** A request to change a site's address: 1 waiting, 2 approved, 3 rejected. */
export const SITE_CHANGE_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;

export const SiteChangeSchema = v.object({
  id: v.number(),
  site_id: v.number(),
  site_name: v.string(),
  status: v.picklist([SITE_CHANGE_STATUS.pending, SITE_CHANGE_STATUS.approved, SITE_CHANGE_STATUS.rejected]),
  /** Each held field, as the site has it and as asked for: the diff an administrator decides on. */
  fields: v.array(v.object({ field: v.picklist(HELD_SITE_FIELDS), from: v.nullable(v.string()), to: v.nullable(v.string()) })),
  /** Why an administrator rejected it; null otherwise. */
  review_note: v.nullable(v.string()),
  created_at: v.string(),
});
export type SiteChange = v.InferOutput<typeof SiteChangeSchema>;
export const SiteChangeAnswerSchema = dataEnvelope(SiteChangeSchema);
export const SiteChangeListAnswerSchema = listEnvelope(SiteChangeSchema);
export type SiteChangeListAnswer = v.InferOutput<typeof SiteChangeListAnswerSchema>;

/** Partner site with every settings group (spec 000 §3, 001 §3). */
export const PartnerSiteSchema = v.object({
  id: v.number(),
  name: v.string(),
  sub_domain: v.string(),
  link: v.nullable(v.string()),
  domain: v.nullable(v.string()),
  status: v.enum(SiteStatus),
  /** Why an administrator sent the site back (status Reviewing); null otherwise. */
  review_note: v.optional(v.nullable(v.string()), null),
  /** On a read by id (and the answer of an update): the latest request to change the site's address, or null. */
  address_change: v.optional(v.nullable(SiteChangeSchema)),
  general_settings: GeneralSettingsSchema,
  redirection_settings: RedirectionSettingsSchema,
  script_settings: ScriptSettingsSchema,
  theme_settings: ThemeSettingsSchema,
  /** The search page's own colours over the theme (null: the theme's). */
  search_page_theme_settings: v.optional(SearchPageThemeSchema, {}),
  header_settings: HeaderSettingsSchema,
  footer_settings: FooterSettingsSchema,
  booking_flow_settings: BookingFlowSettingsSchema,
  location_settings: LocationSettingsSchema,
  merchant_of_record: MerchantOfRecordSchema,
  /** Spec 000 §3 names this list on the site itself; it mirrors merchant_of_record.payment_method. */
  merchant_of_record_payment_method: v.array(v.enum(PaymentMethod)),
  site_settings: v.array(SiteSettingSchema),
  /** On a read by id: the partner's Stripe accounts, one per currency, by currency (ADR 0031). */
  stripe_accounts: v.optional(v.array(StripeAccountSchema)),
});
export type PartnerSite = v.InferOutput<typeof PartnerSiteSchema>;

export const PartnerSiteAnswerSchema = dataEnvelope(PartnerSiteSchema);
export type PartnerSiteAnswer = v.InferOutput<typeof PartnerSiteAnswerSchema>;
export const PartnerSiteListAnswerSchema = listEnvelope(PartnerSiteSchema);
export type PartnerSiteListAnswer = v.InferOutput<typeof PartnerSiteListAnswerSchema>;

/** What a site's general settings may hold (issue 15 §1). */
export const SITE_LIMITS = { name: 80, companyName: 120, subDomain: 63, domain: 253, favicon: 2048, rejectReason: 500 } as const;

/**
 * Sub-domains the platform keeps for its own hosts and services: no partner site may take one, so a site can never
 * stand in for the panel, the API or mail.
 */
export const RESERVED_SUB_DOMAINS: readonly string[] = [
  'admin', 'api', 'app', 'assets', 'auth', 'cdn', 'docs', 'gateway', 'help', 'localhost', 'login', 'mail', 'npanel',
  'panel', 'remotes', 'smtp', 'static', 'status', 'support', 'wayhub', 'www',
];

/** A DNS label in lower case (RFC 1035 letters, digits, hyphens; at most 63), not one of the reserved ones. */
export const SubDomainSchema = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('validation.required'),
  v.maxLength(SITE_LIMITS.subDomain, 'validation.subDomainInvalid'),
  v.regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/, 'validation.subDomainInvalid'),
  v.check((label) => !RESERVED_SUB_DOMAINS.includes(label), 'validation.subDomainReserved'),
);

/** A host name with at least two labels, without scheme, port or path; stored in lower case. Empty means none. */
export const CustomDomainSchema = v.pipe(
  v.nullable(v.string()),
  v.transform((value) => (value === null || value.trim() === '' ? null : value.trim().toLowerCase().replace(/\.$/, ''))),
  v.nullable(
    v.pipe(
      v.string(),
      v.maxLength(SITE_LIMITS.domain, 'validation.domainInvalid'),
      v.regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/, 'validation.domainInvalid'),
    ),
  ),
);

const siteText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))), null);

const siteFields = {
  name: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(SITE_LIMITS.name)),
  sub_domain: SubDomainSchema,
  domain: v.optional(CustomDomainSchema, null),
  company_name: siteText(SITE_LIMITS.companyName),
  favicon_icon: siteText(SITE_LIMITS.favicon),
  language: v.object({
    enabled_language: v.pipe(v.array(LocaleCodeSchema), v.minLength(1, 'validation.required')),
    primary_language: LocaleCodeSchema,
  }),
};

/**
 * Body of POST /core/v1/partner-sites (spec 002 §7.5 "create"): a new site's general settings. The primary language
 * is one of the enabled ones; the site starts Pending until an administrator approves it.
 */
export const CreateSiteInputSchema = v.pipe(
  v.object(siteFields),
  v.forward(
    v.partialCheck(
      [['language', 'enabled_language'], ['language', 'primary_language']],
      (input) => input.language.enabled_language.includes(input.language.primary_language),
      'validation.primaryLanguageNotEnabled',
    ),
    ['language', 'primary_language'],
  ),
);
export type CreateSiteInput = v.InferOutput<typeof CreateSiteInputSchema>;

/**
 * Body of PUT /core/v1/partner-sites/{id} (spec 002 §7.5): the general settings again, with the primary page. The
 * primary language must be the one the site has (it cannot change once set); on a Confirmed site a new sub-domain or
 * custom domain is held for an administrator's approval (ADR 0026), the rest applies at once.
 */
export const UpdateSiteInputSchema = v.pipe(
  v.object({ ...siteFields, primary_page_id: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null) }),
  v.forward(
    v.partialCheck(
      [['language', 'enabled_language'], ['language', 'primary_language']],
      (input) => input.language.enabled_language.includes(input.language.primary_language),
      'validation.primaryLanguageNotEnabled',
    ),
    ['language', 'primary_language'],
  ),
);
export type UpdateSiteInput = v.InferOutput<typeof UpdateSiteInputSchema>;


/** Body of PUT /core/v1/user/privacy-policy: the partner's answer to the platform's privacy policy (spec 000 §5). */
export const PrivacyPolicyDecisionSchema = v.object({ accepted: v.boolean('validation.required') });
export type PrivacyPolicyDecision = v.InferOutput<typeof PrivacyPolicyDecisionSchema>;

/** Query of the administrators' site list: a status to show (Pending for the approval queue), keyset paged. */
export const AdminSiteListQuerySchema = v.object({
  ...ListQuerySchema.entries,
  status: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.check((status) => (Object.values(SiteStatus) as number[]).includes(status), 'validation.invalid'),
      v.transform((status) => status as SiteStatus),
    ),
  ),
});
export type AdminSiteListQuery = v.InferOutput<typeof AdminSiteListQuerySchema>;

/** Body of an administrator's refusal of a site: the reason its owner reads. */
export const RejectSiteInputSchema = v.object({
  reason: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(SITE_LIMITS.rejectReason)),
});
export type RejectSiteInput = v.InferOutput<typeof RejectSiteInputSchema>;

/** Query of the TLS check a reverse proxy asks before it requests a certificate for a host (ADR 0026). */
export const TlsCheckQuerySchema = v.object({ domain: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(253)) });

/** Query of the site-by-host call. */
export const SiteByHostQuerySchema = v.object({ url: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(253)) });

/** Query of the site settings call: optional comma-separated setting keys. */
export const SiteSettingsQuerySchema = v.object({ setting: v.optional(v.string()) });

/** What the settings groups may hold (issue 15 §2). */
export const SETTINGS_LIMITS = {
  scripts: 20_000,
  footerWidgets: 4,
  widgetTitle: 80,
  widgetContent: 4_000,
  address: 300,
  phone: 40,
  email: 254,
  font: 60,
} as const;

const INVALID = 'validation.invalid';
const inputColor = v.pipe(v.string('validation.colorInvalid'), v.trim(), v.regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'validation.colorInvalid'));
const inputText = (max: number, message: string) =>
  v.pipe(
    v.nullable(v.string(INVALID)),
    v.transform((value) => (value === null || value.trim() === '' ? null : value.trim())),
    v.nullable(v.pipe(v.string(), v.maxLength(max, message))),
  );
const nullableOf = <T extends v.GenericSchema<string, string>>(schema: T) =>
  v.pipe(
    v.nullable(v.string(INVALID)),
    v.transform((value) => (value === null || value.trim() === '' ? null : value)),
    v.nullable(schema),
  );

/**
 * The settings groups as the partner's forms write them (issue 15 §2, spec 001 §3), each whole: a group present in
 * the body replaces the site's, a group left out stays as it is. Body of PUT /core/v1/partner-sites/{id}/site-settings
 * (ADR 0029). Pictures and links are site addresses or https, as in the builder; footer widgets and scripts go through
 * the API's sanitiser.
 */
export const SiteSettingsInputSchema = v.object({
  booking_flow_settings: v.optional(v.object({ process_single_cart_item: v.boolean(INVALID) })),
  header_settings: v.optional(
    v.object({
      header_type: v.enum(HeaderType, INVALID),
      black_logo: nullableOf(SiteImageSchema),
      white_logo: nullableOf(SiteImageSchema),
      disable_cart: v.boolean(INVALID),
      disable_language_dropdown: v.boolean(INVALID),
    }),
  ),
  footer_settings: v.optional(
    v.object({
      footer_background_color: inputColor,
      footer_font_color: inputColor,
      widgets: v.pipe(
        v.array(
          v.object({
            title: v.pipe(v.string(INVALID), v.trim(), v.nonEmpty('validation.required'), v.maxLength(SETTINGS_LIMITS.widgetTitle, 'validation.widgetTitleTooLong')),
            content: v.pipe(v.string(INVALID), v.maxLength(SETTINGS_LIMITS.widgetContent, 'validation.widgetContentTooLong')),
          }),
          INVALID,
        ),
        v.maxLength(SETTINGS_LIMITS.footerWidgets, 'validation.footerWidgetsTooMany'),
      ),
      use_goto_hub_privacy: v.boolean(INVALID),
      privacy_policy_page_path: nullableOf(SiteAddressSchema),
      terms_and_conditions_page_path: nullableOf(SiteAddressSchema),
    }),
  ),
  location_settings: v.optional(
    v.object({
      location_id: v.nullable(v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(1, INVALID))),
      address: inputText(SETTINGS_LIMITS.address, 'validation.addressTooLong'),
      phone: nullableOf(v.pipe(v.string(), v.maxLength(SETTINGS_LIMITS.phone, 'validation.phoneInvalid'), v.regex(/^\+?[\d\s().-]{4,}$/, 'validation.phoneInvalid'))),
      email: nullableOf(v.pipe(v.string(), v.trim(), v.maxLength(SETTINGS_LIMITS.email, 'validation.emailInvalid'), v.email('validation.emailInvalid'))),
    }),
  ),
  redirection_settings: v.optional(
    v.object({
      is_redirect_search_page: v.boolean(INVALID),
      redirect_to_service: v.nullable(ServiceTypeNameSchema),
      redirection_url: nullableOf(v.pipe(v.string(), v.trim(), v.regex(/^https?:\/\/[^\s/]+\S*$/i, 'validation.linkInvalid'), v.maxLength(2000, 'validation.linkInvalid'))),
    }),
  ),
  script_settings: v.optional(
    v.object({
      head_scripts: v.pipe(v.string(INVALID), v.maxLength(SETTINGS_LIMITS.scripts, 'validation.scriptsTooLong')),
      footer_scripts: v.pipe(v.string(INVALID), v.maxLength(SETTINGS_LIMITS.scripts, 'validation.scriptsTooLong')),
    }),
  ),
  theme_settings: v.optional(
    v.object({
      button_radius: v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(0, 'validation.radiusRange'), v.maxValue(100, 'validation.radiusRange')),
      button_background_color: inputColor,
      button_text_color: inputColor,
      icon_color: inputColor,
      icon_secondary_color: inputColor,
      text_color: inputColor,
      room_type_background_color: inputColor,
      disabled_text_color: inputColor,
      outline_color: inputColor,
      free_cancellation_text_color: inputColor,
      badge_background_color: inputColor,
      badge_text_color: inputColor,
      box_color: inputColor,
      site_font: v.pipe(v.string(INVALID), v.trim(), v.nonEmpty('validation.required'), v.maxLength(SETTINGS_LIMITS.font, 'validation.fontInvalid')),
      checkout_button_color: inputColor,
      dialog_header_color: inputColor,
      title_color: inputColor,
      subtitle_color: inputColor,
    }),
  ),
  /** The search page's colours; an empty one is the theme's. */
  search_page_theme_settings: v.optional(
    v.object({
      button_background_color: nullableOf(inputColor),
      button_text_color: nullableOf(inputColor),
      text_color: nullableOf(inputColor),
      title_color: nullableOf(inputColor),
      subtitle_color: nullableOf(inputColor),
      box_color: nullableOf(inputColor),
      outline_color: nullableOf(inputColor),
      badge_background_color: nullableOf(inputColor),
      badge_text_color: nullableOf(inputColor),
      icon_color: nullableOf(inputColor),
    }),
  ),
});
export type SiteSettingsInput = v.InferOutput<typeof SiteSettingsInputSchema>;

/** What the search page's settings hold (issue 15 §2 "search page"). */
export const SEARCH_PAGE_LIMITS = { title: 120, subtitle: 300 } as const;

/** A site's search page as stored and as its owner reads it: a cover picture, and a title and subtitle per language. */
export const SearchPageSettingsSchema = v.object({
  cover_image_url: v.optional(v.nullable(v.string()), null),
  titles: v.optional(v.record(LocaleCodeSchema, v.string()), {}),
  subtitles: v.optional(v.record(LocaleCodeSchema, v.string()), {}),
});
export type SearchPageSettings = v.InferOutput<typeof SearchPageSettingsSchema>;
export const SearchPageSettingsAnswerSchema = dataEnvelope(SearchPageSettingsSchema);

const localizedText = (max: number, message: string) =>
  v.pipe(
    v.record(LocaleCodeSchema, v.pipe(v.string(INVALID), v.trim(), v.maxLength(max, message)), INVALID),
    // A language left empty is not stored: visitors then read the primary language's text, or the page's own.
    v.transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== '')) as Record<string, string>),
  );

/**
 * Body of PUT /core/v1/partner-sites/search-page/{id} (spec 002 §7.5): the cover picture (a site address, https, or an
 * uploaded picture) and the texts, in the site's enabled languages only (the API checks which).
 */
export const SearchPageInputSchema = v.object({
  cover_image_url: nullableOf(SiteImageSchema),
  titles: localizedText(SEARCH_PAGE_LIMITS.title, 'validation.pageTitleTooLong'),
  subtitles: localizedText(SEARCH_PAGE_LIMITS.subtitle, 'validation.seoDescriptionTooLong'),
});
export type SearchPageInput = v.InferOutput<typeof SearchPageInputSchema>;

/** GET /core/public/partner-sites/search-page?site_id&locale: the search page's cover and texts in one language. */
export const PublicSearchPageQuerySchema = v.object({ site_id: IdTextSchema, locale: v.optional(LocaleCodeSchema) });
export const PublicSearchPageSchema = v.object({ cover_image_url: v.nullable(v.string()), title: v.nullable(v.string()), subtitle: v.nullable(v.string()) });
export type PublicSearchPage = v.InferOutput<typeof PublicSearchPageSchema>;
export const PublicSearchPageAnswerSchema = dataEnvelope(PublicSearchPageSchema);
export type SiteSettingsGroup = keyof SiteSettingsInput;
/** The groups' names, in the order the panel shows them. */
export const SITE_SETTINGS_GROUPS = [
  'booking_flow_settings',
  'header_settings',
  'footer_settings',
  'location_settings',
  'redirection_settings',
  'script_settings',
  'theme_settings',
] as const satisfies readonly SiteSettingsGroup[];

export function siteNeedsSelection(siteId: number | null | undefined): boolean {
  return siteId === null || siteId === undefined || siteId === LIMITS.noSiteId;
}

/* ------------------------------------------------------------------ public partner-site calls (spec 002 §7.2) */

/** The visitor's e-mail: the same rules and message ids as every other e-mail field. */
const visitorEmail = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.nonEmpty('validation.emailRequired'),
  v.email('validation.emailInvalid'),
  v.maxLength(254, 'validation.emailInvalid'),
  v.toLowerCase(),
);
const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.invalid'));

export const QUESTION_LIMITS = { name: 120, question: 2000, phone: 32 } as const;

/** Body of POST /{siteId}/submit-question/{id}: a visitor's question about a service the site sells. */
export const SubmitQuestionInputSchema = v.object({
  name: requiredText(QUESTION_LIMITS.name),
  email: visitorEmail,
  question: requiredText(QUESTION_LIMITS.question),
  /** Optional; digits with an optional leading +, spaces, dashes and brackets. */
  phone: v.optional(
    v.nullable(
      v.pipe(
        v.string('validation.invalid'),
        v.trim(),
        v.maxLength(QUESTION_LIMITS.phone, 'validation.invalid'),
        v.regex(/^$|^\+?[0-9][0-9 ()-]{3,}[0-9]$/, 'validation.invalid'),
      ),
    ),
  ),
  /** The page's language; else the APP-LOCALE header, else the site's primary language. */
  locale: v.optional(LocaleCodeSchema),
});
export type SubmitQuestionInput = v.InferInput<typeof SubmitQuestionInputSchema>;

export const SubmittedQuestionSchema = v.object({ id: v.number(), service_id: v.number(), created_at: v.string() });
export const SubmitQuestionAnswerSchema = dataEnvelope(SubmittedQuestionSchema);

export const CUSTOMIZE_SITE_LIMITS = { maxCount: 50 } as const;
const queryId = IdTextSchema;
const queryFlag = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.picklist(['true', 'false', '1', '0']),
  v.transform((text) => text === 'true' || text === '1'),
);

/**
 * Query of GET /{siteId}/white-label/customize-site (spec 002 §7.2). `service_type` is a name (`hotels`) or its
 * numeric id (spec 002 §9: hotels 3); `white_label_id` is the supplier whose services are shown; `count` defaults
 * to the white-label page size (12, spec 002 §9), at most 50.
 */
export const CustomizeSiteQuerySchema = v.object({
  is_random: v.optional(queryFlag, 'false'),
  service_type: v.optional(v.union([ServiceTypeNameSchema, v.pipe(v.string(), v.regex(/^[1-7]$/), v.toNumber())])),
  white_label_id: v.optional(queryId),
  count: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(CUSTOMIZE_SITE_LIMITS.maxCount)), String(PAGE_SIZES.whiteLabelServices)),
  location_id: v.optional(queryId),
  category_id: v.optional(queryId),
  locale: v.optional(LocaleCodeSchema),
});
export type CustomizeSiteQuery = v.InferInput<typeof CustomizeSiteQuerySchema>;

/** What a site widget embeds: a search box, or a grid of chosen services. */
export const WIDGET_KINDS = ['search', 'service_grid'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

/** GET /partner-sites/widget/{uuid}: the widget, with the services it shows that the site still sells. */
export const SiteWidgetSchema = v.object({
  uuid: v.pipe(v.string(), v.uuid()),
  site_id: v.number(),
  name: v.string(),
  kind: v.picklist(WIDGET_KINDS),
  settings: v.record(v.string(), v.unknown()),
  services: v.array(ServiceCardSchema),
});
export type SiteWidget = v.InferOutput<typeof SiteWidgetSchema>;
export const SiteWidgetAnswerSchema = dataEnvelope(SiteWidgetSchema);
