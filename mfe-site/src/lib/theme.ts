/**
 * The site theme (spec 001 §3 "Theme") as CSS custom properties on the storefront wrapper. Every field has its
 * default (THEME_DEFAULTS: button radius 50, box colour #FFF, font Roboto), so a site that sets nothing still gets
 * a complete theme. Pages use the `var(--wh-…)` names through the style objects below, so search and product
 * pages pick up the same theme without knowing the site.
 */
import { THEME_DEFAULTS } from 'shared-contracts/constants';
import type { ThemeSettings } from 'shared-contracts/sites';
import { readableOn } from 'shared-contracts/sites';

export const THEME_VARS = {
  buttonRadius: '--wh-button-radius',
  buttonBg: '--wh-button-bg',
  buttonFg: '--wh-button-fg',
  icon: '--wh-icon',
  iconSecondary: '--wh-icon-secondary',
  text: '--wh-text',
  roomTypeBg: '--wh-room-type-bg',
  disabledText: '--wh-disabled-text',
  outline: '--wh-outline',
  freeCancellation: '--wh-free-cancellation',
  badgeBg: '--wh-badge-bg',
  badgeFg: '--wh-badge-fg',
  box: '--wh-box',
  font: '--wh-font',
  checkoutButton: '--wh-checkout-button',
  dialogHeader: '--wh-dialog-header',
  /** The checkout dialog's title on its header colour: the title colour, or black or white where that would not read. */
  dialogHeaderFg: '--wh-dialog-header-fg',
  title: '--wh-title',
  subtitle: '--wh-subtitle',
} as const;

const cssVar = (name: keyof typeof THEME_VARS) => `var(${THEME_VARS[name]})`;

/**
 * Fallbacks after the site's font: the font may not be installed or loaded, the page must still read well. Roboto is
 * self-hosted by the shell's page, and "Roboto Fallback" is Arial sized to Roboto's metrics until it arrives
 * (tooling/webpack/font-faces.ts), so the swap moves nothing.
 */
const FONT_FALLBACK = 'Roboto, "Roboto Fallback", system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif';

/** Quotes a font family for CSS, dropping characters that could break out of the declaration. */
function fontFamily(name: string): string {
  const clean = name.replace(/["'\\;{}<>]/g, '').trim();
  return clean ? `"${clean}", ${FONT_FALLBACK}` : FONT_FALLBACK;
}

/** The site's theme with every default filled in (the contract schema already defaults; a factory may not). */
export function resolveTheme(theme: Partial<ThemeSettings> | null | undefined): ThemeSettings {
  const merged: ThemeSettings = { ...THEME_DEFAULTS };
  for (const [key, value] of Object.entries(theme ?? {})) {
    if (value !== undefined && value !== null && value !== '') (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

/** CSS custom properties (and the base font and text colour) for the storefront wrapper. */
export function themeCssVars(input: Partial<ThemeSettings> | null | undefined): Record<string, string> {
  const theme = resolveTheme(input);
  return {
    [THEME_VARS.buttonRadius]: `${theme.button_radius}px`,
    [THEME_VARS.buttonBg]: theme.button_background_color,
    // A site's button text colour that does not read on its button colour is corrected, never shown unreadable.
    [THEME_VARS.buttonFg]: readableOn(theme.button_background_color, theme.button_text_color),
    [THEME_VARS.icon]: theme.icon_color,
    [THEME_VARS.iconSecondary]: theme.icon_secondary_color,
    [THEME_VARS.text]: readableOn(theme.box_color, theme.text_color),
    [THEME_VARS.roomTypeBg]: theme.room_type_background_color,
    [THEME_VARS.disabledText]: theme.disabled_text_color,
    [THEME_VARS.outline]: theme.outline_color,
    [THEME_VARS.freeCancellation]: theme.free_cancellation_text_color,
    [THEME_VARS.badgeBg]: theme.badge_background_color,
    [THEME_VARS.badgeFg]: readableOn(theme.badge_background_color, theme.badge_text_color),
    [THEME_VARS.box]: theme.box_color,
    [THEME_VARS.font]: fontFamily(theme.site_font),
    [THEME_VARS.checkoutButton]: theme.checkout_button_color,
    [THEME_VARS.dialogHeader]: theme.dialog_header_color,
    [THEME_VARS.dialogHeaderFg]: readableOn(theme.dialog_header_color, theme.title_color),
    [THEME_VARS.title]: readableOn(theme.box_color, theme.title_color),
    [THEME_VARS.subtitle]: readableOn(theme.box_color, theme.subtitle_color),
  };
}

/** Style props for a themed primary button (Chakra Button or a link styled as one). */
export const themedButton = {
  bg: cssVar('buttonBg'),
  color: cssVar('buttonFg'),
  borderRadius: cssVar('buttonRadius'),
  _hover: { bg: cssVar('buttonBg'), opacity: 0.9 },
} as const;

/** Style props for a themed box (cards, panels). */
export const themedBox = {
  bg: cssVar('box'),
  color: cssVar('text'),
  borderColor: cssVar('outline'),
} as const;

export const themedTitle = { color: cssVar('title') } as const;
export const themedSubtitle = { color: cssVar('subtitle') } as const;
export const themedBadge = { bg: cssVar('badgeBg'), color: cssVar('badgeFg') } as const;

/** Visible focus ring in the site's colours (WCAG 2.4.7). */
export const focusRing = {
  _focusVisible: { outline: '3px solid', outlineColor: cssVar('buttonBg'), outlineOffset: '2px' },
} as const;
