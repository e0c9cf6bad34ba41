import * as v from 'valibot';
import { LIMITS, THEME_DEFAULTS } from '../constants';
import { HeaderType, MerchantOfRecordType, PaymentMethod, SiteStatus } from '../enums';
import { dataEnvelope, listEnvelope } from './common';
import { LocaleCodeSchema } from './locales';

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

export const BookingFlowSettingsSchema = v.object({
  process_single_cart_item: v.optional(v.boolean(), false),
});

export const MerchantOfRecordSchema = v.object({
  type: v.enum(MerchantOfRecordType),
  payment_method: v.array(v.enum(PaymentMethod)),
});
export type MerchantOfRecord = v.InferOutput<typeof MerchantOfRecordSchema>;

/** One item of the site settings list (spec 000 §7, 002 §7.2). */
export const SiteSettingSchema = v.object({ setting: v.string(), value: v.nullable(v.string()) });
export type SiteSetting = v.InferOutput<typeof SiteSettingSchema>;
export const SiteSettingsAnswerSchema = dataEnvelope(v.array(SiteSettingSchema));
export type SiteSettingsAnswer = v.InferOutput<typeof SiteSettingsAnswerSchema>;

/** Partner site with every settings group (spec 000 §3, 001 §3). */
export const PartnerSiteSchema = v.object({
  id: v.number(),
  name: v.string(),
  sub_domain: v.string(),
  link: v.nullable(v.string()),
  domain: v.nullable(v.string()),
  status: v.enum(SiteStatus),
  general_settings: GeneralSettingsSchema,
  redirection_settings: RedirectionSettingsSchema,
  script_settings: ScriptSettingsSchema,
  theme_settings: ThemeSettingsSchema,
  header_settings: HeaderSettingsSchema,
  footer_settings: FooterSettingsSchema,
  booking_flow_settings: BookingFlowSettingsSchema,
  merchant_of_record: MerchantOfRecordSchema,
  /** Spec 000 §3 names this list on the site itself; it mirrors merchant_of_record.payment_method. */
  merchant_of_record_payment_method: v.array(v.enum(PaymentMethod)),
  site_settings: v.array(SiteSettingSchema),
});
export type PartnerSite = v.InferOutput<typeof PartnerSiteSchema>;

export const PartnerSiteAnswerSchema = dataEnvelope(PartnerSiteSchema);
export type PartnerSiteAnswer = v.InferOutput<typeof PartnerSiteAnswerSchema>;
export const PartnerSiteListAnswerSchema = listEnvelope(PartnerSiteSchema);
export type PartnerSiteListAnswer = v.InferOutput<typeof PartnerSiteListAnswerSchema>;

/** Query of the site-by-host call. */
export const SiteByHostQuerySchema = v.object({ url: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(253)) });

/** Query of the site settings call: optional comma-separated setting keys. */
export const SiteSettingsQuerySchema = v.object({ setting: v.optional(v.string()) });

export function siteNeedsSelection(siteId: number | null | undefined): boolean {
  return siteId === null || siteId === undefined || siteId === LIMITS.noSiteId;
}
