/**
 * shared-ui/panel-area: what a panel remote builds its area from, a Module Federation singleton of its own. It reads
 * the area manifests (shared-contracts/manifests), panel data that a storefront visit, and mfe-checkout's cart on
 * top of `shared-ui/panel`, never needs; so it stays out of that subpath. The shell provides it
 * (shell/src/lib/provided-modules.ts), so its components share the shell's Chakra instance.
 */
export { AreaRoutes, type AreaPageComponents, type AreaPageProps, type AreaRoutesProps } from './components/area-routes';
export { toAreaLinkGroups, useAreaNav } from './components/area-landing-nav';
