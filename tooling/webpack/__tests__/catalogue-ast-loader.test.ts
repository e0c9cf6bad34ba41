import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { createIntl } from '@formatjs/intl';
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

  it('applies to every part file the loaders of shared-runtime/i18n import (a part it misses renders unparsed)', () => {
    const i18n = path.dirname(require.resolve('shared-runtime/i18n'));
    const loaders = readFileSync(path.join(i18n, 'intl.ts'), 'utf8');
    // The bundled English core and every lazily imported part, as the runtime names them (package export pattern).
    const requests = [...loaders.matchAll(/'(shared-contracts\/messages\/[a-z]{2}\/[a-z-]+)'/g)].map(([, request]) => request!);
    // The 14 cores (English's bundled), and the panels of en, no and sv.
    expect(requests).toHaveLength(17);
    expect(requests).toContain('shared-contracts/messages/en/core');
    // Resolved as the bundler does, through shared-contracts' exports, to the real files the loader rule tests.
    expect(requests.filter((request) => !CATALOGUE_PART_FILE.test(require.resolve(request)))).toEqual([]);
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
