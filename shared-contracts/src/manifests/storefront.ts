/**
 * shared-contracts/manifests/storefront: the storefront's areas alone (site, guest reservations, terminal), for
 * the remotes that render them, so a storefront page never downloads the panel's manifests.
 */
export * from './types';
export { fillPattern, pageHref, type LooseParams, type PatternParams } from './pattern';
export { CUSTOMER_MANIFEST } from './customer';
export { SITE_MANIFEST } from './site';
export { TERMINAL_MANIFEST } from './terminal';
