/**
 * The one Chakra system of Wayhub: every remote renders with it (through UiProvider), so one theme and one look
 * hold across remotes (ARCHITECTURE §2).
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { THEME_DEFAULTS } from 'shared-contracts/constants';

/** Wayhub blue; 700 is the spec's default button colour (THEME_DEFAULTS.button_background_color). */
export const BRAND_PALETTE = {
  50: '#EBF5FF',
  100: '#E1EFFE',
  200: '#C3DDFD',
  300: '#A4CAFE',
  400: '#76A9FA',
  500: '#3F83F8',
  600: '#1C64F2',
  700: THEME_DEFAULTS.button_background_color,
  800: '#1E429F',
  900: '#233876',
  950: '#172554',
} as const;

/** Roboto is the spec's default site font; the fallbacks keep the metrics close where it is not installed. */
export const FONT_STACK = `${THEME_DEFAULTS.site_font}, "Helvetica Neue", Arial, "Noto Sans", sans-serif`;

type Scale = Record<string, { value: string }>;
const toTokens = (scale: Record<string | number, string>): Scale =>
  Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }]));

export const wayhubConfig = defineConfig({
  globalCss: {
    'html, body': { fontFamily: 'body', color: 'fg', bg: 'bg' },
  },
  theme: {
    tokens: {
      colors: { brand: toTokens(BRAND_PALETTE) },
      fonts: {
        heading: { value: FONT_STACK },
        body: { value: FONT_STACK },
      },
      radii: {
        l1: { value: '4px' },
        l2: { value: '6px' },
        l3: { value: '10px' },
        // THEME_DEFAULTS.button_radius: storefront buttons are pills.
        pill: { value: `${THEME_DEFAULTS.button_radius}px` },
      },
    },
    semanticTokens: {
      colors: {
        // The shape Chakra's colorPalette expects, so `colorPalette="brand"` works on every recipe.
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: THEME_DEFAULTS.button_text_color },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

/**
 * Chakra's default theme (tokens, semantic tokens, text/layer/animation styles, global CSS) with ONLY the recipes of
 * the components shared-ui re-exports. `defaultConfig` carries every recipe of every Chakra component (about 200 KB
 * before minification) and shared modules are not tree-shaken (ADR 0001). A component whose recipe is missing renders
 * unstyled: when a Chakra component is added to the re-exports, add its recipe here (the shared-ui test
 * `system.test.ts` fails otherwise).
 */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
} as const;

export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
} as const;

/** Chakra's defaultThemeConfig (theme/index.js) minus the recipes we do not use. */
const chakraThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const system = createSystem(defaultBaseConfig, chakraThemeConfig, wayhubConfig);
