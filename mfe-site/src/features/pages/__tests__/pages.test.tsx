import 'shared-contracts/testing/dom-fetch';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import type { PartnerSite } from 'shared-contracts/sites';
import { configureHttpClient } from 'shared-runtime/http';
import { createPartnerSite } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import { Route, Routes, useLocation } from 'shared-ui/router';
import { renderStorefront } from '../../../testing/render-storefront';
import { ContentPage } from '../components/content-page';
import { HomePage } from '../components/home-page';
import { PrivacyPolicyPage, TermsPage } from '../components/legal-page';
import { NotFoundPage } from '../components/not-found-page';

const SITE_ID = 3;
let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  configureHttpClient({ baseUrl: server.baseUrl });
});

const site = (overrides: Partial<PartnerSite> = {}) => createPartnerSite({ id: SITE_ID, name: 'Demo Travels', ...overrides });

function card(id: number, service_type: 'activities' | 'hotels', name: string, price: number | null) {
  return {
    id,
    service_type,
    service_type_id: service_type === 'hotels' ? 3 : 1,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    locale: 'en',
    name,
    short_description: `${name} in Oslo`,
    image: null,
    location: { id: 1, name: 'Oslo' },
    lat: null,
    lng: null,
    rating: service_type === 'hotels' ? 4.5 : null,
    currency: 'NOK',
    lowest_price: price === null ? null : { currency: 'NOK', minor: price * 100, amount: price },
    categories: { lvl0: [], lvl1: [] },
    duration: null,
  };
}

/** The seed's demo home page (api/src/db/seed/site-content-data.ts) as the page call answers it. */
const HOME = {
  id: 1,
  site_id: SITE_ID,
  slug: 'home',
  title: 'Home',
  status: 1,
  is_primary: true,
  locale: 'en',
  sections: [
    { id: 15, position: 5, locale: 'en', type: 'faq', content: { title: 'Frequently asked questions', items: [{ question: 'Can I cancel?', answer: 'Yes. Each product shows its cancellation policy.' }] } },
    { id: 11, position: 1, locale: 'en', type: 'hero', content: { title: 'Discover Norway and Sweden', subtitle: 'Fjord cruises, booked in minutes.', image_url: 'data:image/svg+xml,hero', cta_label: 'Find experiences', cta_href: '/search' } },
    { id: 12, position: 2, locale: 'en', type: 'rich_text', content: { title: 'Local experts since 2009', html: '<p>Every experience is run by a local supplier. <strong>Free cancellation</strong> on most tours.</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script>' } },
    {
      id: 13,
      position: 3,
      locale: 'en',
      type: 'service_grid',
      content: { title: 'Popular in Oslo', subtitle: 'Hand-picked favourites', bucket_id: 4, columns: 3, services: [card(21, 'activities', 'Fjord Cruise', 450), card(22, 'hotels', 'Fjord Hotel', null)] },
    },
    {
      id: 14,
      position: 4,
      locale: 'en',
      type: 'destination_box',
      content: {
        title: 'Where to next?',
        items: [
          { key: 'oslo', title: 'Oslo', subtitle: 'Fjord cruises and museums', image_url: 'data:image/svg+xml,oslo', location_id: null, href: '/search?location=oslo' },
          { key: 'bergen', title: 'Bergen', subtitle: 'Gateway to the fjords', image_url: 'data:image/svg+xml,bergen', location_id: 9, href: null },
        ],
      },
    },
  ],
};

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(ui: ReactElement, route: string, pattern: string, storefrontSite = site(), locale: 'en' | 'no' = 'en') {
  return renderStorefront(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Routes>
        <Route path={pattern} element={ui} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </SWRConfig>,
    { route, site: storefrontSite, locale },
  );
}

describe('home page', () => {
  it('renders every section type of the seed, in position order, from the primary page', async () => {
    server.on(`GET /core/public/partner-sites/${SITE_ID}/pages`, () => ({ body: { data: HOME } }));
    const { container } = renderPage(<HomePage />, '/en', '/:lang');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover Norway and Sweden' })).toBeInTheDocument();
    expect(server.requests[0]?.path).toBe(`/core/public/partner-sites/${SITE_ID}/pages?locale=en`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect([...container.querySelectorAll('[data-section-type]')].map((node) => node.getAttribute('data-section-type'))).toEqual([
      'hero',
      'rich_text',
      'service_grid',
      'destination_box',
      'faq',
    ]);

    // Hero: call to action into the storefront in the visitor's language.
    expect(screen.getByRole('link', { name: 'Find experiences' })).toHaveAttribute('href', '/en/search');

    // Rich text: the partner's markup, without anything that runs.
    expect(screen.getByText('Free cancellation').tagName).toBe('STRONG');
    const richText = container.querySelector('[data-section-type="rich_text"]') as HTMLElement;
    expect(richText.querySelector('script')).toBeNull();
    expect(richText.querySelector('img')).not.toHaveAttribute('onerror');

    // Service grid: cards link to their product pages by service type; prices through Intl.
    const cards = screen.getAllByTestId('service-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Fjord Cruise' })).toHaveAttribute('href', '/en/activity/21');
    expect(within(cards[0]!).getByText('From NOK 450.00')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Activity')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: 'Fjord Hotel' })).toHaveAttribute('href', '/en/hotel/22');
    expect(within(cards[1]!).getByText('Rated 4.5 out of 5')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText(/^From /)).toBeNull();

    // Destination box: a keyboard-operable slider of links.
    const track = screen.getByTestId('destination-track');
    expect(within(track).getByRole('link', { name: /Oslo/ })).toHaveAttribute('href', '/en/search?location=oslo');
    expect(within(track).getByRole('link', { name: /Bergen/ })).toHaveAttribute('href', '/en/search?location_id=9');
    const scrollBy = jest.fn();
    (track as unknown as { scrollBy: typeof scrollBy }).scrollBy = scrollBy;
    track.focus();
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: expect.any(Number) }));
    expect((scrollBy.mock.calls[0]![0] as { left: number }).left).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Previous destinations' }));
    expect((scrollBy.mock.calls[1]![0] as { left: number }).left).toBeLessThan(0);

    // FAQ: a disclosure per question.
    const question = screen.getByText('Can I cancel?');
    expect(question.closest('summary')?.parentElement?.tagName).toBe('DETAILS');
    expect(screen.getByText('Yes. Each product shows its cancellation policy.')).toBeInTheDocument();
    expect((window as unknown as Record<string, unknown>).__pwned).toBeUndefined();
  });

  it('asks for the primary page by id when the site names one', async () => {
    const base = site();
    server.on(`GET /core/public/partner-sites/${SITE_ID}/pages`, () => ({ body: { data: HOME } }));
    renderPage(<HomePage />, '/en', '/:lang', site({ general_settings: { ...base.general_settings, primary_page_id: 42 } }));
    await screen.findByRole('heading', { level: 1 });
    expect(server.requests[0]?.path).toBe(`/core/public/partner-sites/${SITE_ID}/pages?page_id=42&locale=en`);
  });

  it('redirects the root to the search page of the redirect service', async () => {
    renderPage(<HomePage />, '/en', '/:lang', site({ redirection_settings: { is_redirect_search_page: true, redirect_to_service: 'hotels', redirection_url: null } }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/search?type=hotels'));
    expect(server.requests).toHaveLength(0);
  });

  it('shows an error with a retry when the page fails to load', async () => {
    let fail = true;
    server.on(`GET /core/public/partner-sites/${SITE_ID}/pages`, () => (fail ? { status: 500, body: { message: 'boom', code: 'INTERNAL' } } : { body: { data: HOME } }));
    renderPage(<HomePage />, '/en', '/:lang');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover Norway and Sweden' })).toBeInTheDocument();
  });
});

describe('page by slug', () => {
  it('renders the page with its title as h1 when no hero opens it, and names the tab', async () => {
    server.on(`GET /core/public/partner-sites/${SITE_ID}/pages`, () => ({
      body: {
        data: {
          ...HOME,
          id: 2,
          slug: 'about',
          title: 'About us',
          is_primary: false,
          sections: [{ id: 30, position: 1, locale: 'en', type: 'rich_text', content: { title: 'About Demo Travels', html: '<p>A small Oslo travel company.</p>' } }],
        },
      },
    }));
    renderPage(<ContentPage />, '/en/page/about', '/:lang/page/:slug');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'About Demo Travels' })).toBeInTheDocument();
    expect(server.requests[0]?.path).toBe(`/core/public/partner-sites/${SITE_ID}/pages?slug=about&locale=en`);
    await waitFor(() => expect(document.title).toBe('About us · Demo Travels'));
  });

  it('shows "This page could not be found" with a link home for a missing page', async () => {
    server.on(`GET /core/public/partner-sites/${SITE_ID}/pages`, () => ({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }));
    renderPage(<ContentPage />, '/en/page/winter-deals', '/:lang/page/:slug');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
    await waitFor(() => expect(document.title).toBe('This page could not be found · Demo Travels'));
  });

  it('the catch-all route is the same not-found page, in the visitor language', async () => {
    renderPage(<NotFoundPage />, '/no/nothing', '/:lang/*', site(), 'no');
    expect(screen.getByRole('heading', { level: 1, name: 'Denne siden ble ikke funnet' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Gå til forsiden' })).toBeInTheDocument();
  });
});

describe('legal pages', () => {
  it("shows the platform's privacy policy, and says so, when the site uses it", async () => {
    server.on(`GET /core/public/partner-sites/${SITE_ID}/privacy-policy`, () => ({
      body: { data: { kind: 'privacy', locale: 'en', title: 'Wayhub privacy policy', body: '<p>Wayhub processes the personal data needed.</p>', source: 'platform' } },
    }));
    renderPage(<PrivacyPolicyPage />, '/en/privacy-policy', '/:lang/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wayhub privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('This site uses the privacy policy of Wayhub.')).toBeInTheDocument();
    expect(screen.getByText('Wayhub processes the personal data needed.')).toBeInTheDocument();
  });

  it("shows the site's own terms", async () => {
    server.on(`GET /core/public/partner-sites/${SITE_ID}/terms-and-condition`, () => ({
      body: { data: { kind: 'terms', locale: 'en', title: 'Terms and conditions', body: '<p>Prices include VAT.</p>', source: 'site' } },
    }));
    renderPage(<TermsPage />, '/en/terms-and-conditions', '/:lang/terms-and-conditions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.getByText('Prices include VAT.')).toBeInTheDocument();
    expect(screen.queryByText(/uses the privacy policy/)).toBeNull();
  });
});
