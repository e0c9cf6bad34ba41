/**
 * Storefront visitor texts (mfe-site, chrome), prefixed `site.chrome.`. Every id here must also be in no/ and sv/ (types
 * enforce it) and in the other storefront locales (the i18n test checks it).
 */
export const siteChrome = {
  // Start-up (spec 001 §4).
  'site.chrome.startup.loading': 'Loading the site…',
  'site.chrome.startup.redirecting': 'Taking you to the right address…',
  'site.chrome.startup.failedTitle': 'The site could not be loaded',
  'site.chrome.startup.failedBody': 'Something went wrong while loading this site. Please try again in a moment.',
  'site.chrome.noSite.title': 'No site selected',
  'site.chrome.noSite.body': 'Open the address of a partner site, or choose a site in the panel, to see its storefront.',
  'site.chrome.unavailable.title': 'This site is not available',
  'site.chrome.unavailable.body': 'The address may be mistyped, or the site is not open to visitors yet.',

  // Header.
  'site.chrome.skipToContent': 'Skip to main content',
  'site.chrome.homeLink': '{name}, home page',
  'site.chrome.mainMenu': 'Main menu',
  'site.chrome.menu.open': 'Open menu',
  'site.chrome.menu.close': 'Close menu',
  'site.chrome.menu.submenu': 'Show the {label} submenu',
  'site.chrome.language': 'Language',
  'site.chrome.cart': 'Cart',
  'site.chrome.externalLink': '{label} (opens another site)',

  // Footer.
  'site.chrome.footer.links': 'Footer links',
  'site.chrome.footer.privacy': 'Privacy policy',
  'site.chrome.footer.terms': 'Terms and conditions',
  'site.chrome.footer.copyright': '© {year} {company}',
  'site.chrome.footer.memberOf': 'Member of {name}',

  // Pages.
  'site.chrome.notFound.body': 'The address may be mistyped, or the page has been moved or removed.',
  'site.chrome.notFound.home': 'Go to the home page',
  'site.chrome.page.loadFailed': 'This page could not be loaded.',
  'site.chrome.page.empty': 'This page has no content yet.',
  'site.chrome.legal.platformSource': 'This site uses the privacy policy of {name}.',

  // Sections.
  'site.chrome.services.empty': 'There is nothing to show here right now.',
  'site.chrome.services.from': 'From {price}',
  'site.chrome.services.rating': 'Rated {rating} out of 5',
  'site.chrome.services.type.activities': 'Activity',
  'site.chrome.services.type.events': 'Event',
  'site.chrome.services.type.hotels': 'Hotel',
  'site.chrome.services.type.attractions': 'Attraction',
  'site.chrome.services.type.restaurants': 'Restaurant',
  'site.chrome.services.type.rentals': 'Rental',
  'site.chrome.services.type.packages': 'Package',
  'site.chrome.slider.previous': 'Previous destinations',
  'site.chrome.slider.next': 'More destinations',
  'site.chrome.slider.hint': 'Scroll sideways with the arrow keys or the buttons.',
} as const;
