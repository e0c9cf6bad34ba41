/**
 * The site font, self-hosted (issue 16 §5): Roboto's variable Latin file from @fontsource-variable/roboto (every weight
 * in one 43 KB file, where three static weights were 66 KB) is emitted into the shell's build under a content-hashed
 * name (served immutable), and the shell's page gets, in its <head>:
 * - an `@font-face` rule for weights 100–900 with `font-display: swap` and the Latin unicode-range (other scripts use
 *   the system's fonts);
 * - "Roboto Fallback": Arial adjusted to Roboto's metrics (size, ascent, descent, line gap), so the text laid out
 *   before Roboto arrives takes the same room and nothing moves when it swaps in;
 * - a preload of that file, which every page's text needs first.
 * The theme's font stacks name "Roboto Fallback" right after Roboto (mfe-site lib/theme.ts, shared-ui theme).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Compiler } from 'webpack';

export const FONT_FALLBACK_FAMILY = 'Roboto Fallback';
/** Roboto over Arial (the metric overrides font tools publish for this pair). */
export const ROBOTO_ON_ARIAL = { sizeAdjust: '100.30%', ascentOverride: '92.77%', descentOverride: '24.41%', lineGapOverride: '0.00%' } as const;
/** The weight axis the variable file covers. */
export const ROBOTO_WEIGHTS = '100 900';
/** U+0000-00FF and the punctuation and symbols Latin text uses (fontsource's "latin" subset). */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export interface EmittedFont {
  weight: string;
  file: string;
}

export function robotoFile(): string {
  return path.join(path.dirname(require.resolve('@fontsource-variable/roboto/package.json')), 'files', 'roboto-latin-wght-normal.woff2');
}

/** The <head> markup for the fonts at `publicPath`. */
export function fontHead(publicPath: string, fonts: readonly EmittedFont[]): string {
  const faces = fonts.map(
    ({ weight, file }) =>
      `@font-face{font-family:Roboto;font-style:normal;font-weight:${weight};font-display:swap;src:url(${publicPath}${file}) format("woff2");unicode-range:${LATIN_RANGE}}`,
  );
  const m = ROBOTO_ON_ARIAL;
  faces.push(
    `@font-face{font-family:"${FONT_FALLBACK_FAMILY}";src:local("Arial"),local("ArialMT"),local("Liberation Sans"),local("Arimo");size-adjust:${m.sizeAdjust};ascent-override:${m.ascentOverride};descent-override:${m.descentOverride};line-gap-override:${m.lineGapOverride}}`,
  );
  const preload = fonts.map(({ file }) => `<link rel="preload" href="${publicPath}${file}" as="font" type="font/woff2" crossorigin>`).join('');
  return `${preload}<style data-fonts>${faces.join('')}</style>`;
}

export class FontFacesPlugin {
  constructor(private readonly publicPath: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FontFacesPlugin', (compilation) => {
      const fonts: EmittedFont[] = [];
      compilation.hooks.processAssets.tap({ name: 'FontFacesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const source = fs.readFileSync(robotoFile());
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
        const file = `fonts/roboto-latin-wght-normal.${hash}.woff2`;
        compilation.emitAsset(file, new webpack.sources.RawSource(source));
        fonts.push({ weight: ROBOTO_WEIGHTS, file });
      });
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('FontFacesPlugin', (data) => {
        data.html = data.html.replace('</title>', () => `</title>${fontHead(this.publicPath, fonts)}`);
        return data;
      });
    });
  }
}
