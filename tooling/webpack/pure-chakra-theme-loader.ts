/**
 * A webpack loader for one file, @chakra-ui/react's dist/esm/theme/index.js (ADR 0001, "recipes").
 *
 * That module re-exports every recipe and also builds `defaultThemeConfig = defineConfig({ …, recipes, slotRecipes })`
 * at its top level. `defineConfig` is the identity function, but the call carries no `#__PURE__` mark, so webpack
 * keeps the binding (and with it all ~100 recipes) even when nothing reads it, as soon as anything else is imported
 * from '@chakra-ui/react/theme' (the tokens shared-ui builds its system from). Marking that one call pure lets
 * webpack's inner-graph analysis drop it: only the recipes shared-ui names are bundled.
 * If a Chakra upgrade changes the line, the loader warns at build time and the bundle only grows back.
 */
import type { LoaderContext } from 'webpack';

export const THEME_CONFIG_LINE = /\bconst defaultThemeConfig = defineConfig\(/;

export function markThemeConfigPure(source: string): string | undefined {
  if (!THEME_CONFIG_LINE.test(source)) return undefined;
  return source.replace(THEME_CONFIG_LINE, 'const defaultThemeConfig = /*#__PURE__*/ defineConfig(');
}

export default function pureChakraThemeLoader(this: LoaderContext<unknown>, source: string): string {
  const marked = markThemeConfigPure(source);
  if (marked !== undefined) return marked;
  this.emitWarning(
    new Error(`pure-chakra-theme-loader: "const defaultThemeConfig = defineConfig(" not found in ${this.resourcePath}; every Chakra recipe will be bundled`),
  );
  return source;
}
