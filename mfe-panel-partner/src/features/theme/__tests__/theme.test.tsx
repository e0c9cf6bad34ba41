import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_DEFAULTS } from 'shared-contracts/constants';
import { SITE_MANIFEST } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import { type PartnerSite, SEARCH_PAGE_THEME_UNSET } from 'shared-contracts/sites';
import { createPartner, createPartnerSite } from 'shared-contracts/testing';
import { RemoteSlotProvider, type RemoteSlotProps } from 'shared-runtime/remotes';
import { renderArea, useFakeApi, usePanelSession } from 'shared-ui/testing/fake-api';
import Area from '../../../expose/area';

// jsdom has no PointerEvent; Chakra's checkbox and press handling (zag) build one on blur.
if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const SITE = createPartnerSite({ id: 71, name: 'Fjord Trips', sub_domain: 'fjord' });
const fake = useFakeApi();
usePanelSession(() => createPartner(), SITE);
const settingsPath = api.partnerSites.updateSettings.path({ id: SITE.id });

/** What the shell would render from mfe-site: here, the slot's request, so the test reads what the preview is given. */
let slots: RemoteSlotProps[] = [];
function renderSlot(slot: RemoteSlotProps) {
  slots.push(slot);
  const theme = (slot.props?.theme ?? {}) as Record<string, unknown>;
  return <output data-testid="slot">{`${slot.remote}${slot.expose} ${String(theme.button_background_color)} ${String(theme.button_radius)}`}</output>;
}
function AreaWithSlots() {
  return (
    <RemoteSlotProvider value={renderSlot}>
      <Area />
    </RemoteSlotProvider>
  );
}

let site: PartnerSite;
beforeEach(() => {
  slots = [];
  site = JSON.parse(JSON.stringify(SITE)) as PartnerSite;
  fake.server.on(`GET ${api.partnerSites.byId.path({ id: SITE.id })}`, () => ({ body: { data: site } }));
  fake.server.on(`GET ${api.siteContent.fontData.path()}`, () => ({ body: { data: [{ family: 'Roboto', category: 'sans-serif', weights: [400] }, { family: 'Lato', category: 'sans-serif', weights: [400] }] } }));
  fake.server.on(`PUT ${settingsPath}`, (request) => {
    site = { ...site, ...(request.body as Partial<PartnerSite>) };
    return { body: { data: site } };
  });
});

describe('the theme page', () => {
  test('the storefront preview follows the form as the partner types, before any save', async () => {
    const user = userEvent.setup();
    renderArea(AreaWithSlots, `/en/npanel/${SITE.id}/theme-settings`);
    const slot = await screen.findByTestId('slot');
    expect(slot).toHaveTextContent(`${SITE_MANIFEST.remote}./ThemePreview ${THEME_DEFAULTS.button_background_color} 50`);

    const button = screen.getByRole('textbox', { name: 'Button colour' });
    await user.clear(button);
    await user.type(button, '#0B7A75');
    const radius = screen.getByRole('spinbutton', { name: 'Button corner radius' });
    await user.clear(radius);
    await user.type(radius, '8');
    await waitFor(() => expect(screen.getByTestId('slot')).toHaveTextContent('#0B7A75 8'));
    // The preview speaks the panel's language and names the site.
    expect(slots.at(-1)?.props?.labels).toMatchObject({ title: 'Fjord Trips', book: 'Book now' });
    expect(fake.sent('PUT', settingsPath)).toHaveLength(0);
  });

  test('saves every theme field; a colour that is not one is refused before sending', async () => {
    const user = userEvent.setup();
    renderArea(AreaWithSlots, `/en/npanel/${SITE.id}/theme-settings/general-theme`);
    const title = await screen.findByRole('textbox', { name: 'Titles' });
    await user.clear(title);
    await user.type(title, 'dark blue');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font' }), 'Lato');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a colour as #RGB or #RRGGBB.')).toBeInTheDocument();
    expect(fake.sent('PUT', settingsPath)).toHaveLength(0);

    await user.clear(title);
    await user.type(title, '#123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.sent('PUT', settingsPath)).toEqual([{ theme_settings: { ...THEME_DEFAULTS, title_color: '#123', site_font: 'Lato' } }]));
  });

  test('the default theme comes back with one button, as an unsaved change', async () => {
    const user = userEvent.setup();
    site = { ...site, theme_settings: { ...site.theme_settings, button_background_color: '#FF0000', button_radius: 0 } };
    renderArea(AreaWithSlots, `/en/npanel/${SITE.id}/theme-settings`);
    expect(await screen.findByTestId('slot')).toHaveTextContent('#FF0000 0');
    await user.click(screen.getByRole('button', { name: 'Use the default theme' }));
    await waitFor(() => expect(screen.getByTestId('slot')).toHaveTextContent(`${THEME_DEFAULTS.button_background_color} 50`));
    expect(screen.getByRole('textbox', { name: 'Button colour' })).toHaveValue(THEME_DEFAULTS.button_background_color);
    expect(fake.sent('PUT', settingsPath)).toHaveLength(0);
  });
});

describe('the search page theme', () => {
  test('a colour left empty is the theme’s; one typed paints the preview and is saved, the rest as null', async () => {
    const user = userEvent.setup();
    site = { ...site, theme_settings: { ...site.theme_settings, button_background_color: '#0B7A75' } };
    renderArea(AreaWithSlots, `/en/npanel/${SITE.id}/theme-settings/search-page-theme`);
    const button = await screen.findByRole('textbox', { name: 'Button colour' });
    // Empty, with the theme's colour as the hint; the preview shows the theme's.
    expect(button).toHaveValue('');
    expect(button).toHaveAttribute('placeholder', '#0B7A75');
    expect(await screen.findByTestId('slot')).toHaveTextContent('#0B7A75');

    await user.type(button, '#7C2D12');
    await waitFor(() => expect(screen.getByTestId('slot')).toHaveTextContent('#7C2D12'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.sent('PUT', settingsPath)).toHaveLength(1));
    expect(fake.sent('PUT', settingsPath)[0]).toEqual({
      search_page_theme_settings: { ...SEARCH_PAGE_THEME_UNSET, button_background_color: '#7C2D12' },
    });
  });
});
