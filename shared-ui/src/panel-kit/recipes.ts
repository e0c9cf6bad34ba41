/**
 * Recipes of the kit's Chakra pieces, registered on the one system when shared-ui/panel-kit loads (ADR 0004: a recipe
 * joins the system with the module that renders it), so neither the storefront nor a panel page without the kit
 * carries them. The kit's dialogs and menus use `shared-ui/panel`'s recipes, registered by importing it.
 */
import {
  checkboxSlotRecipe,
  progressSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import '../theme/panel-recipes';
import { registerRecipes, system } from '../theme/system';

export const PANEL_KIT_RECIPES = { textarea: textareaRecipe } as const;
export const PANEL_KIT_SLOT_RECIPES = {
  checkbox: checkboxSlotRecipe,
  progress: progressSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
} as const;

registerRecipes(system, { recipes: PANEL_KIT_RECIPES, slotRecipes: PANEL_KIT_SLOT_RECIPES });
