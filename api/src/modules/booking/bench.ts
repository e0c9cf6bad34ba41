import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { and, asc, eq, gte } from 'drizzle-orm';
import * as v from 'valibot';
import { AddToCartAnswerSchema, ConfirmAnswerSchema, HoldAnswerSchema } from 'shared-contracts/booking';
import { TourFullAnswerSchema } from 'shared-contracts/catalogue';
import { api } from 'shared-contracts/paths';
import { createApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { activitySlots } from '../../db/schema/availability';
import { services } from '../../db/schema/catalogue';
import { partnerSites } from '../../db/schema/core';
import { loadEnv } from '../../env';
import { systemClock } from '../../lib/clock';
import { percentile } from '../../lib/bench-timing';

/**
 * Hold and confirm throughput (issue 4 §3): N concurrent clients on loopback, each booking one adult seat on the
 * no-pay demo site again and again: add to cart, hold, confirm. The departures are given a capacity no run can
 * exhaust, and the clients share a few of them, so the conditional capacity updates contend on hot rows as they
 * would on a popular departure. Latencies are HTTP round trips measured by the client.
 */
export interface BookingBenchOptions {
  clients?: number;
  /** Bookings per client. */
  rounds?: number;
  /** Departures the clients share. */
  hotSlots?: number;
  log?: (line: string) => void;
}

export interface BookingBenchFigures {
  clients: number;
  bookings: number;
  wallMs: number;
  holdsPerSecond: number;
  confirmsPerSecond: number;
  addMs: { p50: number; p99: number };
  holdMs: { p50: number; p99: number };
  confirmMs: { p50: number; p99: number };
}

const SITE = 'demo-paylater';
const TOUR = 'oslo-fjord-sightseeing-cruise';
const ORDER = { first_name: 'Bench', last_name: 'Client', email: 'bench@example.test', country: 'NO', area_code: '+47', phone: '41234567' };


const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: Number(percentile(sorted, 50).toFixed(2)), p99: Number(percentile(sorted, 99).toFixed(2)) };
};

export async function benchBooking(handle: DatabaseHandle, options: BookingBenchOptions = {}): Promise<BookingBenchFigures> {
  const { clients = 50, rounds = 10, hotSlots = 5, log = console.info } = options;
  const env = loadEnv({ NODE_ENV: 'test', PORT: '8080' });
  const { db } = handle;
  const [site] = await db.select().from(partnerSites).where(eq(partnerSites.subDomain, SITE));
  const [tour] = await db.select().from(services).where(eq(services.slug, TOUR));
  if (!site || !tour) throw new Error(`the demo seed has no ${SITE} site or ${TOUR} service`);

  const app = createApp({ db, env, clock: systemClock, dbKind: handle.kind });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const origin = `http://${SITE}.localhost:8080`;
  const post = (pathname: string, body: unknown) =>
    fetch(base + pathname, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });

  try {
    const full = v.parse(TourFullAnswerSchema, await (await fetch(base + api.catalogue.tourFull.path({ id: tour.id }, { site_id: site.id }))).json()).data;
    const option = full.options[0]!.id;
    const adult = full.tickets.find((t) => t.pricing_type === 'Adult')!.id;
    const today = new Date().toISOString().slice(0, 10);
    const slots = await db
      .select()
      .from(activitySlots)
      .where(and(eq(activitySlots.serviceId, tour.id), eq(activitySlots.optionId, option), gte(activitySlots.slotDate, today)))
      .orderBy(asc(activitySlots.slotDate), asc(activitySlots.startTime))
      .limit(hotSlots + 5);
    // A few days ahead: clear of the booking cut-off of today's departures.
    const hot = slots.slice(-hotSlots);
    if (hot.length < hotSlots) throw new Error('not enough seeded departures to bench on');
    for (const slot of hot) {
      await db.update(activitySlots).set({ allotmentTotal: 1_000_000, remaining: 1_000_000, status: 1 }).where(eq(activitySlots.id, slot.id));
    }

    const adds: number[] = [];
    const holds: number[] = [];
    const confirms: number[] = [];
    const timed = async <T>(into: number[], run: () => Promise<T>) => {
      const started = performance.now();
      const result = await run();
      into.push(performance.now() - started);
      return result;
    };
    const json = async <S extends v.GenericSchema>(schema: S, response: Response): Promise<v.InferOutput<S>> => {
      const text = await response.text();
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${text}`);
      return v.parse(schema, JSON.parse(text));
    };

    const book = async (client: number) => {
      const slot = hot[client % hot.length]!;
      const item = { service_type: 'activities', serviceable_id: tour.id, option_id: option, date: slot.slotDate, slot_id: slot.id, tickets: [{ ticket_id: adult, count: 1 }] };
      const { cart_ref: cartRef } = (await timed(adds, async () => json(AddToCartAnswerSchema, await post(api.booking.addToCart.path({ site_id: site.id }), { items: [item] })))).data;
      const held = (await timed(holds, async () => json(HoldAnswerSchema, await post(api.booking.holdReservation.path({ cartRef }, { site_id: site.id }), { order: ORDER })))).data;
      if (held.failed_reservation_info?.length) throw new Error(`hold refused: ${JSON.stringify(held.failed_reservation_info)}`);
      await timed(confirms, async () => json(ConfirmAnswerSchema, await post(api.booking.confirmReservation.path({ cartRef }, { site_id: site.id }), { status: 'paid' })));
    };

    // Warm-up: compile the routes and fill the caches before the clock starts.
    for (let i = 0; i < 3; i++) await book(i);
    adds.length = holds.length = confirms.length = 0;

    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        for (let round = 0; round < rounds; round++) await book(client);
      }),
    );
    const wallMs = performance.now() - started;
    const bookings = clients * rounds;
    const figures: BookingBenchFigures = {
      clients,
      bookings,
      wallMs: Number(wallMs.toFixed(0)),
      holdsPerSecond: Number(((holds.length / wallMs) * 1000).toFixed(1)),
      confirmsPerSecond: Number(((confirms.length / wallMs) * 1000).toFixed(1)),
      addMs: summary(adds),
      holdMs: summary(holds),
      confirmMs: summary(confirms),
    };
    const sold = hot.length * 1_000_000 - (await db.select().from(activitySlots).where(eq(activitySlots.serviceId, tour.id))).filter((s) => hot.some((h) => h.id === s.id)).reduce((sum, s) => sum + s.remaining, 0);
    log(
      `${clients} clients × ${rounds} bookings on ${hot.length} shared departures (${handle.kind}): ${bookings} bookings in ${figures.wallMs} ms; ` +
        `seats sold ${sold} (expected ${bookings + 3})`,
    );
    log(`  throughput  holds ${figures.holdsPerSecond}/s  confirms ${figures.confirmsPerSecond}/s (whole bookings ${((bookings / wallMs) * 1000).toFixed(1)}/s)`);
    log(`  add to cart p50 ${figures.addMs.p50} ms  p99 ${figures.addMs.p99} ms`);
    log(`  hold        p50 ${figures.holdMs.p50} ms  p99 ${figures.holdMs.p99} ms`);
    log(`  confirm     p50 ${figures.confirmMs.p50} ms  p99 ${figures.confirmMs.p99} ms`);
    return figures;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
