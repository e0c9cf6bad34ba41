/**
 * Tenancy of rentals, restaurants and attractions (ADR 0008): supplier B calling with supplier A's ids gets the very
 * 404 an id nobody owns gets, on every route that takes one; A and an administrator get A's listing. B's own list
 * and counts never show A's.
 */
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { MediaSourceType } from 'shared-contracts/enums';
import { LISTING_CALLS, LISTING_TYPES, ListingListAnswerSchema, ListingStatusCountsAnswerSchema, type ListingType } from 'shared-contracts/listings';
import * as v from 'valibot';
import { oneTestDatabase } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { answer, insertFile, type Method, send } from '../tours/testing/tour-fixtures';
import { createListing, TYPE_DETAILS } from './testing/listing-fixtures';

interface Call {
  name: string;
  method: Method;
  path(id: number): string;
  body?(fileId: number): unknown;
}

const NO_ID = 999_999;

/** Reads first, then writes; the delete last, so every call still finds its listing. */
function callsOf(type: ListingType): Call[] {
  const c = LISTING_CALLS[type];
  const update = (name: string, body: (fileId: number) => unknown): Call => ({ name, method: 'PUT', path: (id) => c.update.path({ id }), body });
  return [
    { name: 'full', method: 'GET', path: (id) => c.full.path({ id }) },
    update('basic details', () => ({ section: 'basic_details', name: 'Taken over' })),
    update('type details', () => TYPE_DETAILS[type]),
    update('location', () => ({ section: 'location', location_id: null })),
    update('gallery', (fileId) => ({ section: 'gallery', media: [{ source_type: MediaSourceType.file, file_id: fileId }] })),
    update('tags and categories', () => ({ section: 'tags_and_categories', tag_ids: [], category_ids: [] })),
    { name: 'update status', method: 'PUT', path: (id) => c.updateStatus.path({ id }, { status: 4 }) },
    { name: 'delete', method: 'DELETE', path: (id) => c.remove.path({ id }) },
  ];
}

describe.each(oneTestDatabase())('listing tenancy on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  async function notFound(response: Response): Promise<unknown> {
    const text = await response.text();
    expect({ status: response.status, text }).toMatchObject({ status: 404 });
    const body = v.parse(ErrorEnvelopeSchema, JSON.parse(text));
    expect(body).not.toHaveProperty('data');
    return body;
  }

  describe.each(LISTING_TYPES)('%s', (type) => {
    test.each([
      ['supplier@ (its owner)', DEMO.supplier],
      ['an administrator', DEMO.admin],
    ])('another supplier gets 404 on every route with supplier@’s id, the answer an unknown id gets; %s gets 2xx', async (_who, insider) => {
      const t: TestApp = ctx.app();
      const owner = (await t.login(DEMO.supplier)).token;
      const stranger = (await t.login(DEMO.duo)).token;
      const allowed = (await t.login(insider)).token;
      const listing = await createListing(t, owner, type, { name: 'Tenancy probe' });
      // The owner's own upload: the stranger cannot place it, the owner and an administrator can.
      const file = await insertFile(t, listing.supplier_id);

      for (const c of callsOf(type)) {
        const unknown = await notFound(await send(t, owner, c.method, c.path(NO_ID), c.body?.(file.id)));
        const foreign = await send(t, stranger, c.method, c.path(listing.id), c.body?.(file.id));
        expect({ call: c.name, status: foreign.status }).toEqual({ call: c.name, status: 404 });
        expect(await notFound(foreign)).toEqual(unknown);
        const response = await send(t, allowed, c.method, c.path(listing.id), c.body?.(file.id));
        expect({ call: c.name, status: response.status, ok: response.ok }).toMatchObject({ call: c.name, ok: true });
      }
    });

    test('another supplier’s list and counts never hold supplier@’s listing', async () => {
      const t = ctx.app();
      const owner = (await t.login(DEMO.supplier)).token;
      const stranger = (await t.login(DEMO.duo)).token;
      const word = `tn${Math.random().toString(36).slice(2, 8)}`;
      await createListing(t, owner, type, { name: `Private ${word}` });
      const list = await answer(ListingListAnswerSchema, await send(t, stranger, 'POST', LISTING_CALLS[type].listing.path(), { search: word }));
      expect(list.data.total).toBe(0);
      const counts = await answer(ListingStatusCountsAnswerSchema, await send(t, stranger, 'GET', LISTING_CALLS[type].statusCounts.path({ search: word })));
      expect(counts.data.all).toBe(0);
      const own = await answer(ListingListAnswerSchema, await send(t, owner, 'POST', LISTING_CALLS[type].listing.path(), { search: word }));
      expect(own.data.total).toBe(1);
    });
  });
});
