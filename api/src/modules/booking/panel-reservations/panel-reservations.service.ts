import type { ReservationTableQuery } from 'shared-contracts/panel-reservations';
import { ServiceTypeId } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import { keysetBatches } from '../../../lib/xlsx/xlsx-stream';
import { childPersons } from '../cart/cart-pricing';
import * as repo from './panel-reservations.repo';

export type Visibility = repo.Visibility;
export type ReservationKey = repo.ReservationKey;
export type ByDateQuery = repo.ByDateQuery;
/** A reservation row, with its guests counted: a departure's tickets, a stay's rooms, or a package's travellers. */
export type PanelRow = repo.PanelRow & { adults: number; children: number };
export type PanelExtras = Awaited<ReturnType<typeof repo.findExtras>>;

/**
 * The booking module's side of the back office's reservations (issue 14 §1, ADR 0016): it pages and reads
 * reservations inside a Visibility its caller worked out (the core module knows whose services and sites are whose).
 */
export interface PanelReservationsService {
  page(view: Visibility, query: ReservationTableQuery, typeIds?: number[]): Promise<{ rows: PanelRow[]; total: number; capped: boolean }>;
  /** Every row the table's query holds, in keyset-paged batches of `size` (the export, ADR 0021). */
  batches(view: Visibility, query: ReservationTableQuery, typeIds: number[] | undefined, size: number): AsyncGenerator<PanelRow[]>;
  channels(view: Visibility): Promise<('online' | 'terminal')[]>;
  /** The reservation with everything it holds; undefined when it is not there or not in the view. */
  one(view: Visibility, key: repo.ReservationKey): Promise<{ row: PanelRow; extras: PanelExtras } | undefined>;
  /** Per service date and currency: bookings, guests and takings in minor units. */
  byServiceDate(view: Visibility, query: ByDateQuery): Promise<{ date: string; currency: string; bookings: number; guests: number; minor: number }[]>;
  /** Activities and events: per departure, bookings and guests. */
  departuresByDate(view: Visibility, query: ByDateQuery): Promise<{ date: string; serviceId: number; startTime: string; bookings: number; guests: number }[]>;
}

function withGuests(row: repo.PanelRow): PanelRow {
  if (row.tickets) {
    const children = childPersons(row.tickets);
    return { ...row, adults: (row.tourPersons ?? 0) - children, children };
  }
  if (row.pkgAdults !== null) return { ...row, adults: row.pkgAdults, children: row.pkgChildren ?? 0 };
  const [adults, children] = (row.hotelGuests ?? '0,0').split(',').map(Number);
  return { ...row, adults: adults ?? 0, children: children ?? 0 };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createPanelReservationsService({ db }: { db: Db }): PanelReservationsService {
  return {
    async page(view, query, typeIds) {
      const { rows, total, capped } = await repo.findPage(db, view, query, typeIds);
      return { rows: rows.map(withGuests), total, capped };
    },
    async *batches(view, query, typeIds, size) {
      const read = (after: number | undefined) => repo.findExportBatch(db, view, query, typeIds, after, size);
      for await (const rows of keysetBatches(size, read, (row) => row.id)) yield rows.map(withGuests);
    },
    async channels(view) {
      const found = await repo.findChannels(db, view);
      return (['online', 'terminal'] as const).filter((c) => found.some((f) => f.terminal === (c === 'terminal')));
    },
    async byServiceDate(view, query) {
      const rows = await repo.findByServiceDate(db, view, query);
      return rows.map((row) => ({ ...row, minor: Number(row.minor) }));
    },
    async departuresByDate(view, query) {
      const rows = await repo.findDeparturesByDate(db, view, query, [ServiceTypeId.activities, ServiceTypeId.events]);
      return rows.map((row) => ({ ...row, startTime: row.startTime.slice(0, 5) }));
    },
    async one(view, key) {
      if ('ref' in key && !UUID.test(key.ref)) return undefined;
      if ('paymentRef' in key && !UUID.test(key.paymentRef)) return undefined;
      const row = await repo.findOne(db, view, key);
      if (!row) return undefined;
      return { row: withGuests(row), extras: await repo.findExtras(db, row.id, row.paymentId) };
    },
  };
}
