/**
 * shared-ui/storefront: the Chakra pieces only storefront pages need (search filters, product pages, FAQ), a Module
 * Federation singleton of its own, so a panel visit and the storefront's first paint do not carry them: mfe-site
 * imports this subpath from its lazily loaded pages. Overlays (Dialog, Drawer, Menu) come from `shared-ui/panel`.
 * Their recipes are in the one system (theme/system.ts), so the look is the same everywhere.
 */
export { Checkbox, RadioGroup, Skeleton } from '@chakra-ui/react';
// Loading this module registers its components' recipes on the one system.
export { STOREFRONT_RECIPES, STOREFRONT_SLOT_RECIPES } from './theme/storefront-recipes';
