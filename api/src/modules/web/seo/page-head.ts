import { isLocale } from 'shared-contracts/constants';
import type { ServiceTypeName } from 'shared-contracts/enums';
import { productPath, storefrontRouteKind } from 'shared-contracts/paths';
import { escapeMarkup, languagesOf } from './seo';

/** What a page's head needs to know of its site. */
export interface HeadSite {
  id: number;
  name: string;
  /** The page chosen as the home page in the general settings; null: the site's primary page. */
  homePageId: number | null;
  languages: { enabled: readonly string[]; primary: string };
}

export interface HeadPage {
  title: string;
  description: string | null;
  image: string | null;
  noIndex: boolean;
}

export interface HeadProduct {
  name: string;
  description: string;
  image: string | null;
  serviceType: ServiceTypeName;
  slug: string;
  /** The "from" price, major units; null when none is set. */
  price: { amount: number; currency: string } | null;
  /**
   * Whether it can be booked soon (activities and events: a bookable slot within two months; hotels: a free night
   * within sixty days); undefined where the head does not look (packages, rentals…).
   */
  availability?: { bookable: boolean; nextDate: string | null };
  /** Where it takes place: an event's location. */
  place?: string | null;
}

/** The reads behind a head; app.ts wires them to core's services. Each answers undefined for what is not there. */
export interface PageHeadLookups {
  site(hostname: string): Promise<HeadSite | undefined>;
  page(site: HeadSite, lang: string, by: { slug: string } | { id: number | null }): Promise<HeadPage | undefined>;
  product(site: HeadSite, lang: string, idOrSlug: string): Promise<HeadProduct | undefined>;
}

const html = escapeMarkup;
/** JSON inside <script>: no "</script>", no "<!--", whatever the texts hold. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${html(content)}" data-server-head="${key}"/>`;
const absolute = (origin: string, url: string) => {
  try {
    return new URL(url, origin).href;
  } catch {
    return null;
  }
};

/**
 * schema.org for a product page (issue 16 §6), with its offer: price and availability. A hotel makes offers; an event
 * with a coming date is an Event (its next date, its place); everything else is a product with an offer.
 */
function productJsonLd(product: HeadProduct, url: string, image: string | null) {
  const availability = product.availability && `https://schema.org/${product.availability.bookable ? 'InStock' : 'SoldOut'}`;
  const offer = product.price ? { '@type': 'Offer', price: product.price.amount.toFixed(2), priceCurrency: product.price.currency, url, availability } : undefined;
  const base = { '@context': 'https://schema.org', name: product.name, description: product.description || undefined, url, image: image ?? undefined };
  if (product.serviceType === 'hotels') return { ...base, '@type': 'Hotel', makesOffer: offer };
  const nextDate = product.availability?.nextDate;
  if (product.serviceType === 'events' && nextDate) {
    const location = product.place ? { '@type': 'Place', name: product.place } : undefined;
    return { ...base, '@type': 'Event', startDate: nextDate, eventStatus: 'https://schema.org/EventScheduled', location, offers: offer };
  }
  return { ...base, '@type': 'Product', offers: offer };
}

export interface HeadParts {
  origin: string;
  lang: string;
  /** The path after `/{lang}`, without a leading slash ('' for the home page). */
  rest: string;
  site: HeadSite;
  title: string;
  description: string | null;
  image: string | null;
  noIndex: boolean;
  product?: HeadProduct;
}

/**
 * The head of a storefront page as the server sends it: title, description, canonical, an alternate per language the
 * site offers (the primary as x-default), Open Graph, robots, and JSON-LD on product pages. Every tag is marked
 * `data-server-head`: the storefront takes the head over once it runs.
 */
export function renderHead(parts: HeadParts): string {
  const { origin, lang, rest, site } = parts;
  const href = (language: string) => `${origin}/${language}${rest ? `/${rest}` : ''}`;
  const languages = languagesOf(site.languages);
  const title = parts.title && parts.title !== site.name ? `${parts.title} · ${site.name}` : site.name;
  const image = parts.image ? absolute(origin, parts.image) : null;
  const tags = [
    `<title>${html(title)}</title>`,
    ...(parts.description ? [meta('name', 'description', parts.description)] : []),
    ...(parts.noIndex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${html(href(lang))}" data-server-head="canonical"/>`,
    ...languages.map((l) => `<link rel="alternate" hreflang="${html(l)}" href="${html(href(l))}" data-server-head="alternate"/>`),
    `<link rel="alternate" hreflang="x-default" href="${html(href(site.languages.primary))}" data-server-head="alternate"/>`,
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', parts.title || site.name),
    meta('property', 'og:type', parts.product ? 'product' : 'website'),
    meta('property', 'og:url', href(lang)),
    meta('property', 'og:locale', lang),
    ...(parts.description ? [meta('property', 'og:description', parts.description)] : []),
    ...(image ? [meta('property', 'og:image', image)] : []),
  ];
  if (parts.product) {
    tags.push(`<script type="application/ld+json" data-server-head="json-ld">${scriptJson(productJsonLd(parts.product, href(lang), image))}</script>`);
  }
  return tags.join('');
}

/**
 * The head of a page navigation on a partner site, or undefined where the shell's own head stays (the platform host,
 * a host that is no live site, a path that is no public storefront page, a page or product that is not there: those
 * answer 404 or redirect before a head is asked for).
 */
export function createPageHeads({ lookups }: { lookups: PageHeadLookups }) {
  return async ({ hostname, origin, pathname }: { hostname: string; origin: string; pathname: string }): Promise<string | undefined> => {
    const [lang, ...restParts] = pathname.split('/').filter(Boolean);
    if (!isLocale(lang)) return undefined;
    const site = await lookups.site(hostname);
    if (!site) return undefined;
    const rest = restParts.join('/');
    const route = storefrontRouteKind(rest);
    const parts = { origin, lang, site, image: null, noIndex: false };
    switch (route.kind) {
      case 'home': {
        const page = await lookups.page(site, lang, { id: site.homePageId });
        return renderHead({ ...parts, rest: '', title: '', description: page?.description ?? null, image: page?.image ?? null, noIndex: page?.noIndex ?? false });
      }
      case 'page': {
        const page = await lookups.page(site, lang, { slug: route.slug });
        if (!page) return undefined;
        return renderHead({ ...parts, rest: `page/${encodeURIComponent(route.slug)}`, ...page });
      }
      case 'product': {
        if (route.id === null) return undefined;
        const product = await lookups.product(site, lang, route.id);
        if (!product) return undefined;
        // The canonical address names the service by its slug, however the visitor came.
        return renderHead({ ...parts, rest: productPath(product.serviceType, product.slug), title: product.name, description: product.description || null, image: product.image, product });
      }
      case 'site-page':
        // The search and legal pages; the widget page is an embed, not a page of its own.
        if (route.page === 'widget') return undefined;
        return renderHead({ ...parts, rest, title: '', description: null });
      default:
        return undefined;
    }
  };
}
