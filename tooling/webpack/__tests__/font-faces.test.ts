import fs from 'node:fs';
import { FONT_FALLBACK_FAMILY, ROBOTO_WEIGHTS, fontHead, robotoFile } from '../font-faces';

describe('the self-hosted site font (issue 16 §5)', () => {
  it('ships the Latin files of every weight the storefront uses', () => {
    for (const weight of ROBOTO_WEIGHTS) expect(fs.statSync(robotoFile(weight)).size).toBeGreaterThan(10_000);
  });

  it('declares each weight with swap and the Latin range, preloads the regular one, and sizes the fallback to Roboto', () => {
    const head = fontHead('/_shell/', [
      { weight: 400, file: 'fonts/roboto-latin-400-normal.0123abcd.woff2' },
      { weight: 700, file: 'fonts/roboto-latin-700-normal.89abcdef.woff2' },
    ]);
    expect(head.startsWith('<link rel="preload" href="/_shell/fonts/roboto-latin-400-normal.0123abcd.woff2" as="font" type="font/woff2" crossorigin>')).toBe(true);
    const faces = head.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(3);
    expect(faces[1]).toContain('font-weight:700;font-display:swap;src:url(/_shell/fonts/roboto-latin-700-normal.89abcdef.woff2) format("woff2");unicode-range:U+0000-00FF');
    expect(faces[2]).toBe(
      `@font-face{font-family:"${FONT_FALLBACK_FAMILY}";src:local("Arial"),local("ArialMT"),local("Liberation Sans"),local("Arimo");size-adjust:100.30%;ascent-override:92.77%;descent-override:24.41%;line-gap-override:0.00%}`,
    );
  });
});
