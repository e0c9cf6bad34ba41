import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-contracts/paths';
import type { PartnerSite } from 'shared-contracts/sites';
import { createPartner, createPartnerSite } from 'shared-contracts/testing';
import { renderArea as render, useFakeApi, usePanelSession } from 'shared-ui/testing/fake-api';
import Area from '../../../expose/area';

// jsdom has no PointerEvent; Chakra's checkbox and press handling (zag) build one on blur.
if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const SITE = createPartnerSite({ id: 61, name: 'Fjord Trips', sub_domain: 'fjord' });
const fake = useFakeApi();
usePanelSession(() => createPartner(), SITE);

const settingsPath = api.partnerSites.updateSettings.path({ id: SITE.id });
let site: PartnerSite;
beforeEach(() => {
  site = JSON.parse(JSON.stringify(SITE)) as PartnerSite;
  fake.server.on(`GET ${api.partnerSites.byId.path({ id: SITE.id })}`, () => ({ body: { data: site } }));
  fake.server.on(`GET ${api.whiteLabel.locationsHavingServices.path()}`, () => ({
    body: { data: [{ id: 4, name: 'Oslo', parent_id: null, count: 3 }, { id: 5, name: 'Bergen', parent_id: null, count: 2 }] },
  }));
  // The API's answer: the groups sent replace the site's.
  fake.server.on(`PUT ${settingsPath}`, (request) => {
    site = { ...site, ...(request.body as Partial<PartnerSite>) };
    return { body: { data: site } };
  });
});

const renderArea = (tab: string) => render(Area, `/en/npanel/${SITE.id}/site-settings${tab ? `/${tab}` : ''}`);

describe('site settings', () => {
  test('one link per group, the current one marked; the bare address opens the booking flow', async () => {
    renderArea('');
    const nav = await screen.findByRole('navigation', { name: 'Settings groups' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Booking flow', 'Header', 'Footer Settings', 'Location', 'Redirection', 'Scripts']);
    expect(within(nav).getByRole('link', { name: 'Booking flow' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Header' })).toHaveAttribute('href', `/en/npanel/${SITE.id}/site-settings/header`);
    expect(await screen.findByRole('checkbox', { name: 'Process a single cart item' })).not.toBeChecked();
  });

  test('the header group saves on its own, with the logo by address', async () => {
    const user = userEvent.setup();
    renderArea('header');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Header type' }), 'scrolled_fixed');
    await user.type(screen.getByRole('textbox', { name: 'Or the address of Dark logo' }), '/files/logo-dark.png');
    await user.click(screen.getByRole('checkbox', { name: 'Hide the cart' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The save bar names what changed.
    expect(await screen.findByText(/^Saved: Header type, Or the address of Dark logo/)).toBeInTheDocument();
    expect(fake.sent('PUT', settingsPath)).toEqual([
      {
        header_settings: {
          header_type: 'scrolled_fixed',
          black_logo: '/files/logo-dark.png',
          white_logo: null,
          disable_cart: true,
          disable_language_dropdown: false,
        },
      },
    ]);
    expect(await screen.findByRole('img', { name: 'Dark logo as it is now' })).toHaveAttribute('src', '/files/logo-dark.png');
  });

  test('footer: text blocks up to four, colours checked before sending, and the API refusal shown on its field', async () => {
    const user = userEvent.setup();
    renderArea('footer');
    expect(await screen.findByText('The footer has no text blocks.')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add a text block' });
    for (let i = 0; i < 4; i++) await user.click(add);
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove block 4' }));
    await user.click(screen.getByRole('button', { name: 'Remove block 3' }));
    await user.click(screen.getByRole('button', { name: 'Remove block 2' }));
    expect(add).toBeEnabled();

    await user.type(screen.getByRole('textbox', { name: /Title of block 1/ }), 'About us');
    await user.type(screen.getByRole('textbox', { name: 'Text of block 1' }), 'Fjord trips since 1999.');
    const background = screen.getByRole('textbox', { name: 'Background colour' });
    await user.clear(background);
    await user.type(background, 'navy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a colour as #RGB or #RRGGBB.')).toBeInTheDocument();
    expect(fake.sent('PUT', settingsPath)).toHaveLength(0);

    await user.clear(background);
    await user.type(background, '#0F172A');
    fake.server.on(`PUT ${settingsPath}`, () => ({
      status: 400,
      body: {
        message: 'Some fields are not valid.',
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'footer_settings.widgets.0.title', message: 'Keep the title to at most 80 characters.', code: 'validation.widgetTitleTooLong' }],
      },
    }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Keep the title to at most 80 characters.')).toBeInTheDocument();
    expect(fake.sent('PUT', settingsPath)).toEqual([
      {
        footer_settings: {
          footer_background_color: '#0F172A',
          footer_font_color: '#F9FAFB',
          widgets: [{ title: 'About us', content: 'Fjord trips since 1999.' }],
          use_goto_hub_privacy: false,
          privacy_policy_page_path: null,
          terms_and_conditions_page_path: null,
        },
      },
    ]);
  });

  test('location: a place of the marketplace, and the contact lines; empty ones are sent as none', async () => {
    const user = userEvent.setup();
    renderArea('location');
    const place = await screen.findByRole('combobox', { name: 'Place' });
    await waitFor(() => expect(within(place).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(place, 'Bergen');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Bryggen 1, Bergen');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'hello@fjord.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.sent('PUT', settingsPath)).toEqual([{ location_settings: { location_id: 5, address: 'Bryggen 1, Bergen', phone: null, email: 'hello@fjord.example' } }]),
    );
  });

  test('scripts are sent as written; the page says what is kept', async () => {
    const user = userEvent.setup();
    renderArea('script');
    expect(await screen.findByText(/Only scripts, their noscript fall-backs, meta and link tags are kept/)).toBeInTheDocument();
    const head = screen.getByRole('textbox', { name: 'Scripts in the page head' });
    await user.click(head);
    await user.paste('<script async src="https://example.com/tag.js"></script>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.sent('PUT', settingsPath)).toEqual([{ script_settings: { head_scripts: '<script async src="https://example.com/tag.js"></script>', footer_scripts: '' } }]),
    );
  });
});
