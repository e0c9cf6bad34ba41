import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { api } from 'shared-contracts/paths';
import type { DatabaseHandle } from '../../../db/client';
import { timeHttpCases } from '../../../lib/bench-timing';
import { benchPanelClient } from '../../../test/bench-client';

/**
 * Accommodations in the panel (issue 13 §2): `hotels` hotels of supplier@, each with 5 room types and 3 rate plans
 * (one connected), made through the panel's own calls on top of the demo catalogue; then the hotel list and one
 * hotel's sections, timed in process. Prints figures only.
 */
export interface HotelsBenchOptions {
  hotels?: number;
  iterations?: number;
  log?: (line: string) => void;
}

export async function benchHotels(handle: DatabaseHandle, { hotels = 200, iterations = 100, log = console.info }: HotelsBenchOptions = {}) {
  const { call } = await benchPanelClient(handle);
  const data = async <T>(response: Response | Promise<Response>): Promise<T> => {
    const answer = await response;
    if (!answer.ok) throw new Error(`HTTP ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { data: T }).data;
  };

  const started = performance.now();
  let last = { hotel: 0, room: 0, plan: 0 };
  for (let n = 1; n <= hotels; n++) {
    const hotel = await data<{ id: number }>(call('POST', api.hotels.create.path(), { name: `Bench hotel ${n}` })());
    await data(call('PUT', api.hotels.update.path({ id: hotel.id }), { section: 'type_details', stars: 1 + (n % 5), check_in_time: '15:00', check_out_time: '11:00' })());
    const rooms: number[] = [];
    for (let r = 1; r <= 5; r++) {
      const room = await data<{ id: number }>(call('POST', api.hotels.createRoomType.path({ id: hotel.id }), { name: `Room ${r}`, max_adults: 2, max_children: 1, max_occupancy: 3 })());
      rooms.push(room.id);
    }
    const standard = await data<{ id: number }>(call('POST', api.hotels.createRatePlan.path({ id: hotel.id }), { name: 'Standard', meal_plan: 'breakfast', room_type_ids: rooms, base_price_minor: 150_000 })());
    await data(call('POST', api.hotels.createRatePlan.path({ id: hotel.id }), { name: 'Room only', room_type_ids: rooms, base_price_minor: 130_000 })());
    await data(call('POST', api.hotels.createRatePlan.path({ id: hotel.id }), { name: 'Saver', room_type_ids: rooms.slice(0, 3), connected: { parent_rate_plan_id: standard.id, kind: 'percent', value: -10 } })());
    last = { hotel: hotel.id, room: rooms[0]!, plan: standard.id };
  }
  await handle.db.execute(sql`analyze`);
  log(`hotels bench (${handle.kind}): ${hotels} hotels × 5 room types × 3 plans, made in ${Math.round(performance.now() - started)} ms`);

  const roomBody = { name: 'Room 1', max_adults: 2, max_children: 1, max_occupancy: 3, beds: [{ kind: 'double', count: 1 }], size_sqm: 20 };
  const planBody = { name: 'Standard', meal_plan: 'breakfast', base_price_minor: 150_000 };
  const cases: [string, () => Response | Promise<Response>][] = [
    ['hotel list, first page of 20', call('POST', api.hotels.list.path(), { page_number: 1, limit: 20 })],
    ['hotel list, a name search', call('POST', api.hotels.list.path(), { search: `Bench hotel ${hotels}` })],
    ['hotel full (editing shape)', call('GET', api.hotels.full.path({ id: last.hotel }))],
    ['feature catalogue', call('GET', api.hotels.featureCatalogue.path({ item_per_page: '-1' }))],
    ['room types of a hotel', call('GET', api.hotels.roomTypes.path({ id: last.hotel }))],
    ['rate plans of a hotel', call('GET', api.hotels.ratePlans.path({ id: last.hotel }))],
    ['room type update', call('PUT', api.hotels.updateRoomType.path({ id: last.hotel, roomTypeId: last.room }), roomBody)],
    ['rate plan update (parent, re-derives)', call('PUT', api.hotels.updateRatePlan.path({ id: last.hotel, ratePlanId: last.plan }), { ...planBody, room_type_ids: await roomIdsOf(last.hotel) })],
  ];
  await timeHttpCases(cases, { iterations, log, labelWidth: 40 });

  async function roomIdsOf(hotelId: number): Promise<number[]> {
    return (await data<{ id: number }[]>(call('GET', api.hotels.roomTypes.path({ id: hotelId }))())).map((room) => room.id);
  }
}
