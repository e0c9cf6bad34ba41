import type { Db } from '../../../db/client';
import { findSlot, findSlots, type SlotRow } from './activity-slots.repo';

/**
 * An activity's departures as the booking module reads them when it moves a booking to another date (ADR 0020):
 * availability owns the slots, the booking module decides what is taken and given back (capacity.service).
 */
export type ActivityDeparture = SlotRow;

/** The option's departures between two local dates (inclusive), by date and time. */
export function activityDepartures(db: Db, serviceId: number, optionId: number, from: string, to: string): Promise<ActivityDeparture[]> {
  return findSlots(db, [serviceId], from, to, optionId);
}

/** One departure, or undefined. */
export function activityDeparture(db: Db, slotId: number): Promise<ActivityDeparture | undefined> {
  return findSlot(db, slotId);
}
