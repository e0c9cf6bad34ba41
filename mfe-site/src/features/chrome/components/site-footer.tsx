/**
 * Site footer (spec 001 §2 "Footer"): the partner's colours (kept readable: a font colour that does not contrast
 * with the background is replaced), company name, widgets (partner HTML, sanitised), links, terms and privacy
 * (the platform's privacy policy when use_goto_hub_privacy), and the member-by block.
 */
import type { ReactNode } from 'react';
import type { Locale } from 'shared-contracts/constants';
import type { PartnerSite } from 'shared-contracts/sites';
import { useT } from 'shared-runtime/session';
import { Box, Flex, Heading, SimpleGrid, Text, chakra } from 'shared-ui';
import { readableOn } from 'shared-contracts/sites';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { focusRing } from '../../../lib/theme';
import { footerFromSite, useFooter } from '../api/get-footer';
import { SiteLink } from './site-link';

export interface SiteFooterProps {
  site: PartnerSite;
  lang: Locale;
  /** Rendered at the very end (the remote's version line). */
  children?: ReactNode;
}

/** Footer page paths come as 'privacy-policy' or '/privacy-policy' or a full path: a storefront path in `lang`. */
function legalUrl(path: string): string {
  return path.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(path) ? path : `/${path}`;
}

export function SiteFooter({ site, lang, children }: SiteFooterProps) {
  const t = useT();
  const answer = useFooter(site.id, lang);
  const footer = answer.data ?? footerFromSite(site);
  const background = footer.background_color;
  const color = readableOn(background, footer.font_color);
  const company = footer.company_name ?? site.general_settings.company_name ?? site.general_settings.name;
  const linkStyle = { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '3px', ...focusRing } as const;

  return (
    <chakra.footer data-testid="site-footer" bg={background} color={color} mt="auto" css={{ '--wh-footer-fg': color }}>
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="10">
        {footer.widgets.length > 0 ? (
          <SimpleGrid columns={{ base: 1, md: Math.min(footer.widgets.length, 4) }} gap="8" mb="8">
            {footer.widgets.map((widget, index) => (
              <Box key={`${widget.title}-${index}`}>
                <Heading as="h2" fontSize="md" mb="2" color="inherit">
                  {widget.title}
                </Heading>
                <Box
                  fontSize="sm"
                  css={{ '& a': { color: 'inherit', textDecoration: 'underline' }, '& p + p': { marginTop: '0.5rem' } }}
                  dangerouslySetInnerHTML={{ __html: sanitizeHtml(widget.content) }}
                />
              </Box>
            ))}
          </SimpleGrid>
        ) : null}

        {footer.contact.address || footer.contact.phone || footer.contact.email ? (
          // The site's location settings: where its business is, and how to reach it.
          <chakra.address data-testid="site-contact" fontStyle="normal" fontSize="sm" mb="6" display="flex" flexDirection="column" gap="1">
            {footer.contact.address ? <Text whiteSpace="pre-line">{footer.contact.address}</Text> : null}
            {footer.contact.phone ? (
              <SiteLink url={`tel:${footer.contact.phone.replace(/[^\d+]/g, '')}`} lang={lang} {...linkStyle}>
                {footer.contact.phone}
              </SiteLink>
            ) : null}
            {footer.contact.email ? (
              <SiteLink url={`mailto:${footer.contact.email}`} lang={lang} {...linkStyle}>
                {footer.contact.email}
              </SiteLink>
            ) : null}
          </chakra.address>
        ) : null}

        <chakra.nav aria-label={t('site.chrome.footer.links')}>
          <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexWrap="wrap" gap="4" fontSize="sm">
            {footer.links.map((link) => (
              <li key={link.id}>
                <SiteLink url={link.url} lang={lang} {...linkStyle}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
            <li>
              <SiteLink url={legalUrl(footer.terms_and_conditions_page_path)} lang={lang} {...linkStyle}>
                {t('site.chrome.footer.terms')}
              </SiteLink>
            </li>
            <li>
              <SiteLink
                url={legalUrl(footer.privacy_policy_page_path)}
                lang={lang}
                data-privacy-source={footer.use_goto_hub_privacy ? 'platform' : 'site'}
                {...linkStyle}
              >
                {t('site.chrome.footer.privacy')}
              </SiteLink>
            </li>
          </chakra.ul>
        </chakra.nav>

        <Flex mt="8" pt="6" borderTopWidth="1px" borderColor="currentColor" gap="4" wrap="wrap" justify="space-between" align="center" fontSize="sm">
          <Text>{t('site.chrome.footer.copyright', { year: new Date().getFullYear(), company })}</Text>
          <Text data-testid="member-by">
            <SiteLink url={footer.member_by.url} lang={lang} {...linkStyle}>
              {t('site.chrome.footer.memberOf', { name: footer.member_by.name })}
            </SiteLink>
          </Text>
          {/* The version line's own muted colour may not read on the partner's background: it takes the footer's. */}
          <Box css={{ '& [data-testid^="remote-version"]': { color: 'inherit' } }}>{children}</Box>
        </Flex>
      </Box>
    </chakra.footer>
  );
}
