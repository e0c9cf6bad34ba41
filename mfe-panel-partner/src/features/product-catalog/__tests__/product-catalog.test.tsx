import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FilteredBucket, UpdateBucketsInput } from 'shared-contracts/buckets';
import { api } from 'shared-contracts/paths';
import { createPartner, createPartnerSite } from 'shared-contracts/testing';
import { renderArea as render, useFakeApi, usePanelSession } from 'shared-ui/testing/fake-api';
import Area from '../../../expose/area';

const SITE = createPartnerSite({ id: 41, name: 'Fjord Trips', sub_domain: 'fjord' });
const b = api.partnerBuckets;
const CATALOG = `/en/npanel/sites/${SITE.id}/settings/product-catalog`;
const SORTING = `/en/npanel/${SITE.id}/product-sorting`;

const service = (id: number, name: string, status = 1) => ({ id, name, service_type: 1, status, location_name: 'Oslo', image_url: null });

const fake = useFakeApi();
usePanelSession(() => createPartner(), SITE);

/** The fake's saved state: list-with-filter answers it, and the writes change it as the API would. */
let saved: FilteredBucket[];

beforeEach(() => {
  saved = [
    { id: 7, name: 'Summer', position: 0, services: [service(1, 'Fjord cruise'), service(2, 'City bike', 2)] },
    { id: 8, name: 'Winter', position: 1, services: [service(3, 'Husky ride')] },
  ];
  fake.server.on(`GET ${api.partnerSites.byId.path({ id: SITE.id })}`, () => ({ body: { data: SITE } }));
  fake.server.on(`POST ${b.listWithFilter.path({ siteId: SITE.id })}`, () => ({ body: { data: saved } }));
  fake.server.on(`POST ${b.update.path({ siteId: SITE.id })}`, (request) => {
    const all = saved.flatMap((bucket) => bucket.services);
    const input = request.body as UpdateBucketsInput;
    saved = input.buckets.map((bucket, position) => ({
      ...saved.find((each) => each.id === bucket.id)!,
      position,
      services: bucket.service_ids.map((id) => all.find((each) => each.id === id)!),
    }));
    return { body: { data: saved.map((bucket) => ({ id: bucket.id, name: bucket.name, position: bucket.position, service_ids: bucket.services.map((s) => s.id) })) } };
  });
});

const bucketNames = () => within(screen.getByRole('list', { name: 'Buckets' })).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const servicesIn = (bucket: string) =>
  within(screen.getByRole('list', { name: `Services in ${bucket}` }))
    .getAllByRole('button', { name: /^Drag .+ to another place$/ })
    .map((handle) => handle.getAttribute('aria-label')!.replace(/^Drag (.+) to another place$/, '$1'));

describe("the site's product catalogue", () => {
  test('shows the buckets in order with their services; a paused service is marked not on sale', async () => {
    render(Area, CATALOG);
    expect(await screen.findByRole('heading', { name: 'Summer' })).toBeInTheDocument();
    expect(bucketNames()).toEqual(['Summer', 'Winter']);
    expect(servicesIn('Summer')).toEqual(['Fjord cruise', 'City bike']);
    const bike = within(screen.getByRole('list', { name: 'Services in Summer' })).getAllByRole('listitem')[1]!;
    expect(within(bike).getByText('Not active: not on sale')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add services from the marketplace' })).toHaveAttribute('href', `/en/npanel/${SITE.id}/gotohub-marketplace`);
  });

  test('creates a bucket, and a taken name is shown on the field', async () => {
    const user = userEvent.setup();
    fake.server.on(`POST ${b.save.path({ siteId: SITE.id })}`, (request) => {
      const { name } = request.body as { name: string };
      if (saved.some((bucket) => bucket.name.toLowerCase() === name.toLowerCase())) {
        return { status: 409, body: { message: 'This site already has a bucket with this name.', code: 'CONFLICT' } };
      }
      const created = { id: 9, name, position: saved.length, services: [] };
      saved = [...saved, created];
      return { status: 201, body: { data: { id: 9, name, position: created.position, service_ids: [] } } };
    });
    render(Area, CATALOG);
    const form = await screen.findByRole('form', { name: 'New bucket' });
    await user.click(within(form).getByRole('button', { name: 'Create bucket' }));
    expect(await within(form).findByText('This field is required.')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: 'Bucket name' }), 'winter');
    await user.click(within(form).getByRole('button', { name: 'Create bucket' }));
    expect(await within(form).findByText('This site already has a bucket with this name.')).toBeInTheDocument();

    await user.clear(within(form).getByRole('textbox', { name: 'Bucket name' }));
    await user.type(within(form).getByRole('textbox', { name: 'Bucket name' }), 'Autumn');
    await user.click(within(form).getByRole('button', { name: 'Create bucket' }));
    expect(await screen.findByRole('heading', { name: 'Autumn' })).toBeInTheDocument();
    expect(bucketNames()).toEqual(['Summer', 'Winter', 'Autumn']);
    expect(fake.sent('POST', b.save.path({ siteId: SITE.id })).at(-1)).toEqual({ name: 'Autumn' });
  });

  test('renames a bucket', async () => {
    const user = userEvent.setup();
    fake.server.on(`POST ${b.save.path({ siteId: SITE.id })}`, (request) => {
      const { id, name } = request.body as { id: number; name: string };
      saved = saved.map((bucket) => (bucket.id === id ? { ...bucket, name } : bucket));
      return { body: { data: { id, name, position: 0, service_ids: [] } } };
    });
    render(Area, CATALOG);
    await user.click(await screen.findByRole('button', { name: 'Rename Summer' }));
    const input = within(screen.getByRole('region', { name: 'Summer' })).getByRole('textbox', { name: 'Bucket name' });
    await user.clear(input);
    await user.type(input, 'High season{Enter}');
    expect(await screen.findByRole('heading', { name: 'High season' })).toBeInTheDocument();
    expect(fake.sent('POST', b.save.path({ siteId: SITE.id }))).toEqual([{ id: 7, name: 'High season' }]);
  });

  test('orders buckets and services with the move buttons, saving the whole order each time', async () => {
    const user = userEvent.setup();
    render(Area, CATALOG);
    await user.click(await screen.findByRole('button', { name: 'Move Winter up' }));
    await waitFor(() => expect(bucketNames()).toEqual(['Winter', 'Summer']));
    // The buttons wait while the order saves.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Fjord cruise down' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Move Fjord cruise down' }));
    await waitFor(() => expect(servicesIn('Summer')).toEqual(['City bike', 'Fjord cruise']));
    expect(fake.sent('POST', b.update.path({ siteId: SITE.id }))).toEqual([
      {
        buckets: [
          { id: 8, service_ids: [3] },
          { id: 7, service_ids: [1, 2] },
        ],
      },
      {
        buckets: [
          { id: 8, service_ids: [3] },
          { id: 7, service_ids: [2, 1] },
        ],
      },
    ]);
    expect(await screen.findByText('Saved: Fjord cruise is at position 2 of 2.')).toBeInTheDocument();
  });

  test('the drag handles are keyboard controls naming what they move', async () => {
    render(Area, CATALOG);
    const handle = await screen.findByRole('button', { name: 'Drag Winter to another place' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Drag Husky ride to another place' })).toHaveAttribute('tabindex', '0');
  });

  test('moves a service to another bucket', async () => {
    const user = userEvent.setup();
    render(Area, CATALOG);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Move Husky ride to another bucket' }), 'Summer');
    await waitFor(() => expect(servicesIn('Summer')).toEqual(['Fjord cruise', 'City bike', 'Husky ride']));
    expect(fake.sent('POST', b.update.path({ siteId: SITE.id }))).toEqual([
      {
        buckets: [
          { id: 7, service_ids: [1, 2, 3] },
          { id: 8, service_ids: [] },
        ],
      },
    ]);
    expect(await screen.findByText('Husky ride moved to Summer.')).toBeInTheDocument();
  });

  test('a stale order is refused: the page says so and shows what is saved', async () => {
    const user = userEvent.setup();
    fake.server.on(`POST ${b.update.path({ siteId: SITE.id })}`, () => {
      // Someone else took the bike off the site meanwhile.
      saved = [{ ...saved[0]!, services: [saved[0]!.services[0]!] }, saved[1]!];
      return { status: 409, body: { message: "The site's buckets have changed since you opened them. Reload to see them, then try again.", code: 'CONFLICT' } };
    });
    render(Area, CATALOG);
    await user.click(await screen.findByRole('button', { name: 'Move Winter up' }));
    await waitFor(() => expect(bucketNames()).toEqual(['Summer', 'Winter']));
    expect(servicesIn('Summer')).toEqual(['Fjord cruise']);
  });

  test('deletes a bucket only after confirmation, saying its services stop being sold', async () => {
    const user = userEvent.setup();
    fake.server.on(`DELETE ${b.remove.path({ siteId: SITE.id, bucketId: 7 })}`, () => {
      saved = saved.filter((bucket) => bucket.id !== 7);
      return { status: 204 };
    });
    render(Area, CATALOG);
    await user.click(await screen.findByRole('button', { name: 'Delete the bucket Summer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the bucket Summer?' });
    expect(within(dialog).getByText(/Its 2 services stop being sold through this site/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.sent('DELETE', b.remove.path({ siteId: SITE.id, bucketId: 7 }))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete the bucket Summer' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Delete|Confirm/ }));
    await waitFor(() => expect(bucketNames()).toEqual(['Winter']));
    expect(fake.sent('DELETE', b.remove.path({ siteId: SITE.id, bucketId: 7 }))).toHaveLength(1);
  });

  test('takes a service off the site after confirmation', async () => {
    const user = userEvent.setup();
    fake.server.on(`POST ${api.whiteLabel.removeAllService.path({ siteId: SITE.id })}`, (request) => {
      const ids = (request.body as { service_ids: number[] }).service_ids;
      saved = saved.map((bucket) => ({ ...bucket, services: bucket.services.filter((s) => !ids.includes(s.id)) }));
      return { body: { data: [{ site_id: SITE.id, service_ids: ids }] } };
    });
    render(Area, CATALOG);
    await user.click(await screen.findByRole('button', { name: 'Remove Husky ride from this site' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Husky ride from this site?' });
    expect(within(dialog).getByText(/bookings already made stay as they are/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Delete|Confirm|Remove/ }));
    expect(await screen.findByText('No service yet. Add some from the marketplace.')).toBeInTheDocument();
    expect(fake.sent('POST', api.whiteLabel.removeAllService.path({ siteId: SITE.id }))).toEqual([{ service_ids: [3] }]);
  });

  test('the buckets failing to load shows the error with a retry', async () => {
    fake.server.on(`POST ${b.listWithFilter.path({ siteId: SITE.id })}`, () => ({ status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } }));
    render(Area, CATALOG);
    expect((await screen.findAllByText('Something went wrong')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Buckets' })).not.toBeInTheDocument();
  });
});

describe('product sorting', () => {
  test('orders only: no create, rename, delete or remove; a move is saved as the site order', async () => {
    const user = userEvent.setup();
    render(Area, SORTING);
    expect(await screen.findByRole('heading', { name: 'Winter' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New bucket' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete|^Rename|^Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move City bike up' }));
    await waitFor(() => expect(servicesIn('Summer')).toEqual(['City bike', 'Fjord cruise']));
    expect(fake.sent('POST', b.update.path({ siteId: SITE.id }))).toEqual([
      {
        buckets: [
          { id: 7, service_ids: [2, 1] },
          { id: 8, service_ids: [3] },
        ],
      },
    ]);
  });
});
