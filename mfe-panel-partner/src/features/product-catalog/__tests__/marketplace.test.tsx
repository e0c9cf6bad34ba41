import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FilteredBucket } from 'shared-contracts/buckets';
import { api } from 'shared-contracts/paths';
import { createPartner, createPartnerSite } from 'shared-contracts/testing';
import type { CatalogueService, MarketplaceFilter } from 'shared-contracts/white-label';
import { renderArea as render, useFakeApi, usePanelSession } from 'shared-ui/testing/fake-api';
import Area from '../../../expose/area';

const SITE = createPartnerSite({ id: 41, name: 'Fjord Trips', sub_domain: 'fjord' });
const w = api.whiteLabel;
const MARKETPLACE = `/en/npanel/${SITE.id}/gotohub-marketplace`;

/** 30 services in the marketplace; the fake answers pages of them as the API would. */
const SERVICES: CatalogueService[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  name: `Service ${String(i + 1).padStart(2, '0')}`,
  service_type: i % 3 === 0 ? 3 : 1,
  product_code: `P-${i + 1}`,
  location_name: 'Oslo',
  image_url: null,
  bucket_id: null,
}));

const fake = useFakeApi();
usePanelSession(() => createPartner(), SITE);

let buckets: FilteredBucket[];
let onSite: Map<number, number>;

function serveMarketplace() {
  const matching = (filter: Partial<MarketplaceFilter>) =>
    SERVICES.filter((service) => (filter.service_type === undefined || service.service_type === filter.service_type) && (!filter.query || service.name.includes(filter.query)));
  fake.server.on(`POST ${w.viewServices.path({ siteId: SITE.id })}`, (request) => {
    const body = request.body as Partial<MarketplaceFilter>;
    const filter = { ...body, page: body.page ?? 1, item_per_page: body.item_per_page ?? 12 };
    const rows = matching(filter)
      .slice((filter.page - 1) * filter.item_per_page, filter.page * filter.item_per_page)
      .map((service) => ({ ...service, bucket_id: onSite.get(service.id) ?? null }));
    return { body: { data: { data: rows, page: filter.page, item_per_page: filter.item_per_page } } };
  });
  fake.server.on(`POST ${w.viewServicesTotal.path({ siteId: SITE.id })}`, (request) => ({ body: { data: { total: matching(request.body as Partial<MarketplaceFilter>).length } } }));
}

beforeEach(() => {
  buckets = [
    { id: 7, name: 'Summer', position: 0, services: [] },
    { id: 8, name: 'Winter', position: 1, services: [] },
  ];
  onSite = new Map();
  fake.server.on(`GET ${api.partnerSites.byId.path({ id: SITE.id })}`, () => ({ body: { data: SITE } }));
  fake.server.on(`POST ${api.partnerBuckets.listWithFilter.path({ siteId: SITE.id })}`, () => ({ body: { data: buckets } }));
  fake.server.on(`GET ${w.categoriesHavingServices.path()}`, () => ({ body: { data: [{ id: 5, name: 'Tours', parent_id: null, service_type: 1, count: 20 }] } }));
  fake.server.on(`GET ${w.locationsHavingServices.path()}`, () => ({
    body: {
      data: [
        { id: 1, name: 'Norway', parent_id: null, count: 30 },
        { id: 2, name: 'Oslo', parent_id: 1, count: 30 },
      ],
    },
  }));
  serveMarketplace();
});

describe('the marketplace', () => {
  test('shows 12 services a page with the total, pages on, and filters by type, text and location', async () => {
    const user = userEvent.setup();
    render(Area, MARKETPLACE);
    const table = await screen.findByRole('table', { name: 'GoTo HUB Marketplace' });
    await within(table).findByRole('row', { name: /Service 01/ });
    // A header row and 12 services.
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(screen.getByText(/Page 1 of 3/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(table).findByRole('row', { name: /Service 13/ })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Service type' }), 'Hotel');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), '— Oslo (30)');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Service 1');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeLessThan(11));
    const bodies = fake.sent('POST', w.viewServices.path({ siteId: SITE.id })) as MarketplaceFilter[];
    expect(bodies[0]).toEqual({ page: 1, item_per_page: 12 });
    expect(bodies).toContainEqual({ page: 2, item_per_page: 12 });
    expect(bodies.at(-1)).toEqual({ page: 1, item_per_page: 12, query: 'Service 1', service_type: 3, location_id: 2 });
  });

  test('adds a service to the chosen bucket and removes it again', async () => {
    const user = userEvent.setup();
    fake.server.on(`POST ${w.storeService.path({ siteId: SITE.id })}`, (request) => {
      const body = request.body as { service_ids: number[]; bucket_id: number };
      for (const id of body.service_ids) onSite.set(id, body.bucket_id);
      return { body: { data: { bucket_id: body.bucket_id, service_ids: body.service_ids } } };
    });
    fake.server.on(`POST ${w.removeAllService.path({ siteId: SITE.id })}`, (request) => {
      const ids = (request.body as { service_ids: number[] }).service_ids;
      for (const id of ids) onSite.delete(id);
      return { body: { data: [{ site_id: SITE.id, service_ids: ids }] } };
    });
    render(Area, MARKETPLACE);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Add services to bucket' }), 'Winter');
    await user.click(await screen.findByRole('button', { name: 'Add Service 02 to Winter' }));
    expect(await screen.findByText('Service 02 is on sale in Winter.')).toBeInTheDocument();
    expect(fake.sent('POST', w.storeService.path({ siteId: SITE.id }))).toEqual([{ service_ids: [2], bucket_id: 8 }]);
    await waitFor(() => expect(within(screen.getByRole('row', { name: /Service 02/ })).getByText('Winter')).toBeInTheDocument());

    await user.click(within(screen.getByRole('row', { name: /Service 02/ })).getByRole('button', { name: 'Remove Service 02 from this site' }));
    expect(await screen.findByText('Service 02 is no longer sold through this site.')).toBeInTheDocument();
    expect(fake.sent('POST', w.removeAllService.path({ siteId: SITE.id }))).toEqual([{ service_ids: [2] }]);
    await waitFor(() => expect(within(screen.getByRole('row', { name: /Service 02/ })).getByText('Not on sale')).toBeInTheDocument());
  });

  test('a refused add says why, and the service stays off the site', async () => {
    const user = userEvent.setup();
    fake.server.on(`POST ${w.storeService.path({ siteId: SITE.id })}`, () => ({
      status: 400,
      body: { message: '1 service cannot be put on sale. Nothing was changed.', code: 'VALIDATION_FAILED' },
    }));
    render(Area, MARKETPLACE);
    await user.click(await screen.findByRole('button', { name: 'Add Service 03 to Summer' }));
    expect(await screen.findByText('1 service cannot be put on sale. Nothing was changed.')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Service 03/ })).getByText('Not on sale')).toBeInTheDocument();
  });

  test('a site without buckets is sent to the catalogue first', async () => {
    buckets = [];
    render(Area, MARKETPLACE);
    expect(await screen.findByRole('heading', { name: 'This site has no bucket yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the product catalogue' })).toHaveAttribute('href', `/en/npanel/sites/${SITE.id}/settings/product-catalog`);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('the marketplace failing shows the error, and nothing else', async () => {
    fake.server.on(`POST ${w.viewServices.path({ siteId: SITE.id })}`, () => ({ status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } }));
    render(Area, MARKETPLACE);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Service 01/ })).not.toBeInTheDocument();
  });
});
