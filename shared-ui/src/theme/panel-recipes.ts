/**
 * Recipes of the overlays and panel chrome of `shared-ui/panel`, registered on the one system when that module
 * loads (see registerRecipes): a storefront visit never downloads them.
 */
import {
  avatarSlotRecipe,
  breadcrumbSlotRecipe,
  collapsibleSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  menuSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { registerRecipes, system } from './system';

export const PANEL_SLOT_RECIPES = {
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  menu: menuSlotRecipe,
  tooltip: tooltipSlotRecipe,
} as const;

registerRecipes(system, { slotRecipes: PANEL_SLOT_RECIPES });
