import fs from 'node:fs';
import path from 'node:path';
import { CHAKRA_THEME_INDEX } from '../create-config';
import { markThemeConfigPure } from '../pure-chakra-theme-loader';

describe('pure-chakra-theme-loader', () => {
  const themeIndex = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist', 'esm', 'theme', 'index.js');

  it("matches the installed Chakra's theme entry and marks its defaultThemeConfig call pure", () => {
    expect(CHAKRA_THEME_INDEX.test(themeIndex)).toBe(true);
    const marked = markThemeConfigPure(fs.readFileSync(themeIndex, 'utf8'));
    expect(marked).toContain('const defaultThemeConfig = /*#__PURE__*/ defineConfig(');
  });

  it('leaves a file without the line alone (the build then warns)', () => {
    expect(markThemeConfigPure('export const x = 1;')).toBeUndefined();
  });
});
