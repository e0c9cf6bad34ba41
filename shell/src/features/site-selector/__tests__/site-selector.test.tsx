import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COOKIES } from 'shared-contracts/constants';
import { Policy } from 'shared-contracts/enums';
import { alertsAtom, readCookie, selectedSiteIdAtom, selectedSiteInfoAtom, sessionStore } from 'shared-runtime/session';
import { type PartnerSite } from 'shared-contracts/sites';
import { createPartner, createPartnerSite, createSupplier } from 'shared-contracts/testing';
import { type CurrentUser } from 'shared-contracts/users';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import { LocationProbe, renderShell, resetSession } from '../../../testing/render-shell';
import { SiteSelector } from '../components/site-selector';

let server: ApiServer;
const fjord = createPartnerSite({ id: 12, name: 'Fjord Tours', sub_domain: 'fjord' });
const glacier = createPartnerSite({ id: 13, name: 'Glacier Walks', sub_domain: 'glacier' });

function listAnswer(sites: PartnerSite[]) {
  return { body: { data: { data: sites, total: sites.length, left_off: -1 } } };
}

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on('GET /core/v1/partner-sites', () => listAnswer([fjord]));
  server.on('GET /core/v1/partner-sites/12', () => ({ body: { data: fjord } }));
  server.on('GET /core/v1/partner-sites/13', () => ({ body: { data: glacier } }));
});

function renderSelector(user: CurrentUser, siteId = -1, route = '/en/npanel') {
  resetSession({ user, sessionHint: true, siteId });
  return renderShell(
    <>
      <SiteSelector lang="en" />
      <LocationProbe />
    </>,
    { route, apiBaseUrl: server.baseUrl, withToaster: true },
  );
}

const selector = () => screen.getByRole('combobox', { name: 'Site' });

describe('site selector (spec 000 §2.8)', () => {
  it('is shown only to partners holding the site-count policy', () => {
    const first = renderSelector(createPartner({ policies: [Policy.PARTNER_SITE_BUILDER_POLICY] }));
    expect(screen.queryByRole('combobox', { name: 'Site' })).not.toBeInTheDocument();
    first.unmount();
    renderSelector(createSupplier());
    expect(screen.queryByRole('combobox', { name: 'Site' })).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('lists the partner’s sites by name and sub-domain, asking for all of them', async () => {
    renderSelector(createPartner());
    expect(await screen.findByRole('option', { name: 'Fjord Tours (fjord)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Create new site' })).toBeInTheDocument();
    expect(server.requests[0]?.path).toBe('/core/v1/partner-sites?item_per_page=-1&left_off=-1');
  });

  it('choosing a site stores its id in the cookie and loads its info', async () => {
    renderSelector(createPartner());
    await screen.findByRole('option', { name: 'Fjord Tours (fjord)' });
    await userEvent.selectOptions(selector(), '12');
    await waitFor(() => expect(sessionStore.get(selectedSiteInfoAtom)?.id).toBe(12));
    expect(sessionStore.get(selectedSiteIdAtom)).toBe(12);
    expect(readCookie(COOKIES.selectedSite.name)).toBe('12');
    expect(selector()).toHaveValue('12');
  });

  it('switching sites on a site page opens the same page for the new site', async () => {
    server.on('GET /core/v1/partner-sites', () => listAnswer([fjord, glacier]));
    renderSelector(createPartner(), 12, '/en/npanel/12/theme-settings');
    await screen.findByRole('option', { name: 'Glacier Walks (glacier)' });
    await userEvent.selectOptions(selector(), '13');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/npanel/13/theme-settings'));
  });

  it('a failed site info load shows the server message and "Failed to fetch Site by id!"', async () => {
    server.on('GET /core/v1/partner-sites/12', () => ({ status: 500, body: { message: 'Site storage unavailable', code: 'INTERNAL' } }));
    renderSelector(createPartner());
    await screen.findByRole('option', { name: 'Fjord Tours (fjord)' });
    await userEvent.selectOptions(selector(), '12');
    expect(await screen.findByText('Site storage unavailable')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch Site by id!')).toBeInTheDocument();
  });

  it('when the session ends during the site info load, only the session-ended alert shows', async () => {
    server.on('GET /core/v1/partner-sites/12', () => ({ status: 401, body: { message: 'Unauthenticated', code: 'UNAUTHENTICATED' } }));
    server.on('POST /nauth/npanel/refresh_token', () => ({ status: 401, body: { message: 'Token reused', code: 'TOKEN_REUSED' } }));
    renderSelector(createPartner());
    await screen.findByRole('option', { name: 'Fjord Tours (fjord)' });
    await userEvent.selectOptions(selector(), '12');
    expect(await screen.findByText('No Token found!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/login'));
    // The toaster is a page-wide singleton that may still show earlier tests' toasts; the alert queue is per test.
    expect(sessionStore.get(alertsAtom)).toEqual([expect.objectContaining({ messageId: 'errors.noTokenFound' })]);
  });

  it('"Create new site" opens general settings for a new site while below the limit', async () => {
    renderSelector(createPartner(), 12);
    await screen.findByRole('option', { name: 'Fjord Tours (fjord)' });
    await userEvent.selectOptions(selector(), 'Create new site');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/npanel/sites/-1/settings/general-settings'));
    expect(sessionStore.get(selectedSiteIdAtom)).toBe(-1);
  });

  it('at the limit of two sites, "Create new site" is refused: the selection reverts and MaxSiteLimit shows', async () => {
    server.on('GET /core/v1/partner-sites', () => listAnswer([fjord, glacier]));
    renderSelector(createPartner(), 13, '/en/npanel/13/pages');
    await screen.findByRole('option', { name: 'Glacier Walks (glacier)' });
    expect(selector()).toHaveValue('13');

    await userEvent.selectOptions(selector(), 'Create new site');
    expect(await screen.findByText('The maximum number of allowed sites has been reached. Please contact support.')).toBeInTheDocument();
    expect(selector()).toHaveValue('13');
    expect(sessionStore.get(selectedSiteIdAtom)).toBe(13);
    expect(screen.getByTestId('location').textContent).toBe('/en/npanel/13/pages');
  });

  it('a failed site list shows an error alert with its message', async () => {
    server.on('GET /core/v1/partner-sites', () => ({ status: 500, body: { message: 'Sites are unavailable right now', code: 'INTERNAL' } }));
    renderSelector(createPartner());
    expect(await screen.findByText('Sites are unavailable right now')).toBeInTheDocument();
  });
});
