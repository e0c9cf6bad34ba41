/**
 * The core system carries only the core components' recipes; the panel's, the storefront's and the toaster's join
 * it when their modules load (registerRecipes), so a storefront visit's first load does not carry them.
 */
import { system } from './system';

describe('recipes registered by the module that renders them', () => {
  it('the core system has no overlay, storefront or toast recipe until their modules load', async () => {
    expect(system.isSlotRecipe('card')).toBe(true);
    for (const key of ['dialog', 'menu', 'tooltip', 'checkbox', 'radioGroup', 'toast']) expect(system.isSlotRecipe(key)).toBe(false);
    expect(system.isRecipe('skeleton')).toBe(false);

    await import('../panel');
    expect(['dialog', 'drawer', 'menu', 'tooltip', 'avatar', 'breadcrumb', 'collapsible'].every((key) => system.isSlotRecipe(key))).toBe(true);
    expect(system.isSlotRecipe('checkbox')).toBe(false);

    await import('../storefront');
    expect(system.isSlotRecipe('checkbox') && system.isSlotRecipe('radioGroup') && system.isRecipe('skeleton')).toBe(true);

    await import('../components/alerts-toaster');
    expect(system.isSlotRecipe('toast')).toBe(true);
    // A recipe registered late is the one a component gets when it first renders.
    expect(system.getSlotRecipe('dialog')).toBeDefined();
  });
});
