import useSWR from 'swr';
import {
  ReservationDetailsAnswerSchema,
  ReservationTableAnswerSchema,
  SalesChannelsAnswerSchema,
  type ReservationDetails,
  type ReservationTableAnswer,
  type ReservationTableInput,
  type SalesChannel,
} from 'shared-contracts/panel-reservations';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** The swr keys of the reservations' reads. */
export const RESERVATIONS_KEY = 'supplier-reservations';
const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** Which table: every booking, or the activities-and-events or hotels view (`reservation-tours`, `reservation-hotels`). */
export type ReservationsScope = 'all' | 'tours' | 'hotels';
const TABLE_PATHS: Record<ReservationsScope, () => string> = {
  all: () => api.panelReservations.dataTable.path(),
  tours: () => api.panelReservations.tours.path(),
  hotels: () => api.panelReservations.hotels.path(),
};

/** POST /booking/v1/reservation/data-table (or a scoped view): one page of the reservations the caller may see. */
export async function listReservations(input: ReservationTableInput, scope: ReservationsScope = 'all'): Promise<ReservationTableAnswer['data']> {
  return (await getHttpClient().post(TABLE_PATHS[scope](), input, ReservationTableAnswerSchema, { kind: 'panel' })).data;
}

/** POST /booking/v1/reservation/sales-channels. */
export async function getSalesChannels(): Promise<SalesChannel[]> {
  return (await getHttpClient().post(api.panelReservations.salesChannels.path(), {}, SalesChannelsAnswerSchema, { kind: 'panel' })).data;
}

export function useSalesChannels() {
  return useSWR([RESERVATIONS_KEY, 'channels'], getSalesChannels, SWR_OPTIONS);
}

/** A booking by its uuid, or a package booking by the payment that paid it and the package. */
export type ReservationLookup = string | { paymentRef: string; packageId: string };

/** GET /booking/v1/reservation/{ref}, or /package-reservation/{payment}?package_id: one booking's details. */
export async function getReservation(lookup: ReservationLookup): Promise<ReservationDetails> {
  const p = api.panelReservations;
  const path = typeof lookup === 'string' ? p.byRef.path({ ref: lookup }) : p.packageReservation.path({ id: lookup.paymentRef }, { package_id: lookup.packageId });
  return (await getHttpClient().get(path, ReservationDetailsAnswerSchema, { kind: 'panel' })).data;
}

export function useReservation(lookup: ReservationLookup | undefined) {
  const key = lookup === undefined ? null : typeof lookup === 'string' ? lookup : `package:${lookup.paymentRef}:${lookup.packageId}`;
  return useSWR(key ? [RESERVATIONS_KEY, 'details', key] : null, () => getReservation(lookup!), SWR_OPTIONS);
}
