import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-contracts/paths';
import { createPartner, createPartnerSite } from 'shared-contracts/testing';
import { renderArea, useFakeApi, usePanelSession } from 'shared-ui/testing/fake-api';
import Area from '../../../expose/area';

// jsdom has no PointerEvent; Chakra's checkbox and press handling (zag) build one on blur.
if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const SITE = createPartnerSite({ id: 91, name: 'Fjord Trips', general_settings: { ...createPartnerSite().general_settings, language: { enabled_language: ['en', 'no'], primary_language: 'en' } } });
const fake = useFakeApi();
usePanelSession(() => createPartner(), SITE);
const savePath = api.partnerSites.saveSearchPage.path({ id: SITE.id });

beforeEach(() => {
  fake.server.on(`GET ${api.partnerSites.byId.path({ id: SITE.id })}`, () => ({ body: { data: SITE } }));
  fake.server.on(`GET ${api.partnerSites.searchPage.path({ id: SITE.id })}`, () => ({ body: { data: { cover_image_url: null, titles: { en: 'Find your trip' }, subtitles: {} } } }));
  fake.server.on(`PUT ${savePath}`, (request) => ({ body: { data: request.body } }));
});

describe('search page settings', () => {
  test('a title per language with the primary one as the hint, and the cover by address', async () => {
    const user = userEvent.setup();
    renderArea(Area, `/en/npanel/sites/${SITE.id}/settings/search-page-settings`);
    const norwegian = await screen.findByRole('textbox', { name: 'Title in Norwegian' });
    expect(screen.getByRole('textbox', { name: 'Title in English' })).toHaveValue('Find your trip');
    expect(norwegian).toHaveAttribute('placeholder', 'Find your trip');
    await user.type(norwegian, 'Finn turen din');
    await user.type(screen.getByRole('textbox', { name: 'Or the address of Cover picture' }), '/files/cover.jpg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.sent('PUT', savePath)).toEqual([{ cover_image_url: '/files/cover.jpg', titles: { en: 'Find your trip', no: 'Finn turen din' }, subtitles: {} }]),
    );
  });
});
