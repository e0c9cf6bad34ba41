import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { api } from 'shared-contracts/paths';
import { createSupplier } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import { ProductFeatureSchema, type ProductFeature } from 'shared-contracts/tours';
import * as v from 'shared-contracts/valibot';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

const LIST = api.tours.features.path();

function feature(id: number, names: Record<string, string>, icon = ''): ProductFeature {
  return v.parse(ProductFeatureSchema, { id, supplier_id: 7, name: names.en ?? Object.values(names)[0], names, icon });
}

let server: ApiServer;
let features: ProductFeature[];

beforeAll(async () => {
  server = await startApiServer();
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  features = [feature(1, { en: 'Hotel pickup', no: 'Henting på hotellet' }, 'bus'), feature(2, { en: 'Guide' })];
  server.on(`GET ${LIST}`, () => ({ body: { data: features } }));
  sessionStore.set(currentUserAtom, createSupplier());
});
afterEach(() => sessionStore.set(currentUserAtom, null));

const renderArea = (route: string) =>
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route, path: '/:lang/*' },
  );
const requests = (method: string, path: string) => server.requests.filter((request) => request.method === method && request.path.split('?')[0] === path);

describe('product features (npanel/product-feature)', () => {
  it('lists the features with their languages, searches them, and asks before deleting one', async () => {
    server.on(`DELETE ${api.tours.deleteFeature.path({ id: 2 })}`, () => {
      features = features.filter((each) => each.id !== 2);
      return { body: { data: { id: 2, deleted: true } } };
    });
    const user = userEvent.setup();
    renderArea('/en/npanel/product-feature');

    const table = await screen.findByRole('table', { name: 'Product features' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows().map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['Hotel pickup', 'bus', 'English and Norwegian'],
      ['Guide', '—', 'English'],
    ]);
    expect(within(rows()[0]!).getByRole('link', { name: 'Hotel pickup' })).toHaveAttribute('href', '/en/npanel/product-feature/1');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'henting');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Actions for Guide' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Guide”?' });
    expect(requests('DELETE', api.tours.deleteFeature.path({ id: 2 }))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(requests('DELETE', api.tours.deleteFeature.path({ id: 2 }))).toHaveLength(1);
  });

  it('invites a supplier without features to create one', async () => {
    features = [];
    renderArea('/en/npanel/product-feature');
    expect(await screen.findByRole('heading', { name: 'No product features yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create product feature' })[0]).toHaveAttribute('href', '/en/npanel/product-feature/-1');
  });

  it('creates a feature with its name in two languages, and shows the API’s refusal of the icon on its field', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { message: 'Bad request', code: 'VALIDATION_FAILED', issues: [{ path: 'icon', message: 'This value is not valid.', code: 'validation.invalid' }] },
    };
    server.on(`POST ${api.tours.createFeature.path()}`, () => answer);
    const user = userEvent.setup();
    renderArea('/en/npanel/product-feature/-1');

    const form = await screen.findByRole('form', { name: 'Product feature' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create product feature' })).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Name (English)' }), 'Sauna');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Language' }), 'Swedish');
    await user.type(within(form).getByRole('textbox', { name: 'Name (Swedish)' }), 'Bastu');
    await user.type(within(form).getByRole('textbox', { name: 'Icon' }), 'hot-tub');
    await user.click(within(form).getByRole('button', { name: 'Create' }));

    const icon = within(form).getByRole('textbox', { name: 'Icon' });
    await waitFor(() => expect(icon).toHaveAttribute('aria-invalid', 'true'));
    expect(requests('POST', api.tours.createFeature.path())[0]!.body).toEqual({ names: { en: 'Sauna', sv: 'Bastu' }, icon: 'hot-tub' });

    answer = { status: 201, body: { data: feature(3, { en: 'Sauna', sv: 'Bastu' }, 'hot-tub') } };
    features = [...features, feature(3, { en: 'Sauna', sv: 'Bastu' }, 'hot-tub')];
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    // Back on the list, with the new feature in it.
    const table = await screen.findByRole('table', { name: 'Product features' });
    expect(within(table).getByRole('link', { name: 'Sauna' })).toBeInTheDocument();
  });

  it('says so when a feature does not exist', async () => {
    server.on(`GET ${api.tours.feature.path({ id: 99 })}`, () => ({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }));
    renderArea('/en/npanel/product-feature/99');
    expect(await screen.findByRole('heading', { name: 'This product feature was not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the product features' })).toHaveAttribute('href', '/en/npanel/product-feature');
  });
});
