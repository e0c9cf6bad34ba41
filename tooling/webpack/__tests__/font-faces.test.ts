import fs from 'node:fs';
import { FONT_FALLBACK_FAMILY, ROBOTO_WEIGHTS, fontHead, robotoFile } from '../font-faces';

describe('the self-hosted site font (issue 16 §5)', () => {
  it('ships Roboto’s variable Latin file: every weight in one file', () => {
    expect(fs.statSync(robotoFile()).size).toBeGreaterThan(30_000);
  });

  it('declares the weight range with swap and the Latin range, preloads the file, and sizes the fallback to Roboto', () => {
    const head = fontHead('/_shell/', [{ weight: ROBOTO_WEIGHTS, file: 'fonts/roboto-latin-wght-normal.0123abcd.woff2' }]);
    expect(head.startsWith('<link rel="preload" href="/_shell/fonts/roboto-latin-wght-normal.0123abcd.woff2" as="font" type="font/woff2" crossorigin>')).toBe(true);
    const faces = head.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(2);
    expect(faces[0]).toContain('font-weight:100 900;font-display:swap;src:url(/_shell/fonts/roboto-latin-wght-normal.0123abcd.woff2) format("woff2");unicode-range:U+0000-00FF');
    expect(faces[1]).toBe(
      `@font-face{font-family:"${FONT_FALLBACK_FAMILY}";src:local("Arial"),local("ArialMT"),local("Liberation Sans"),local("Arimo");size-adjust:100.30%;ascent-override:92.77%;descent-override:24.41%;line-gap-override:0.00%}`,
    );
  });
});
