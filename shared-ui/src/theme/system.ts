/**
 * The one Chakra system of Wayhub: every remote renders with it (through UiProvider), so one theme and one look
 * hold across remotes (ARCHITECTURE §2).
 */
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
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

/**
 * Roboto is the spec's default site font, self-hosted by the shell's page; "Roboto Fallback" is Arial sized to its
 * metrics while it loads (tooling/webpack/font-faces.ts).
 */
export const FONT_STACK = `${THEME_DEFAULTS.site_font}, "Roboto Fallback", "Helvetica Neue", Arial, "Noto Sans", sans-serif`;

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
  spinner: spinnerRecipe,
} as const;

export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
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

type RecipeTable = Record<string, unknown>;

/**
 * Adds recipes to the one system after it was created: the recipes of components that only lazily loaded modules
 * render (overlays in `shared-ui/panel`, the toaster, the storefront pages' pieces) register when their module
 * loads, so a storefront visit's first load does not carry them. Chakra looks a recipe up by key when a component
 * first renders (system.getSlotRecipe reads the config's table then), so a recipe registered before that is used.
 */
export function registerRecipes(target: SystemContext, extra: { recipes?: RecipeTable; slotRecipes?: RecipeTable }): void {
  const theme = (target._config.theme ??= {}) as { recipes?: RecipeTable; slotRecipes?: RecipeTable };
  if (extra.recipes) theme.recipes = Object.assign(theme.recipes ?? {}, extra.recipes);
  if (extra.slotRecipes) theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, extra.slotRecipes);
}
