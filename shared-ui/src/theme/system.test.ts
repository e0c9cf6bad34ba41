/**
 * The system holds only the recipes of the Chakra components shared-ui re-exports (ADR 0001). A component whose
 * recipe is missing renders unstyled without any error, so this test reads each re-exported component's source in
 * @chakra-ui/react and checks that every recipe key it asks for is in the system.
 */
import * as chakra from '@chakra-ui/react';
import fs from 'node:fs';
import path from 'node:path';
import * as core from '../index';
import * as panel from '../panel';
import * as storefront from '../storefront';
import '../components/alerts-toaster';
import { RECIPES, SLOT_RECIPES, system } from './system';

const COMPONENTS_DIR = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist', 'esm', 'components');

/** Used inside the re-exported components (Button's loader, Alert's and NativeSelect's icons) or by the toaster. */
const ALSO_USED = ['spinner', 'icon', 'toast'];
// (Importing the panel, storefront and toaster modules above registers their recipes: see recipe-parts.test.ts.)

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function recipeKeys(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const keys = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    for (const match of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/\bkey: "([a-zA-Z]+)"/g)) keys.add(match[1]!);
  }
  return [...keys];
}

describe('the Wayhub system', () => {
  // Chakra's own components among the re-exports (not Wayhub pieces such as EmptyState).
  const exported = Object.entries({ ...core, ...panel, ...storefront })
    .filter(([name, value]) => /^[A-Z]/.test(name) && (chakra as Record<string, unknown>)[name] === value)
    .map(([name]) => name);

  it('has the recipe of every Chakra component shared-ui re-exports', () => {
    const needed = new Set([...exported.flatMap((name) => recipeKeys(path.join(COMPONENTS_DIR, kebab(name)))), ...ALSO_USED]);
    expect(needed.size).toBeGreaterThan(10);
    // Keys Chakra's own default system lacks too (e.g. Text asks for an optional 'text' recipe) do not count.
    const inDefault = (key: string) => chakra.defaultSystem.isRecipe(key) || chakra.defaultSystem.isSlotRecipe(key);
    const missing = [...needed].filter((key) => inDefault(key) && !system.isRecipe(key) && !system.isSlotRecipe(key));
    expect(missing).toEqual([]);
  });

  it('does not carry every recipe of Chakra', () => {
    expect(Object.keys(RECIPES).length + Object.keys(SLOT_RECIPES).length).toBeLessThan(40);
    expect(system.isSlotRecipe('datePicker')).toBe(false);
  });

  it('keeps the brand palette and the default tokens', () => {
    expect(system.token('colors.brand.700')).toBe('#1A56DB');
    expect(system.token('spacing.4')).toBe('1rem');
    expect(system.token('colors.gray.500')).toBeDefined();
  });
});
