import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { SiteStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import type { PartnerSite } from 'shared-contracts/sites';
import { createAdmin, createPartnerSite } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

const LIST = `GET ${api.partnerSites.adminList.pattern}`;
const duo = createPartnerSite({ id: 41, name: 'Duo Tours', sub_domain: 'duo', status: SiteStatus.Pending });
const fjord = createPartnerSite({ id: 42, name: 'Fjord Days', sub_domain: 'fjord', domain: 'fjord.example', status: SiteStatus.Pending });

let server: ApiServer;
let waiting: PartnerSite[];
beforeAll(async () => {
  server = await startApiServer();
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  waiting = [duo, fjord];
  server.on(LIST, () => ({ body: { data: { data: waiting, total: waiting.length, left_off: -1 } } }));
  sessionStore.set(currentUserAtom, createAdmin());
});
afterEach(() => sessionStore.set(currentUserAtom, null));

function renderPage() {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route: '/en/admin/partner-site/pending', path: '/:lang/*' },
  );
}

const calls = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path);

describe('the sites waiting for approval', () => {
  test('lists the pending sites only (status=2), with their addresses and languages', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Sites waiting for approval' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('fjord.example')).toBeInTheDocument();
    expect(within(table).getAllByText('English, Norwegian and Swedish')).toHaveLength(2);
    const asked = server.requests.find((r) => r.method === 'GET' && r.path.startsWith(api.partnerSites.adminList.path()));
    expect(new URLSearchParams(asked!.path.split('?')[1]).get('status')).toBe(String(SiteStatus.Pending));
  });

  test('approving asks first; Cancel changes nothing, Approve puts the site live and it leaves the list', async () => {
    const user = userEvent.setup();
    server.on(`PUT ${api.partnerSites.approve.path({ id: 41 })}`, () => {
      waiting = [fjord];
      return { body: { data: { ...duo, status: SiteStatus.Confirmed } } };
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve Duo Tours' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The site goes live at duo as soon as you approve it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls('PUT', api.partnerSites.approve.path({ id: 41 }))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Approve Duo Tours' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve and publish' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Duo Tours is approved and live.');
    expect(calls('PUT', api.partnerSites.approve.path({ id: 41 }))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve Duo Tours' })).not.toBeInTheDocument());
  });

  test('sending back needs a reason, which is what the API receives', async () => {
    const user = userEvent.setup();
    const REJECT = api.partnerSites.reject.path({ id: 42 });
    server.on(`PUT ${REJECT}`, () => ({ body: { data: { ...fjord, status: SiteStatus.Reviewing, review_note: 'Add a logo.' } } }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send Fjord Days back to its owner' }));
    const form = screen.getByRole('region', { name: 'Send Fjord Days back to its owner' });
    await user.click(within(form).getByRole('button', { name: 'Send back with this reason' }));
    expect(within(form).getByText('Please write the reason the partner will read.')).toBeInTheDocument();
    expect(calls('PUT', REJECT)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), '  Add a logo. ');
    await user.click(within(form).getByRole('button', { name: 'Send back with this reason' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Fjord Days was sent back to its owner.');
    expect(calls('PUT', REJECT).map((r) => r.body)).toEqual([{ reason: 'Add a logo.' }]);
  });

  test('a site another administrator decided on shows the API’s message; an empty queue says so', async () => {
    const user = userEvent.setup();
    server.on(`PUT ${api.partnerSites.approve.path({ id: 41 })}`, () => {
      waiting = [];
      return { status: 409, body: { message: 'This site is no longer waiting for that decision. Reload to see where it stands.', code: 'CONFLICT' } };
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve Duo Tours' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve and publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This site is no longer waiting for that decision.');
    expect(await screen.findByText('No site is waiting for approval')).toBeInTheDocument();
  });
});
