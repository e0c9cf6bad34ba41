/**
 * The grid's shape from the API's answers: a row per room type and own rate plan (editable), then the connected plans
 * apart (read-only, spec 001 "split connected and not connected"), cells looked up by night, and the stays of each
 * room type laid out in lanes of bars that never overlap.
 */
import type { CalendarAllotment, CalendarReservation, RoomRateEntry } from 'shared-contracts/hotel-calendar';

export interface GridRow {
  roomTypeId: number;
  roomTitle: string;
  ratePlanId: number;
  planName: string;
  connected: boolean;
  /** A connected plan's derivation, e.g. { kind: 'percent', value: -10 }. */
  derivation: { kind: 'percent' | 'amount'; value: number } | null;
}

export function gridRows(rates: readonly RoomRateEntry[]): { own: GridRow[]; connected: GridRow[] } {
  const own: GridRow[] = [];
  const connected: GridRow[] = [];
  for (const room of rates) {
    for (const plan of room.rate_plans) {
      own.push({ roomTypeId: room.room_type_id, roomTitle: room.room_type_title, ratePlanId: plan.id, planName: plan.name, connected: false, derivation: null });
    }
    for (const plan of room.connected_rate_plans) {
      connected.push({
        roomTypeId: room.room_type_id,
        roomTitle: room.room_type_title,
        ratePlanId: plan.id,
        planName: plan.name,
        connected: true,
        derivation: { kind: plan.derivation_kind, value: plan.derivation_value },
      });
    }
  }
  return { own, connected };
}

export const cellKey = (roomTypeId: number, ratePlanId: number, date: string) => `${roomTypeId}|${ratePlanId}|${date}`;

export function cellMap(allotments: readonly CalendarAllotment[]): Map<string, CalendarAllotment> {
  return new Map(allotments.map((cell) => [cellKey(cell.room_type_id, cell.rate_plan_id, cell.date), cell]));
}

/** A stay's bar in the month: from its first shown night, `span` nights long (check-out day not included). */
export interface StayBar {
  reservation: CalendarReservation;
  startIndex: number;
  span: number;
}

/**
 * The stays of one room type as bars over `days` (the month's days, in order), in lanes: each lane holds bars that do
 * not overlap, earliest first. A stay outside the days is left out.
 */
export function stayLanes(reservations: readonly CalendarReservation[], roomTypeId: number, days: readonly string[]): StayBar[][] {
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return [];
  const bars = reservations
    .filter((r) => r.room_type_id === roomTypeId && r.start_date <= last && r.end_date > first)
    .map((reservation) => {
      const startIndex = Math.max(0, days.indexOf(reservation.start_date < first ? first : reservation.start_date));
      // The nights shown: up to the day before check-out, or the month's end.
      const endIndex = reservation.end_date > last ? days.length : days.indexOf(reservation.end_date);
      return { reservation, startIndex, span: Math.max(1, endIndex - startIndex) };
    })
    .sort((a, b) => a.startIndex - b.startIndex || a.reservation.reservation_id - b.reservation.reservation_id);
  const lanes: StayBar[][] = [];
  for (const bar of bars) {
    const lane = lanes.find((each) => {
      const previous = each.at(-1)!;
      return previous.startIndex + previous.span <= bar.startIndex;
    });
    if (lane) lane.push(bar);
    else lanes.push([bar]);
  }
  return lanes;
}

/** "1 234,00" style amount of minor units in the page's language (a BCP 47 tag). */
export function formatAmount(minor: number, tag: string): string {
  return new Intl.NumberFormat(tag, { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(minor / 100);
}

/** A connected plan's change on its parent's price, signed ("+450", "−10"): minor units for an amount, whole percent. */
export function formatChange(kind: 'percent' | 'amount', value: number, tag: string): string {
  return new Intl.NumberFormat(tag, { minimumFractionDigits: 0, maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(kind === 'amount' ? value / 100 : value);
}
