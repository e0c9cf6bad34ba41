import type { Db } from '../../db/client';
import * as repo from './capacity.repo';

/**
 * What the availability module sells, for the booking module to take and give back inside its own transaction
 * (`tx`): the booking decides what is taken together, availability how a unit is taken (capacity.repo).
 */
export type CapacityUnit =
  | { kind: 'activity'; slotId: number }
  | { kind: 'package'; slotId: number }
  | { kind: 'night'; roomTypeId: number; ratePlanId: number; stayDate: string };

/** The columns a capacity hold records its unit in: one slot, one package slot, or one room-night. */
export interface HeldUnitColumns {
  activitySlotId: number | null;
  packageSlotId: number | null;
  roomTypeId: number | null;
  ratePlanId: number | null;
  stayDate: string | null;
}

/** The unit a hold names; null when it names none. */
export function heldUnit(hold: HeldUnitColumns): CapacityUnit | null {
  if (hold.activitySlotId !== null) return { kind: 'activity', slotId: hold.activitySlotId };
  if (hold.packageSlotId !== null) return { kind: 'package', slotId: hold.packageSlotId };
  if (hold.roomTypeId !== null && hold.ratePlanId !== null && hold.stayDate !== null) {
    return { kind: 'night', roomTypeId: hold.roomTypeId, ratePlanId: hold.ratePlanId, stayDate: hold.stayDate };
  }
  return null;
}

/** Takes `quantity` of the unit, or nothing: false when not that much is left (the caller rolls back). */
export function takeCapacity(tx: Db, unit: CapacityUnit, quantity: number): Promise<boolean> {
  switch (unit.kind) {
    case 'activity':
      return repo.takeActivitySeats(tx, unit.slotId, quantity);
    case 'package':
      return repo.takePackageSeats(tx, unit.slotId, quantity);
    case 'night':
      return repo.takeRoomNight(tx, unit, quantity);
  }
}

/** Gives `quantity` of the unit back. */
export function giveCapacity(tx: Db, unit: CapacityUnit, quantity: number): Promise<void> {
  switch (unit.kind) {
    case 'activity':
      return repo.giveActivitySeats(tx, unit.slotId, quantity);
    case 'package':
      return repo.givePackageSeats(tx, unit.slotId, quantity);
    case 'night':
      return repo.giveRoomNight(tx, unit, quantity);
  }
}
