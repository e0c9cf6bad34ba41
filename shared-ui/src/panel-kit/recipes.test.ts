/**
 * The kit's Chakra components find their recipes in the one system once shared-ui/panel-kit has loaded (a component
 * whose recipe is missing renders unstyled, silently), and the core system does not carry them before (ADR 0004).
 */
import * as chakra from '@chakra-ui/react';
import fs from 'node:fs';
import path from 'node:path';
import { system } from '../theme/system';

const COMPONENTS_DIR = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist', 'esm', 'components');
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function kitSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : kitSources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every Chakra component name the kit imports or re-exports. */
function chakraNamesUsed(): string[] {
  const names = new Set<string>();
  for (const file of kitSources(__dirname)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/(?:import|export) \{([^}]+)\} from '@chakra-ui\/react'/g)) {
      for (const name of match[1]!.split(',').map((part) => part.trim()).filter(Boolean)) names.add(name);
    }
  }
  return [...names];
}

function recipeKeys(name: string): string[] {
  const dir = path.join(COMPONENTS_DIR, kebab(name));
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/\bkey: "([a-zA-Z]+)"/g)].map((match) => match[1]!));
}

describe('the kit’s recipes', () => {
  it('are registered when the kit loads, for every Chakra component it uses', async () => {
    const used = chakraNamesUsed();
    expect(used).toEqual(expect.arrayContaining(['Table', 'Tabs', 'Progress', 'Menu', 'Field', 'Checkbox']));
    const needed = [...new Set(used.flatMap(recipeKeys))].filter((key) => chakra.defaultSystem.isRecipe(key) || chakra.defaultSystem.isSlotRecipe(key));
    const has = (key: string) => system.isRecipe(key) || system.isSlotRecipe(key);
    // Not before: a storefront page that never loads the kit does not carry them.
    expect(['table', 'tabs', 'progress', 'textarea', 'switch'].filter(has)).toEqual([]);

    await import('./index');
    expect(needed.filter((key) => !has(key))).toEqual([]);
  });
});
