import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { api } from 'shared-contracts/paths';
import { SITE_CHANGE_STATUS, type SiteChange } from 'shared-contracts/sites';
import { createAdmin } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

const LIST = `GET ${api.partnerSites.adminChanges.pattern}`;
const APPROVE_FJORD = api.partnerSites.approveChange.path({ id: 7 });
const REJECT_FJORD = api.partnerSites.rejectChange.path({ id: 7 });

function siteChange(overrides: Partial<SiteChange>): SiteChange {
  return { id: 1, site_id: 1, site_name: 'A site', status: SITE_CHANGE_STATUS.pending, fields: [], review_note: null, created_at: '2025-03-04T09:15:00.000Z', ...overrides };
}

/** A new sub-domain and a first custom domain. */
const fjord = siteChange({
  id: 7,
  site_id: 42,
  site_name: 'Fjord Days',
  fields: [
    { field: 'sub_domain', from: 'fjord', to: 'fjord-days' },
    { field: 'domain', from: null, to: 'fjord.example' },
  ],
});
/** Giving up its custom domain. */
const duo = siteChange({ id: 8, site_id: 41, site_name: 'Duo Tours', fields: [{ field: 'domain', from: 'duo.example', to: null }], created_at: '2025-03-05T14:00:00.000Z' });

let server: ApiServer;
let waiting: SiteChange[];
beforeAll(async () => {
  server = await startApiServer();
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  waiting = [fjord, duo];
  server.on(LIST, () => ({ body: { data: { data: waiting, total: waiting.length, left_off: -1 } } }));
  // A decision takes the request off the queue, as the API does; tests that want a failure replace these.
  server.on(`PUT ${APPROVE_FJORD}`, () => {
    waiting = waiting.filter((each) => each.id !== fjord.id);
    return { body: { data: { ...fjord, status: SITE_CHANGE_STATUS.approved } } };
  });
  server.on(`PUT ${REJECT_FJORD}`, (request) => {
    waiting = waiting.filter((each) => each.id !== fjord.id);
    return { body: { data: { ...fjord, status: SITE_CHANGE_STATUS.rejected, review_note: (request.body as { reason: string }).reason } } };
  });
  sessionStore.set(currentUserAtom, createAdmin());
});
afterEach(() => sessionStore.set(currentUserAtom, null));

function renderPage() {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route: '/en/admin/partner-site/pending-change', path: '/:lang/*' },
  );
}

const calls = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path);
const listReads = () => server.requests.filter((r) => r.method === 'GET' && r.path.startsWith(api.partnerSites.adminChanges.path()));
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('the address changes waiting for a decision', () => {
  test('lists every open request with its site, when it was asked and its diff (now / asked for)', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Editing requests' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Address changes waiting for a decision' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(['Fjord Days', 'Duo Tours']);
    expect(items[0]).toHaveTextContent('Asked on 4 Mar 2025, 09:15');

    const table = within(items[0]!).getByRole('table', { name: 'Address change of Fjord Days' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Field', 'Now', 'Asked for']);
    const [, subDomain, domain] = within(table).getAllByRole('row');
    expect(within(subDomain!).getByRole('rowheader')).toHaveTextContent('Sub-domain');
    expect(cellTexts(subDomain!)).toEqual(['fjord', 'fjord-days']);
    expect(within(domain!).getByRole('rowheader')).toHaveTextContent('Custom domain');
    expect(cellTexts(domain!)).toEqual(['None', 'fjord.example']);
    // The old value is marked as removed, the new one as inserted.
    expect(within(subDomain!).getByText('fjord').tagName).toBe('DEL');
    expect(within(subDomain!).getByText('fjord-days').tagName).toBe('INS');

    const duoTable = within(items[1]!).getByRole('table', { name: 'Address change of Duo Tours' });
    expect(cellTexts(within(duoTable).getAllByRole('row')[1]!)).toEqual(['duo.example', 'None']);

    const asked = new URLSearchParams(listReads()[0]!.path.split('?')[1]);
    expect([asked.get('item_per_page'), asked.get('left_off')]).toEqual(['-1', '-1']);
  });

  test('an empty queue says so', async () => {
    waiting = [];
    renderPage();
    expect(await screen.findByText('No address changes are waiting')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Address changes waiting for a decision' })).not.toBeInTheDocument();
  });

  test('a list that could not be read offers to try again', async () => {
    const user = userEvent.setup();
    server.on(LIST, () => ({ status: 500, body: { message: 'Boom', code: 'INTERNAL' } }));
    renderPage();
    expect(await screen.findByText('The address changes waiting for a decision could not be loaded.')).toBeInTheDocument();
    server.on(LIST, () => ({ body: { data: { data: waiting, total: waiting.length, left_off: -1 } } }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Address change of Fjord Days' })).toBeInTheDocument();
  });

  test('approving asks first: Cancel sends nothing; confirming sends the PUT and the request leaves the list', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve the address change of Fjord Days' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Approve the new address of Fjord Days?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls('PUT', APPROVE_FJORD)).toHaveLength(0);
    expect(screen.getByRole('table', { name: 'Address change of Fjord Days' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve the address change of Fjord Days' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve the change' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The new address of Fjord Days is approved.');
    expect(calls('PUT', APPROVE_FJORD)).toHaveLength(1);
    expect(calls('PUT', APPROVE_FJORD)[0]!.body).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Address change of Fjord Days' })).not.toBeInTheDocument());
    expect(screen.getByRole('table', { name: 'Address change of Duo Tours' })).toBeInTheDocument();
  });

  test('rejecting needs a reason, which is what the API receives', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject the address change of Fjord Days' }));
    const form = screen.getByRole('region', { name: 'Reject the address change of Fjord Days' });
    const reason = within(form).getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Reject with this reason' }));
    expect(within(form).getByText('Please write the reason the partner will read.')).toBeInTheDocument();
    expect(calls('PUT', REJECT_FJORD)).toHaveLength(0);

    await user.type(reason, '  That domain is not yours. ');
    await user.click(within(form).getByRole('button', { name: 'Reject with this reason' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The address change of Fjord Days was rejected.');
    expect(calls('PUT', REJECT_FJORD).map((r) => r.body)).toEqual([{ reason: 'That domain is not yours.' }]);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Address change of Fjord Days' })).not.toBeInTheDocument());
    expect(calls('PUT', APPROVE_FJORD)).toHaveLength(0);
  });

  test('cancelling the reason form sends nothing and gives the keyboard back to Reject', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject the address change of Fjord Days' }));
    const form = screen.getByRole('region', { name: 'Reject the address change of Fjord Days' });
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Not sure');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Reject the address change of Fjord Days' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reject the address change of Fjord Days' })).toHaveFocus());
    expect(calls('PUT', REJECT_FJORD)).toHaveLength(0);
  });

  test('an address another site took meanwhile (409) shows the API’s message and the request stays', async () => {
    const user = userEvent.setup();
    server.on(`PUT ${APPROVE_FJORD}`, () => ({ status: 409, body: { message: 'Another site already uses this sub-domain.', code: 'CONFLICT' } }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve the address change of Fjord Days' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve the change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another site already uses this sub-domain.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(calls('PUT', APPROVE_FJORD)).toHaveLength(1);
    // The list is read again, and the request is still there to decide on.
    await waitFor(() => expect(listReads()).toHaveLength(2));
    expect(await screen.findByRole('table', { name: 'Address change of Fjord Days' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve the address change of Fjord Days' })).toBeEnabled();
  });

  test('a request another administrator decided on (409) shows the API’s message and leaves with the new read', async () => {
    const user = userEvent.setup();
    server.on(`PUT ${REJECT_FJORD}`, () => {
      waiting = [duo];
      return { status: 409, body: { message: 'This change is no longer waiting for a decision. Reload to see where it stands.', code: 'CONFLICT' } };
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject the address change of Fjord Days' }));
    const form = screen.getByRole('region', { name: 'Reject the address change of Fjord Days' });
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'No.');
    await user.click(within(form).getByRole('button', { name: 'Reject with this reason' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This change is no longer waiting for a decision.');
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Address change of Fjord Days' })).not.toBeInTheDocument());
  });
});
