import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttpClient } from 'shared-runtime/http';
import { cartOpenRequestAtom, selectedSiteIdAtom, selectedSiteInfoAtom, sessionStore } from 'shared-runtime/session';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import { renderWithProviders } from 'shared-ui/testing';
import { THEME_DEFAULTS } from 'shared-contracts/constants';
import { SEARCH_PAGE_THEME_UNSET } from 'shared-contracts/sites';
import { answerSite, demoSite, Harness, SITE_ID } from './fixtures';

let server: ApiServer;
let redirect: jest.Mock<void, [string]>;

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  configureHttpClient({ baseUrl: server.baseUrl });
  redirect = jest.fn<void, [string]>();
  sessionStore.set(selectedSiteInfoAtom, null);
  sessionStore.set(selectedSiteIdAtom, -1);
  document.head.querySelectorAll('meta[name="wayhub-site-redirect"]').forEach((meta) => meta.remove());
});

function renderAt(route: string, hostname = 'demo.localhost') {
  return renderWithProviders(<Harness hostname={hostname} redirect={redirect} />, { route, path: '/:lang/*' });
}

function paths() {
  return server.requests.map((request) => request.path);
}

function storefront() {
  return screen.getByTestId('storefront');
}

describe('start-up', () => {
  it('loads the locales, the site of this host, then its settings, and only then shows the themed page', async () => {
    const site = demoSite();
    answerSite(server, site);
    renderAt('/en');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the site…');

    expect(await screen.findByRole('heading', { level: 1, name: 'Home content' })).toBeInTheDocument();
    const startup = paths().slice(0, 3);
    expect(startup[0]).toBe('/gateway/core/v1/langs');
    expect(startup[1]).toBe('/gateway/core/public/partner-sites?url=demo.localhost');
    expect(startup[2]).toBe(`/core/public/partner-sites/${SITE_ID}/settings`);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByTestId('remote-version-mfe-site')).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('applies the spec defaults when the site sets no theme (radius 50, box #FFF, Roboto)', async () => {
    answerSite(server, demoSite({ theme_settings: {} as never }));
    renderAt('/en');
    await screen.findByText('Home content');
    const style = getComputedStyle(storefront());
    expect(style.getPropertyValue('--wh-button-radius')).toBe(`${THEME_DEFAULTS.button_radius}px`);
    expect(style.getPropertyValue('--wh-box')).toBe('#FFF');
    expect(style.getPropertyValue('--wh-font')).toMatch(/^"Roboto",/);
    expect(style.getPropertyValue('--wh-button-bg')).toBe(THEME_DEFAULTS.button_background_color);
  });

  it("paints the search page with its own colours, the rest of the site with the theme's", async () => {
    const theme = { ...THEME_DEFAULTS, button_background_color: '#0F766E', box_color: '#FAFAF0' };
    answerSite(server, demoSite({ theme_settings: theme, search_page_theme_settings: { ...SEARCH_PAGE_THEME_UNSET, button_background_color: '#7C2D12' } }));
    const view = renderAt('/en/search');
    await waitFor(() => expect(getComputedStyle(storefront()).getPropertyValue('--wh-button-bg')).toBe('#7C2D12'));
    // A colour the search page leaves unset is the theme's.
    expect(getComputedStyle(storefront()).getPropertyValue('--wh-box')).toBe('#FAFAF0');
    view.unmount();
    renderAt('/en');
    await screen.findByText('Home content');
    expect(getComputedStyle(storefront()).getPropertyValue('--wh-button-bg')).toBe('#0F766E');
  });

  it("applies the site's own theme values", async () => {
    answerSite(
      server,
      demoSite({ theme_settings: { ...THEME_DEFAULTS, button_radius: 8, box_color: '#FAFAF0', site_font: 'Lato', button_background_color: '#0F766E', title_color: '#123456' } }),
    );
    renderAt('/en');
    await screen.findByText('Home content');
    const style = getComputedStyle(storefront());
    expect(style.getPropertyValue('--wh-button-radius')).toBe('8px');
    expect(style.getPropertyValue('--wh-box')).toBe('#FAFAF0');
    expect(style.getPropertyValue('--wh-font')).toMatch(/^"Lato",/);
    expect(style.getPropertyValue('--wh-button-bg')).toBe('#0F766E');
    expect(style.getPropertyValue('--wh-title')).toBe('#123456');
  });

  it('sends an unknown host to the platform address of <meta name="wayhub-site-redirect">', async () => {
    answerSite(server, demoSite());
    server.on('GET /gateway/core/public/partner-sites', () => ({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }));
    const meta = document.createElement('meta');
    meta.name = 'wayhub-site-redirect';
    meta.content = 'https://wayhub.example/sites';
    document.head.appendChild(meta);
    renderAt('/en', 'nobody.localhost');
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://wayhub.example/sites'));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows "This site is not available" for an unknown host without a platform address, or one that would loop', async () => {
    answerSite(server, demoSite());
    server.on('GET /gateway/core/public/partner-sites', () => ({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }));
    const meta = document.createElement('meta');
    meta.name = 'wayhub-site-redirect';
    meta.content = 'http://nobody.localhost:8181/';
    document.head.appendChild(meta);
    renderAt('/en', 'nobody.localhost');
    expect(await screen.findByRole('heading', { level: 1, name: 'This site is not available' })).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByTestId('remote-version-mfe-site')).toBeInTheDocument();
  });

  it("sends the visitor to the site's redirection address when a start-up call of a known site fails", async () => {
    const site = demoSite({ redirection_settings: { is_redirect_search_page: false, redirect_to_service: null, redirection_url: 'https://demo-travels.example/maintenance' } });
    answerSite(server, site);
    server.on(`GET /core/public/partner-sites/${SITE_ID}/settings`, () => ({ status: 500, body: { message: 'boom', code: 'INTERNAL' } }));
    renderAt('/en');
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://demo-travels.example/maintenance'));
  });

  it('offers a retry when a start-up call fails and there is nowhere to redirect', async () => {
    answerSite(server, demoSite());
    let fail = true;
    server.on(`GET /core/public/partner-sites/${SITE_ID}/settings`, () => (fail ? { status: 500, body: { message: 'boom', code: 'INTERNAL' } } : { body: { data: [] } }));
    renderAt('/en');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Home content')).toBeInTheDocument();
  });

  it('redirects a language the site has not enabled to its primary language, keeping the path and query', async () => {
    const base = demoSite();
    answerSite(server, demoSite({ general_settings: { ...base.general_settings, language: { enabled_language: ['en'], primary_language: 'en' } } }));
    renderAt('/de/search?type=hotels');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/search?type=hotels'));
  });

  it('on the platform host without a site shows the plain "no site" page', async () => {
    answerSite(server, demoSite());
    server.on('GET /gateway/core/public/partner-sites', () => ({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }));
    renderAt('/en', 'localhost');
    expect(await screen.findByRole('heading', { level: 1, name: 'No site selected' })).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });

  it("on the platform host falls back to the session's selected site", async () => {
    const site = demoSite({ name: 'Selected Site', general_settings: { ...demoSite().general_settings, name: 'Selected Site' } });
    answerSite(server, site);
    server.on('GET /gateway/core/public/partner-sites', () => ({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }));
    sessionStore.set(selectedSiteIdAtom, site.id);
    sessionStore.set(selectedSiteInfoAtom, site);
    renderAt('/en', 'localhost');
    expect(await screen.findByText('Home content')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Selected Site, home page' })).toHaveAttribute('href', '/en');
  });
});

describe('head: favicon, title and scripts', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).__headRan;
    delete (window as unknown as Record<string, unknown>).__footerRan;
  });

  it("runs the site's head and footer scripts once, sets the favicon and title, and removes the scripts on unmount", async () => {
    const base = demoSite();
    answerSite(
      server,
      demoSite({
        general_settings: { ...base.general_settings, favicon_icon: 'https://cdn.example/favicon.png' },
        script_settings: {
          head_scripts: '<script>window.__headRan = (window.__headRan || 0) + 1;</script><meta name="x-site" content="demo">',
          footer_scripts: '<script data-kind="footer">window.__footerRan = (window.__footerRan || 0) + 1;</script>',
        },
      }),
    );
    const view = renderAt('/en');
    await screen.findByText('Home content');
    const w = window as unknown as Record<string, number>;
    await waitFor(() => expect(w.__headRan).toBe(1));
    expect(w.__footerRan).toBe(1);
    expect(document.head.querySelector('meta[name="x-site"]')).not.toBeNull();
    expect(document.body.querySelector('script[data-kind="footer"]')).not.toBeNull();
    expect(document.head.querySelector('link[rel~="icon"]')).toHaveAttribute('href', 'https://cdn.example/favicon.png');
    expect(document.title).toBe('Demo Travels');

    view.unmount();
    expect(document.head.querySelector('meta[name="x-site"]')).toBeNull();
    expect(document.body.querySelector('script[data-kind="footer"]')).toBeNull();
    expect(w.__headRan).toBe(1);
  });
});

describe('header', () => {
  it('shows the menu (nested items behind a toggle), the language menu of enabled languages and the cart button', async () => {
    answerSite(server, demoSite());
    renderAt('/en/search?type=hotels');
    await screen.findByTestId('location');
    const header = screen.getByRole('banner');

    // Mobile-first: the menu opens with its toggle, which keyboard users reach and press like any button.
    const toggle = within(header).getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(header).getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const nav = within(header).getByRole('navigation', { name: 'Main menu' });
    expect(await within(nav).findByRole('link', { name: 'Activities' })).toHaveAttribute('href', '/en/search?type=activities');
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/en/page/about');
    expect(within(nav).getByRole('link', { name: 'Visit Norway (opens another site)' })).toHaveAttribute('href', 'https://www.visitnorway.com');
    expect(within(nav).queryByRole('link', { name: 'Our team' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Show the About us submenu' }));
    expect(within(nav).getByRole('link', { name: 'Our team' })).toHaveAttribute('href', '/en/page/team');

    const languages = within(header).getByRole('combobox', { name: 'Language' });
    expect(within(languages).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Norsk', 'Svenska', 'Deutsch']);
    await userEvent.selectOptions(languages, 'no');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/no/search?type=hotels'));

    // (The shell, not this remote, switches the UI language to the URL's: the label stays English here.)
    const before = sessionStore.get(cartOpenRequestAtom);
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Cart' }));
    expect(sessionStore.get(cartOpenRequestAtom)).toBe(before + 1);
  });

  it('hides the cart and the language menu when the site disables them', async () => {
    const base = demoSite();
    answerSite(server, demoSite({ header_settings: { ...base.header_settings, disable_cart: true, disable_language_dropdown: true } }));
    renderAt('/en');
    await screen.findByText('Home content');
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('button', { name: 'Cart' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
  });

  it('uses the logo of the settings, and the site name as text when the site has no logo', async () => {
    answerSite(server, demoSite());
    const view = renderAt('/en');
    const home = await screen.findByRole('link', { name: 'Demo Travels, home page' });
    expect(within(home).getByRole('presentation', { hidden: true })).toHaveAttribute('src', 'data:image/svg+xml,black');
    view.unmount();

    server.on(`GET /core/public/partner-sites/${SITE_ID}/settings`, () => ({ body: { data: [] } }));
    renderAt('/en');
    const textLogo = await screen.findByRole('link', { name: 'Demo Travels, home page' });
    expect(textLogo).toHaveTextContent('Demo Travels');
    expect(within(textLogo).queryByRole('presentation', { hidden: true })).toBeNull();
  });

  it('offers a skip link to the main content as the first focusable element', async () => {
    answerSite(server, demoSite());
    renderAt('/en');
    await screen.findByText('Home content');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });
});

describe('footer', () => {
  it("uses the footer's colours, company, widgets (sanitised), links, legal pages and member-by block", async () => {
    answerSite(server, demoSite(), { footer: { background_color: '#0B3D2E', font_color: '#E8F5E9' } });
    renderAt('/en');
    await screen.findByText('Home content');
    const footer = screen.getByRole('contentinfo');
    await waitFor(() => expect(footer).toHaveStyle({ backgroundColor: '#0B3D2E' }));
    expect(footer).toHaveStyle({ color: '#E8F5E9' });
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Demo Travels AS`)).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { level: 2, name: 'Contact' })).toBeInTheDocument();
    expect(within(footer).getByText('Karl Johans gate 1, 0154 Oslo.')).toBeInTheDocument();
    expect(footer.querySelector('script')).toBeNull();
    expect(within(footer).getByText('bad')).not.toHaveAttribute('href');
    expect(within(footer).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/en/page/about');
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', 'mailto:hello@demo-travels.test');
    expect(within(footer).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/en/terms-and-conditions');
    const privacy = within(footer).getByRole('link', { name: 'Privacy policy' });
    expect(privacy).toHaveAttribute('href', '/en/privacy-policy');
    expect(privacy).toHaveAttribute('data-privacy-source', 'platform');
    expect(within(footer).getByRole('link', { name: 'Member of Wayhub (opens another site)' })).toHaveAttribute('href', 'https://wayhub.example');
  });

  it('replaces a font colour that would be unreadable on the background, and follows custom legal paths', async () => {
    answerSite(server, demoSite(), {
      footer: { background_color: '#FFFFFF', font_color: '#EEEEEE', use_goto_hub_privacy: false, privacy_policy_page_path: 'page/privacy', terms_and_conditions_page_path: '/en/page/terms' },
    });
    renderAt('/en');
    await screen.findByText('Home content');
    const footer = screen.getByRole('contentinfo');
    await waitFor(() => expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/page/privacy'));
    expect(footer).toHaveStyle({ color: '#000000' });
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('data-privacy-source', 'site');
    expect(within(footer).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/en/page/terms');
    // This site has no location settings: no address block.
    expect(within(footer).queryByTestId('site-contact')).toBeNull();
  });

  it("shows the site's location settings as its address, with phone and e-mail links", async () => {
    answerSite(server, demoSite(), { footer: { contact: { address: 'Bryggen 1\n5003 Bergen', phone: '+47 55 00 00 00', email: 'hello@fjord.example' } } });
    renderAt('/en');
    await screen.findByText('Home content');
    const contact = await screen.findByTestId('site-contact');
    expect(contact.tagName).toBe('ADDRESS');
    expect(within(contact).getByText(/Bryggen 1/)).toHaveTextContent('Bryggen 1 5003 Bergen');
    expect(within(contact).getByRole('link', { name: '+47 55 00 00 00' })).toHaveAttribute('href', 'tel:+4755000000');
    expect(within(contact).getByRole('link', { name: 'hello@fjord.example' })).toHaveAttribute('href', 'mailto:hello@fjord.example');
  });
});
