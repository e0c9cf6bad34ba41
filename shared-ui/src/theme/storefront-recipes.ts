/** Recipes of `shared-ui/storefront`'s pieces, registered on the one system when that module loads (registerRecipes). */
import { checkboxSlotRecipe, radioGroupSlotRecipe, skeletonRecipe } from '@chakra-ui/react/theme';
import { registerRecipes, system } from './system';

export const STOREFRONT_RECIPES = { skeleton: skeletonRecipe } as const;
export const STOREFRONT_SLOT_RECIPES = { checkbox: checkboxSlotRecipe, radioGroup: radioGroupSlotRecipe } as const;

registerRecipes(system, { recipes: STOREFRONT_RECIPES, slotRecipes: STOREFRONT_SLOT_RECIPES });
