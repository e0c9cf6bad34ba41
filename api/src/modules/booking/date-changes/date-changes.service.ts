import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { AvailabilitySlotStatus, ReservationStatus } from 'shared-contracts/enums';
import type { ChangeDateAnswer, ChangeDateOption, ChangeDateRefusal, EmptyDates } from 'shared-contracts/panel-reservation-actions';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import { activityDeparture, activityDepartures, type ActivityDeparture } from '../../availability/activity-slots/activity-departures.service';
import { giveCapacity, takeCapacity } from '../../availability/capacity.service';
import type { CatalogueService } from '../../core/catalogue/catalogue.service';
import type { JobHandlers, JobQueue } from '../../system/jobs/jobs.service';
import { sendAll, type Mailer } from '../../system/mail/mail.service';
import { mailLocaleOf } from '../notifications/booking-confirmed-mail';
import { composeDateChangeMail } from './date-change-mail';
import * as repo from './date-changes.repo';

/**
 * Moving a confirmed activity or event booking to another departure of the same option (issue 14 §1, ADR 0020). Who
 * may is the caller's (core/panel-reservations/change-date): this module only moves seats. The move is one
 * transaction: the reservation row is locked, both departures are touched lower id first (so two crossing moves
 * cannot deadlock), the new seats are taken with the conditional update (`remaining >= n`) and the old ones given back.
 */
export const DATE_CHANGED_MAIL_JOB = 'mail.booking-date-changed';

/** Activities 1 and events 2 have departures. */
const DEPARTURE_TYPES: readonly number[] = [1, 2];
/** empty-dates looks this many days either side of the asked date. */
const NEARBY_DAYS = 7;

const REFUSAL_TEXT: Record<ChangeDateRefusal, string> = {
  sold_out: 'The chosen departure does not have enough seats left for this booking.',
  past: 'The chosen departure is in the past.',
  cut_off: 'The chosen departure has already started and can no longer be booked.',
  same_departure: 'The booking is already on this departure.',
  not_activity: 'Only activity and event bookings can move to another date.',
  not_confirmed: 'Only a confirmed booking can move to another date.',
};

export function dateChangeRefusal(reason: ChangeDateRefusal): HttpError {
  return new HttpError(reason === 'not_activity' ? 'VALIDATION_FAILED' : 'CONFLICT', {
    message: REFUSAL_TEXT[reason],
    issues: [{ path: 'reason', message: REFUSAL_TEXT[reason], code: reason }],
  });
}

const hhmm = (time: string) => time.slice(0, 5);

export interface DateChangesService {
  /** Dates near `startDate` with a departure of the booking's option that has room for its seats. */
  emptyDates(reservationId: number, startDate: string, zone: string): Promise<EmptyDates>;
  /** The departures of the booking's option on `date`, with their seats. */
  options(reservationId: number, date: string, zone: string): Promise<{ reservation_id: number; options: ChangeDateOption[] }>;
  /** Moves the booking to `departureId`, or refuses (dateChangeRefusal). */
  move(reservationId: number, departureId: number, zone: string): Promise<ChangeDateAnswer['data']>;
}

interface Deps {
  db: Db;
  clock: Clock;
  queue: Pick<JobQueue, 'enqueue'>;
}

export function createDateChangesService({ db, clock, queue }: Deps): DateChangesService {
  /** Why `slot` cannot be sold now, in the service's zone; null when it can (seats aside). */
  function closed(slot: ActivityDeparture, zone: string): ChangeDateRefusal | null {
    const now = DateTime.fromJSDate(clock.now(), { zone });
    if (slot.slotDate < (now.toISODate() ?? '')) return 'past';
    if (DateTime.fromISO(`${slot.slotDate}T${slot.startTime}`, { zone }) <= now) return 'cut_off';
    if (slot.status !== AvailabilitySlotStatus.Active) return 'sold_out';
    return null;
  }

  async function tourItem(reservationId: number) {
    const item = await repo.findTourItem(db, reservationId);
    if (!item) throw dateChangeRefusal('not_activity');
    return item;
  }

  return {
    async emptyDates(reservationId, startDate, zone) {
      const item = await tourItem(reservationId);
      const guest = await repo.findMovedBookingGuest(db, reservationId);
      const around = DateTime.fromISO(startDate, { zone });
      const from = around.minus({ days: NEARBY_DAYS }).toISODate() ?? startDate;
      const to = around.plus({ days: NEARBY_DAYS }).toISODate() ?? startDate;
      const slots = await activityDepartures(db, guest!.reservation.serviceId, item.optionId, from, to);
      const dates = new Set<string>();
      for (const slot of slots) {
        if (slot.id !== item.slotId && closed(slot, zone) === null && slot.remaining >= item.persons) dates.add(slot.slotDate);
      }
      return { reservation_id: reservationId, seats: item.persons, dates: [...dates].sort() };
    },

    async options(reservationId, date, zone) {
      const item = await tourItem(reservationId);
      const guest = await repo.findMovedBookingGuest(db, reservationId);
      const slots = await activityDepartures(db, guest!.reservation.serviceId, item.optionId, date, date);
      return {
        reservation_id: reservationId,
        options: slots
          .filter((slot) => closed(slot, zone) !== 'past')
          .map((slot) => {
            const current = slot.id === item.slotId;
            return {
              departure_id: slot.id,
              date: slot.slotDate,
              start_time: hhmm(slot.startTime),
              remaining: slot.remaining,
              fits: !current && closed(slot, zone) === null && slot.remaining >= item.persons,
              current,
            };
          }),
      };
    },

    async move(reservationId, departureId, zone) {
      return db.transaction(async (tx) => {
        const locked = await repo.lockReservationWithItem(tx, reservationId);
        if (!locked) throw new HttpError('NOT_FOUND', { message: 'errors.reservationNotFound' });
        const { reservation, item } = locked;
        if (!DEPARTURE_TYPES.includes(reservation.serviceType) || !item) throw dateChangeRefusal('not_activity');
        if (reservation.status !== ReservationStatus.CONFIRM) throw dateChangeRefusal('not_confirmed');
        const target = await activityDeparture(tx, departureId);
        if (!target || target.serviceId !== reservation.serviceId || target.optionId !== item.optionId) {
          throw new HttpError('NOT_FOUND', {
            message: 'This departure is not one of this booking’s activity and option.',
            issues: [{ path: 'departure_id', message: 'This departure is not one of this booking’s activity and option.' }],
          });
        }
        if (target.id === item.slotId) throw dateChangeRefusal('same_departure');
        const refusal = closed(target, zone);
        if (refusal) throw dateChangeRefusal(refusal);

        const seats = item.persons;
        const take = async () => {
          if (!(await takeCapacity(tx, { kind: 'activity', slotId: target.id }, seats))) throw dateChangeRefusal('sold_out');
        };
        const give = () => giveCapacity(tx, { kind: 'activity', slotId: item.slotId }, seats);
        // Lower id first: two moves across the same pair of departures lock them in the same order.
        if (item.slotId < target.id) {
          await give();
          await take();
        } else {
          await take();
          await give();
        }
        const now = clock.now();
        await repo.moveTourItem(tx, reservationId, { slotId: target.id, slotDate: target.slotDate, startTime: target.startTime }, now);
        const from = { date: item.slotDate, start_time: hhmm(item.startTime) };
        const to = { date: target.slotDate, start_time: hhmm(target.startTime) };
        const change = randomUUID();
        await queue.enqueue(DATE_CHANGED_MAIL_JOB, { reservation_id: reservationId, from, to, change }, { tx, dedupeKey: `${DATE_CHANGED_MAIL_JOB}:${reservationId}:${change}` });
        return { reservation_id: reservationId, from, to };
      });
    },
  };
}

interface MailDeps {
  db: Db;
  catalogue: Pick<CatalogueService, 'bookedServices'>;
  mailer: Mailer;
  log?: Pick<Console, 'warn'>;
}

interface MovedPayload {
  reservation_id?: unknown;
  change?: unknown;
  from?: { date?: unknown; start_time?: unknown };
  to?: { date?: unknown; start_time?: unknown };
}

/** `mail.booking-date-changed` { reservation_id, from, to, change }: the guest's "your booking has moved", in the checkout's language. */
export function createDateChangeMailHandlers({ db, catalogue, mailer, log = console }: MailDeps): JobHandlers {
  return {
    async [DATE_CHANGED_MAIL_JOB](payload) {
      const moved = (payload ?? {}) as MovedPayload;
      const reservationId = Number(moved.reservation_id);
      if (!Number.isInteger(reservationId) || typeof moved.change !== 'string') throw new Error(`${DATE_CHANGED_MAIL_JOB}: payload without reservation_id or change`);
      const found = await repo.findMovedBookingGuest(db, reservationId);
      if (!found?.order) {
        log.warn(`[jobs] ${DATE_CHANGED_MAIL_JOB}: reservation ${reservationId} has no paid order; the guest is not notified`);
        return;
      }
      const { reservation, order } = found;
      const service = (await catalogue.bookedServices([reservation.serviceId])).get(reservation.serviceId);
      const locale = mailLocaleOf(order.locale);
      const names = service?.names ?? {};
      const name = names[locale] ?? names.en ?? Object.values(names)[0] ?? `#${reservation.serviceId}`;
      const at = (point: MovedPayload['from']) => ({ date: String(point?.date), startTime: typeof point?.start_time === 'string' ? point.start_time : null });
      const mail = composeDateChangeMail({
        locale,
        firstName: order.firstName,
        bookingNumber: reservation.bookingNumber ?? `#${reservation.id}`,
        serviceName: name,
        from: at(moved.from),
        to: at(moved.to),
      });
      await sendAll(
        mailer,
        [{ dedupeKey: `${DATE_CHANGED_MAIL_JOB}:${reservationId}:${moved.change}:guest`, to: order.email, subject: mail.subject, body: mail.text, html: mail.html }],
        DATE_CHANGED_MAIL_JOB,
        `of reservation ${reservationId}`,
      );
    },
  };
}
