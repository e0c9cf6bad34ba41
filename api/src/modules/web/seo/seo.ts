import type { ServiceTypeName } from 'shared-contracts/enums';
import { productPath } from 'shared-contracts/paths';

/** What robots.txt and sitemap.xml need to know about a host; app.ts wires it to core's services. */
export interface SeoLookups {
  /** The live (Confirmed) site on this host name with its languages, or undefined for any other host. */
  siteForHost(hostname: string): Promise<{ id: number; languages: { enabled: readonly string[]; primary: string } } | undefined>;
  publishedSlugs(siteId: number): Promise<string[]>;
  serviceLinks(siteId: number): Promise<{ id: number; slug: string; service_type: ServiceTypeName }[]>;
}

/** The sitemap protocol's limit for one file (sitemaps.org): past it the list is cut, and the cut is logged. */
export const SITEMAP_URL_LIMIT = 50_000;

/**
 * Storefront paths no crawler should list: a guest's own pages (booking details, reservations, log-out), the card
 * reader's setup, and the widget pages (partners' embeds of pages already listed).
 */
const SITE_PRIVATE_PATHS = ['booking-details', 'customer-reservation', 'setup-terminal', 'logout', 'widget', 'gotohubwidget'];
/** On the platform host: the panels and their log-in besides. */
const PLATFORM_PRIVATE_PATHS = ['login', 'npanel', 'admin', ...SITE_PRIVATE_PATHS];

const disallowed = (paths: readonly string[]) => paths.map((p) => `Disallow: /*/${p}`).join('\n');

/** robots.txt for a live partner site: everything but the private pages, and where its sitemap is. */
export function siteRobots(origin: string): string {
  return `User-agent: *\n${disallowed(SITE_PRIVATE_PATHS)}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** robots.txt for the platform host: its storefront, not its panels. */
export function platformRobots(): string {
  return `User-agent: *\n${disallowed(PLATFORM_PRIVATE_PATHS)}\n`;
}

/** robots.txt for a host that is no live site (pending, deactivated, unknown): nothing to index. */
export function closedRobots(): string {
  return 'User-agent: *\nDisallow: /\n';
}

const MARKUP_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text for XML or HTML, in content or a quoted attribute. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => MARKUP_ESCAPES[c]!);
const xml = escapeMarkup;

/** The site's languages, its primary first (spec 001 §4: the primary is always offered). */
export function languagesOf({ enabled, primary }: { enabled: readonly string[]; primary: string }): string[] {
  return [primary, ...enabled.filter((lang) => lang !== primary)];
}

/**
 * sitemap.xml of a live site: its home, search and legal pages, its published pages and the product page of every
 * service it sells, in each language it offers, each with its alternates in the other languages (hreflang) and the
 * primary language's as `x-default`. Paths relative to `/{lang}`; `origin` is the site's scheme and host.
 */
export function siteSitemap(
  origin: string,
  site: { languages: { enabled: readonly string[]; primary: string } },
  content: { slugs: readonly string[]; services: readonly { slug: string; service_type: ServiceTypeName }[] },
  { log = () => undefined, limit = SITEMAP_URL_LIMIT }: { log?: (message: string) => void; limit?: number } = {},
): string {
  const languages = languagesOf(site.languages);
  const paths = [
    '',
    'search',
    ...content.slugs.map((slug) => `page/${encodeURIComponent(slug)}`),
    ...content.services.map((service) => productPath(service.service_type, service.slug)),
    'privacy-policy',
    'terms-and-conditions',
  ];
  const href = (lang: string, rest: string) => `${origin}/${lang}${rest ? `/${rest}` : ''}`;
  const perPath = languages.length;
  const fits = Math.floor(limit / perPath);
  if (paths.length > fits) log(`sitemap: ${origin} has ${paths.length * perPath} URLs; the first ${fits * perPath} are listed (${limit} a file)`);
  const urls = paths.slice(0, fits).flatMap((rest) => {
    const alternates =
      languages.map((lang) => `<xhtml:link rel="alternate" hreflang="${xml(lang)}" href="${xml(href(lang, rest))}"/>`).join('') +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(href(languages[0]!, rest))}"/>`;
    return languages.map((lang) => `<url><loc>${xml(href(lang, rest))}</loc>${alternates}</url>`);
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}
