import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, time, unique } from 'drizzle-orm/pg-core';
import { activityOptions, ratePlans, roomTypes, services } from './catalogue';

/**
 * Capacity. Dates and times are local to the service's time zone (services.time_zone). `remaining` never goes
 * below zero: bookings take seats with a conditional UPDATE, and the CHECK refuses anything that would oversell.
 */

/** Activity and event departures: one row per option, date and start time. */
export const activitySlots = pgTable(
  'activity_slots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => activityOptions.id, { onDelete: 'cascade' }),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    allotmentTotal: integer('allotment_total').notNull(),
    remaining: integer('remaining').notNull(),
    /** AvailabilitySlotStatus: Active 1, Booked 2, Locked 3. */
    status: smallint('status').notNull().default(1),
  },
  (table) => [
    unique('activity_slots_option_date_time_uq').on(table.optionId, table.slotDate, table.startTime),
    index('activity_slots_service_date_idx').on(table.serviceId, table.slotDate),
    check('activity_slots_remaining_ck', sql`${table.remaining} >= 0`),
    check('activity_slots_remaining_le_total_ck', sql`${table.remaining} <= ${table.allotmentTotal}`),
    check('activity_slots_status_ck', sql`${table.status} between 1 and 3`),
  ],
);

/**
 * The hotel calendar (spec 002 §3): per room type, rate plan and night. `allotment` is the rooms still for sale.
 * cut_off_time is local to the hotel: arrivals on `stay_date` can be booked until then on that day.
 */
export const hotelCalendar = pgTable(
  'hotel_calendar',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    ratePlanId: integer('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id, { onDelete: 'cascade' }),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    priceMinor: integer('price_minor').notNull(),
    allotment: integer('allotment').notNull(),
    cutOffTime: time('cut_off_time'),
    minStay: smallint('min_stay').notNull().default(1),
    maxStay: smallint('max_stay'),
    noCheckIn: boolean('no_check_in').notNull().default(false),
    noCheckOut: boolean('no_check_out').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.roomTypeId, table.ratePlanId, table.stayDate] }),
    check('hotel_calendar_allotment_ck', sql`${table.allotment} >= 0`),
    check('hotel_calendar_price_ck', sql`${table.priceMinor} >= 0`),
    check('hotel_calendar_stay_ck', sql`${table.minStay} >= 1 and (${table.maxStay} is null or ${table.maxStay} >= ${table.minStay})`),
  ],
);

/** Package departures: one row per start date. */
export const packageSlots = pgTable(
  'package_slots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    packageId: integer('package_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    allotmentTotal: integer('allotment_total').notNull(),
    remaining: integer('remaining').notNull(),
    status: smallint('status').notNull().default(1),
  },
  (table) => [
    unique('package_slots_package_date_uq').on(table.packageId, table.startDate),
    check('package_slots_remaining_ck', sql`${table.remaining} >= 0`),
    check('package_slots_remaining_le_total_ck', sql`${table.remaining} <= ${table.allotmentTotal}`),
    check('package_slots_status_ck', sql`${table.status} between 1 and 3`),
  ],
);
