import { eq } from 'drizzle-orm';
import { DeletedAnswerSchema } from 'shared-contracts/cancellation-policies';
import {
  DestinationBoxAnswerSchema,
  DestinationBoxAssociationAnswerSchema,
  DestinationBoxListAnswerSchema,
  ServiceDestinationBoxesAnswerSchema,
} from 'shared-contracts/destination-boxes';
import { GeneralStatus } from 'shared-contracts/enums';
import { formatMessage } from 'shared-contracts/messages';
import { api } from 'shared-contracts/paths';
import { destinationBoxServices, services } from '../../../db/schema/catalogue';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { createListing } from '../listings/testing/listing-fixtures';
import { answer, createTour, refusal, send, userId } from '../tours/testing/tour-fixtures';

const boxes = api.destinationBoxes;

describe.each(testDatabases())('destination boxes on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const tokenOf = async (t: TestApp, email: string) => (await t.login(email)).token;

  async function createBox(t: TestApp, token: string, body: Record<string, unknown>) {
    return (await answer(DestinationBoxAnswerSchema, await send(t, token, 'POST', boxes.create.path(), body), 201)).data;
  }

  test('the demo seeds two boxes, the fjord cruise in the first', async () => {
    const t = ctx.app();
    const admin = await tokenOf(t, DEMO.admin);
    const list = await answer(DestinationBoxListAnswerSchema, await send(t, admin, 'GET', boxes.list.path({ locale: 'no' })));
    const seeded = list.data.filter((box) => ['The fjords', 'Northern lights'].includes(box.names.en ?? ''));
    expect(seeded.map((box) => box.name)).toEqual(['Fjordene', 'Nordlys']);
    const [cruise] = await t.handle.db.select({ id: services.id }).from(services).where(eq(services.slug, 'oslo-fjord-sightseeing-cruise'));
    const fjords = await answer(DestinationBoxAssociationAnswerSchema, await send(t, admin, 'GET', boxes.association.path({ id: seeded[0]!.id })));
    expect(fjords.data.services.map((service) => service.id)).toContain(cruise!.id);
    expect(fjords.data.services.find((service) => service.id === cruise!.id)).toMatchObject({ service_type: 'activities', name: 'Oslo Fjord Sightseeing Cruise' });
  });

  test('an administrator creates, reads, lists, updates and deletes a box; bad input names its field', async () => {
    const t = ctx.app();
    const admin = await tokenOf(t, DEMO.admin);
    const created = await createBox(t, admin, { names: { en: 'Lofoten', no: 'Lofoten', sv: '' }, descriptions: { en: 'Islands above the Arctic Circle.' }, position: 5 });
    expect(created).toMatchObject({ name: 'Lofoten', names: { en: 'Lofoten', no: 'Lofoten' }, description: 'Islands above the Arctic Circle.', status: GeneralStatus.Active, position: 5, image_url: null, service_count: 0 });
    expect(created.names).not.toHaveProperty('sv');

    const read = await answer(DestinationBoxAnswerSchema, await send(t, admin, 'GET', boxes.byId.path({ id: created.id })));
    expect(read.data).toEqual(created);

    const updated = await answer(
      DestinationBoxAnswerSchema,
      await send(t, admin, 'PUT', boxes.update.path({ id: created.id }), { names: { en: 'Lofoten islands' }, image_url: 'https://img.example/lofoten.jpg', status: GeneralStatus.Inactive }),
    );
    // A PUT replaces the box: what it leaves out takes its default.
    expect(updated.data).toMatchObject({ name: 'Lofoten islands', names: { en: 'Lofoten islands' }, descriptions: {}, image_url: 'https://img.example/lofoten.jpg', status: GeneralStatus.Inactive, position: 0 });

    const inactive = await answer(DestinationBoxListAnswerSchema, await send(t, admin, 'GET', boxes.list.path({ status: GeneralStatus.Inactive })));
    expect(inactive.data.map((box) => box.id)).toContain(created.id);
    expect(inactive.data.every((box) => box.status === GeneralStatus.Inactive)).toBe(true);
    const searched = await answer(DestinationBoxListAnswerSchema, await send(t, admin, 'GET', boxes.list.path({ search: 'foten isl' })));
    expect(searched.data.map((box) => box.id)).toEqual([created.id]);

    const bad = await refusal(await send(t, admin, 'POST', boxes.create.path(), { names: { en: '' }, image_url: 'http://insecure.example/a.jpg', status: 3 }), 400);
    expect(bad.issues?.map((issue) => issue.path).sort()).toEqual(['image_url', 'names', 'status']);

    const deleted = await answer(DeletedAnswerSchema, await send(t, admin, 'DELETE', boxes.remove.path({ id: created.id })));
    expect(deleted.data).toEqual({ id: created.id });
    await refusal(await send(t, admin, 'GET', boxes.byId.path({ id: created.id })), 404);
    await refusal(await send(t, admin, 'DELETE', boxes.remove.path({ id: created.id })), 404);
  });

  test('only administrators keep boxes: a supplier and a partner get 403', async () => {
    const t = ctx.app();
    for (const email of [DEMO.supplier, DEMO.partner]) {
      const token = await tokenOf(t, email);
      await refusal(await send(t, token, 'GET', boxes.list.path()), 403);
      await refusal(await send(t, token, 'POST', boxes.create.path(), { names: { en: 'Mine' } }), 403);
    }
    await refusal(await t.request(boxes.list.path()), 401);
  });

  test('a supplier links its activity to active boxes; an inactive box it sits in is kept, a new one refused', async () => {
    const t = ctx.app();
    const admin = await tokenOf(t, DEMO.admin);
    const supplier = await tokenOf(t, DEMO.supplier);
    const open = await createBox(t, admin, { names: { en: 'Open box' }, position: 9000 });
    const closing = await createBox(t, admin, { names: { en: 'Closing box' }, position: 9001 });
    const closed = await createBox(t, admin, { names: { en: 'Closed box' }, status: GeneralStatus.Inactive, position: 9002 });
    const tour = await createTour(t, supplier, { name: 'Box probe' });
    const path = { type: 'tours', item: tour.id };

    const before = await answer(ServiceDestinationBoxesAnswerSchema, await send(t, supplier, 'GET', boxes.ofService.path(path)));
    const ours = (data: typeof before.data) => data.boxes.filter((box) => [open.id, closing.id, closed.id].includes(box.id));
    // An inactive box the activity does not sit in is no choice at all.
    expect(ours(before.data)).toEqual([
      { id: open.id, name: 'Open box', description: '', status: GeneralStatus.Active, linked: false },
      { id: closing.id, name: 'Closing box', description: '', status: GeneralStatus.Active, linked: false },
    ]);

    const saved = await answer(ServiceDestinationBoxesAnswerSchema, await send(t, supplier, 'PUT', boxes.updateService.path(path), { destination_box_ids: [open.id, closing.id] }));
    expect(ours(saved.data).map((box) => [box.id, box.linked])).toEqual([
      [open.id, true],
      [closing.id, true],
    ]);

    // The administrator closes a box: the link stays, shown and kept on re-save.
    await send(t, admin, 'PUT', boxes.update.path({ id: closing.id }), { names: { en: 'Closing box' }, status: GeneralStatus.Inactive, position: 9001 });
    const kept = await answer(ServiceDestinationBoxesAnswerSchema, await send(t, supplier, 'PUT', boxes.updateService.path(path), { destination_box_ids: [closing.id] }));
    expect(ours(kept.data)).toEqual([
      { id: open.id, name: 'Open box', description: '', status: GeneralStatus.Active, linked: false },
      { id: closing.id, name: 'Closing box', description: '', status: GeneralStatus.Inactive, linked: true },
    ]);

    // A new link to an inactive box, or to one that does not exist, is refused and changes nothing.
    const refused = await refusal(await send(t, supplier, 'PUT', boxes.updateService.path(path), { destination_box_ids: [closing.id, closed.id, 999_999] }), 400);
    expect(refused.issues).toEqual([
      { path: 'destination_box_ids.1', message: formatMessage('en', 'errors.destinationBoxInactive'), code: 'errors.destinationBoxInactive' },
      { path: 'destination_box_ids.2', message: formatMessage('en', 'errors.referenceNotFound'), code: 'errors.referenceNotFound' },
    ]);
    const links = await t.handle.db.select({ boxId: destinationBoxServices.boxId }).from(destinationBoxServices).where(eq(destinationBoxServices.serviceId, tour.id));
    expect(links).toEqual([{ boxId: closing.id }]);

    // Unlinked from an inactive box, the activity cannot go back to it.
    await answer(ServiceDestinationBoxesAnswerSchema, await send(t, supplier, 'PUT', boxes.updateService.path(path), { destination_box_ids: [] }));
    await refusal(await send(t, supplier, 'PUT', boxes.updateService.path(path), { destination_box_ids: [closing.id] }), 400);

    const tooMany = await refusal(
      await send(t, supplier, 'PUT', boxes.updateService.path(path), { destination_box_ids: Array.from({ length: 21 }, (_, index) => index + 1) }),
      400,
    );
    expect(tooMany.issues?.[0]).toMatchObject({ path: 'destination_box_ids', code: 'errors.destinationBoxTooMany' });

    // The box's association lists the activity while linked; deleting the box drops the link.
    await send(t, supplier, 'PUT', boxes.updateService.path(path), { destination_box_ids: [open.id] });
    const association = await answer(DestinationBoxAssociationAnswerSchema, await send(t, admin, 'GET', boxes.association.path({ id: open.id })));
    expect(association.data.services).toEqual([
      { id: tour.id, service_type: 'activities', name: 'Box probe', status: tour.status, supplier_id: await userId(t, DEMO.supplier), supplier_name: expect.any(String) },
    ]);
    await send(t, admin, 'DELETE', boxes.remove.path({ id: open.id }));
    const after = await answer(ServiceDestinationBoxesAnswerSchema, await send(t, supplier, 'GET', boxes.ofService.path(path)));
    expect(after.data.boxes.some((box) => box.linked)).toBe(false);
  });

  test('the {type} must name the service’s own type, and an unknown type is no route', async () => {
    const t = ctx.app();
    const supplier = await tokenOf(t, DEMO.supplier);
    const tour = await createTour(t, supplier, { name: 'Type probe' });
    const rental = await createListing(t, supplier, 'rentals', { name: 'Type probe bikes' });
    await refusal(await send(t, supplier, 'GET', boxes.ofService.path({ type: 'rentals', item: tour.id })), 404);
    await refusal(await send(t, supplier, 'PUT', boxes.updateService.path({ type: 'tours', item: rental.id }), { destination_box_ids: [] }), 404);
    await answer(ServiceDestinationBoxesAnswerSchema, await send(t, supplier, 'PUT', boxes.updateService.path({ type: 'rentals', item: rental.id }), { destination_box_ids: [] }));
    expect((await send(t, supplier, 'GET', boxes.ofService.path({ type: 'hotels', item: tour.id }))).status).toBe(404);
  });

  test('another supplier gets the 404 of an unknown id; the owner and an administrator get the service', async () => {
    const t = ctx.app();
    const owner = await tokenOf(t, DEMO.supplier);
    const stranger = await tokenOf(t, DEMO.duo);
    const admin = await tokenOf(t, DEMO.admin);
    const tour = await createTour(t, owner, { name: 'Tenancy box probe' });
    const [box] = (await answer(DestinationBoxListAnswerSchema, await send(t, admin, 'GET', boxes.list.path({ status: GeneralStatus.Active })))).data;
    const calls = [
      (token: string, item: number) => send(t, token, 'GET', boxes.ofService.path({ type: 'tours', item })),
      (token: string, item: number) => send(t, token, 'PUT', boxes.updateService.path({ type: 'tours', item }), { destination_box_ids: [box!.id] }),
    ];
    for (const call of calls) {
      const unknown = await refusal(await call(owner, 999_999), 404);
      expect(await refusal(await call(stranger, tour.id), 404)).toEqual(unknown);
      expect((await call(owner, tour.id)).status).toBe(200);
      expect((await call(admin, tour.id)).status).toBe(200);
    }
    const links = await t.handle.db.select().from(destinationBoxServices).where(eq(destinationBoxServices.serviceId, tour.id));
    expect(links).toEqual([{ boxId: box!.id, serviceId: tour.id }]);
  });
});
