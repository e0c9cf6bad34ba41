/** The toaster's recipe, registered when the toaster's chunk loads (on the first alert; see registerRecipes). */
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes, system } from './system';

export const TOAST_SLOT_RECIPES = { toast: toastSlotRecipe } as const;

registerRecipes(system, { slotRecipes: TOAST_SLOT_RECIPES });
