import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { createIntl } from '@formatjs/intl';
import { LOCALES, PANEL_LOCALES } from 'shared-contracts/constants';
import { SHELL_PART_KEY, shellParts } from '../../../shared-contracts/src/testing/shell-parts';
import { CATALOGUE_PART_FILE, compilePartModule, compileTable } from '../catalogue-ast-loader';

describe('catalogue-ast-loader', () => {
  it('applies to the catalogue parts only', () => {
    const dir = path.join('/r', 'shared-contracts', 'src', 'i18n', 'catalogues');
    expect(CATALOGUE_PART_FILE.test(path.join(dir, 'no', 'core.ts'))).toBe(true);
    expect(CATALOGUE_PART_FILE.test(path.join(dir, 'sv', 'panel.ts'))).toBe(true);
    expect(CATALOGUE_PART_FILE.test(path.join(dir, 'no', 'errors.ts'))).toBe(false);
    expect(CATALOGUE_PART_FILE.test(path.join(dir, 'no', 'index.ts'))).toBe(false);
  });

  it("applies to a remote's own locale files (src/messages/<locale>.ts), not to its loaders or types", () => {
    const messages = path.join('/r', 'mfe-customer-area', 'src', 'messages');
    expect(CATALOGUE_PART_FILE.test(path.join(messages, 'fi.ts'))).toBe(true);
    // A remote with more than one part keeps each in a folder of its own (mfe-site: search/, product/).
    expect(CATALOGUE_PART_FILE.test(path.join('/r', 'mfe-site', 'src', 'messages', 'product', 'de.ts'))).toBe(true);
    // The end-to-end set-up builds a copy of a remote outside the workspace folders.
    expect(CATALOGUE_PART_FILE.test(path.join('/r', '.tmp', 'e2e-mfe-customer-area-newtext', 'src', 'messages', 'en.ts'))).toBe(true);
    expect(CATALOGUE_PART_FILE.test(path.join(messages, 'loaders.ts'))).toBe(false);
    expect(CATALOGUE_PART_FILE.test(path.join(messages, 'types.ts'))).toBe(false);
  });

  it('applies to every part file shared-runtime/i18n loads (a part it misses renders unparsed)', () => {
    const contracts = path.dirname(require.resolve('shared-contracts/package.json'));
    const catalogues = path.join(contracts, 'src', 'i18n', 'catalogues');
    // The bundled English core, and the keys of the lazy context the runtime builds its loaders from. Jest has no
    // webpackContext, so the keys come from the testing variant: its regExp must be the context's own.
    const context = readFileSync(path.join(catalogues, 'shell-parts.ts'), 'utf8');
    expect(context).toContain(`regExp: ${SHELL_PART_KEY.toString()},`);
    const keys = shellParts.keys();
    // The cores of the 13 other locales, and the panels of en, no and sv.
    const cores = LOCALES.filter((locale) => locale !== 'en').map((locale) => `./${locale}/core`);
    expect(keys.sort()).toEqual([...cores, ...PANEL_LOCALES.map((locale) => `./${locale}/panel`)].sort());
    const files = [require.resolve('shared-contracts/messages/en/core'), ...keys.map((key) => path.join(catalogues, `${key}.ts`))];
    expect(files.filter((file) => !CATALOGUE_PART_FILE.test(file))).toEqual([]);
  });

  it('compiles each message to the AST formatjs formats without a parser, with the same result', () => {
    const table = { 'a.plural': '{count, plural, one {# night} other {# nights}}', 'a.plain': 'Hello, {name}' };
    const compiled = compileTable(table, 'test');
    expect(compiled['a.plain']).toEqual(parse('Hello, {name}'));
    expect(compiled['a.plural']![0]!.type).toBe(TYPE.plural);
    const fromAst = createIntl({ locale: 'en', messages: compiled });
    const fromText = createIntl({ locale: 'en', messages: table });
    expect(fromAst.formatMessage({ id: 'a.plural' }, { count: 3 })).toBe(fromText.formatMessage({ id: 'a.plural' }, { count: 3 }));
    expect(fromAst.formatMessage({ id: 'a.plain' }, { name: 'Kari' })).toBe('Hello, Kari');
  });

  it('fails the build on a message that is not valid ICU, naming the catalogue and the id', () => {
    expect(() => compileTable({ 'x.broken': 'Hello {name' }, 'catalogues/xx/core.ts')).toThrow(/catalogues\/xx\/core\.ts: message x\.broken/);
  });

  it('keeps the export names of the part module', () => {
    const source = compilePartModule({ core: { 'a.b': 'Text' } }, 'test');
    expect(source).toBe(`export const core = ${JSON.stringify({ 'a.b': parse('Text') })};`);
  });
});
