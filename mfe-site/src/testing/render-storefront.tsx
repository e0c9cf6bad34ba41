/**
 * Renders a storefront piece as start-up leaves it: the real providers of renderWithProviders plus the
 * StorefrontContext of a site (by default a factory site that enables en/no/sv).
 */
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { PartnerSite } from 'shared-contracts/sites';
import { createPartnerSite } from 'shared-contracts/testing';
import { renderWithProviders, type RenderOptions } from 'shared-ui/testing';
import { StorefrontContext, storefrontFor } from '../lib/storefront';

export interface StorefrontRenderOptions extends RenderOptions {
  site?: PartnerSite;
}

export function renderStorefront(ui: ReactElement, options: StorefrontRenderOptions = {}): RenderResult & { site: PartnerSite } {
  const site = options.site ?? createPartnerSite();
  const lang = options.locale ?? 'en';
  const result = renderWithProviders(
    <StorefrontContext.Provider value={storefrontFor(site, lang)}>{ui}</StorefrontContext.Provider>,
    options,
  );
  return { ...result, site };
}
