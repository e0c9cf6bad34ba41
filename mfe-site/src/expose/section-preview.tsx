/**
 * './SectionPreview': a page as the storefront renders it, for the site builder's preview in the partner panel
 * (issue 15 §3). The same section components in the site's theme, loaded from this remote at run time, so the
 * preview and the site cannot differ. Its links are inert: a preview is looked at, not followed.
 */
import { useMemo } from 'react';
import type { Locale } from 'shared-contracts/constants';
import type { SitePage } from 'shared-contracts/site-content';
import type { PartnerSite } from 'shared-contracts/sites';
import { Box } from 'shared-ui';
import { PageView } from '../features/pages/components/page-view';
import { StorefrontContext, storefrontFor } from '../lib/storefront';
import { themeCssVars } from '../lib/theme';

export interface SectionPreviewProps {
  site: PartnerSite;
  /** The page as the storefront answers it (the builder's preview call). */
  page: SitePage;
  lang: Locale;
}

export function SectionPreview({ site, page, lang }: SectionPreviewProps) {
  const storefront = useMemo(() => storefrontFor(site, lang), [site, lang]);
  const themeVars = useMemo(() => themeCssVars(site.theme_settings), [site.theme_settings]);
  return (
    <StorefrontContext.Provider value={storefront}>
      <Box
        data-testid="section-preview"
        inert
        lang={lang}
        bg="var(--wh-box)"
        color="var(--wh-text)"
        fontFamily="var(--wh-font)"
        css={{ ...themeVars, '& .chakra-button': { borderRadius: 'var(--wh-button-radius)' } }}
      >
        <PageView page={page} lang={lang} />
      </Box>
    </StorefrontContext.Provider>
  );
}

export default SectionPreview;
