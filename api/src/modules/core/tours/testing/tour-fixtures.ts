import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { AvailabilitySlotStatus, MediaSourceType, ProductKind } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { TourFullAnswerSchema, type TourFull } from 'shared-contracts/tours';
import * as v from 'valibot';
import { activitySlots } from '../../../../db/schema/availability';
import { activityOptions, locations, services, ticketPrices, tickets } from '../../../../db/schema/catalogue';
import { users } from '../../../../db/schema/core';
import { files } from '../../../../db/schema/files';
import type { TestApp } from '../../../../test/harness';

/** What tests of the tours module need: calls with a bearer, answers checked against the contract, and rows. */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function send(t: TestApp, token: string, method: Method, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return t.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The answer's body, parsed with its contract schema, after checking the status. */
export async function answer<S extends v.GenericSchema>(schema: S, response: Response, status = 200): Promise<v.InferOutput<S>> {
  const text = await response.text();
  expect({ status: response.status, text }).toMatchObject({ status });
  return v.parse(schema, JSON.parse(text));
}

/** An error answer: its status and envelope. */
export async function refusal(response: Response, status: number) {
  return answer(ErrorEnvelopeSchema, response, status);
}

export async function userId(t: TestApp, email: string): Promise<number> {
  const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function locationId(t: TestApp, slug: string): Promise<number> {
  const [row] = await t.handle.db.select({ id: locations.id }).from(locations).where(eq(locations.slug, slug));
  if (!row) throw new Error(`no location ${slug}`);
  return row.id;
}

/** An uploaded image of `ownerUserId`, as the files module records one. */
export async function insertFile(t: TestApp, ownerUserId: number, state: 'Approved' | 'Processing' | 'Hide' | 'Deleted' = 'Approved'): Promise<{ id: number; storageKey: string }> {
  const storageKey = randomUUID();
  const [row] = await t.handle.db
    .insert(files)
    .values({ ownerUserId, storageKey, originalName: 'Fjord view.JPG', mimeType: 'image/jpeg', sizeBytes: 1234, width: 1600, height: 1200, state })
    .returning({ id: files.id });
  return { id: row!.id, storageKey };
}

/** POST /tours with sensible vital details; `overrides` replace them. */
export async function createTour(t: TestApp, token: string, overrides: Record<string, unknown> = {}, locale?: string): Promise<TourFull> {
  const body = { name: 'Fjord Kayak Morning', kind: ProductKind.Tour, duration: '2h 30m', ...overrides };
  const response = await send(t, token, 'POST', api.tours.create.path(locale ? { locale } : undefined), body);
  return (await answer(TourFullAnswerSchema, response, 201)).data;
}

/** The activity's calendar day at the app's clock (its time zone). */
export async function tourToday(t: TestApp, tourId: number): Promise<DateTime> {
  const [row] = await t.handle.db.select({ zone: services.timeZone }).from(services).where(eq(services.id, tourId));
  return DateTime.fromJSDate(t.clock.now(), { zone: row!.zone }).startOf('day');
}

export async function insertOption(t: TestApp, tourId: number): Promise<number> {
  const [row] = await t.handle.db.insert(activityOptions).values({ serviceId: tourId, names: { en: 'Standard' } }).returning({ id: activityOptions.id });
  return row!.id;
}

export async function insertTicket(t: TestApp, tourId: number, pricingType = 'Adult'): Promise<number> {
  const [row] = await t.handle.db.insert(tickets).values({ serviceId: tourId, pricingType, names: { en: pricingType } }).returning({ id: tickets.id });
  return row!.id;
}

export async function insertPrice(t: TestApp, ticketId: number, optionId: number | null, priceMinor: number, range: { validFrom?: string; validTo?: string } = {}): Promise<number> {
  const [row] = await t.handle.db.insert(ticketPrices).values({ ticketId, optionId, priceMinor, ...range }).returning({ id: ticketPrices.id });
  return row!.id;
}

export async function insertSlot(t: TestApp, tourId: number, optionId: number, slotDate: string, status: number = AvailabilitySlotStatus.Active, seats = 10): Promise<number> {
  const [row] = await t.handle.db
    .insert(activitySlots)
    .values({ serviceId: tourId, optionId, slotDate, startTime: '10:00', allotmentTotal: seats, remaining: seats, status })
    .returning({ id: activitySlots.id });
  return row!.id;
}

/** Gives a new activity what activation needs: a location and duration, an image, a priced option, a departure. */
export async function makeSellable(t: TestApp, token: string, tour: TourFull): Promise<{ optionId: number; ticketId: number; fileId: number }> {
  const oslo = await locationId(t, 'oslo');
  const vital = { section: 'vital_details', name: tour.vital_details.name, kind: tour.vital_details.kind, location_id: oslo, duration: '3h' };
  await answer(TourFullAnswerSchema, await send(t, token, 'PUT', api.tours.update.path({ id: tour.id }), vital));
  const file = await insertFile(t, tour.supplier_id);
  const gallery = { section: 'gallery_and_widget', media: [{ source_type: MediaSourceType.file, file_id: file.id }] };
  await answer(TourFullAnswerSchema, await send(t, token, 'PUT', api.tours.update.path({ id: tour.id }), gallery));
  const optionId = await insertOption(t, tour.id);
  const ticketId = await insertTicket(t, tour.id);
  await insertPrice(t, ticketId, optionId, 45_000);
  await insertSlot(t, tour.id, optionId, (await tourToday(t, tour.id)).plus({ days: 3 }).toISODate()!);
  return { optionId, ticketId, fileId: file.id };
}
