/**
 * shared-ui/panel: the Chakra overlays and panel chrome, a Module Federation singleton of its own (ADR 0001).
 *
 * What is here is NOT on the storefront's first load: the shell imports it only on its lazy panel path, the panel
 * remotes through their Areas, mfe-checkout for its cart drawer (loaded when the cart is first opened). The pieces
 * carry zag state machines, floating-ui and focus trapping, the bulk of Chakra's JavaScript.
 * The theme is the one of `shared-ui` (its system holds these components' recipes), so the look is the same.
 * Constraint: the shell must keep importing this subpath (it then provides it); a remote falling back to its own
 * copy would carry its own Chakra internals.
 */
export { Avatar, Breadcrumb, Collapsible, Dialog, Drawer, Menu, Tooltip } from '@chakra-ui/react';
// Loading this module registers its components' recipes on the one system.
export { PANEL_SLOT_RECIPES } from './theme/panel-recipes';

export { AlertsToaster, toaster } from './components/alerts-toaster';
export { AreaLanding, type AreaLandingProps, type AreaLink, type AreaLinkGroup } from './components/area-landing';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
