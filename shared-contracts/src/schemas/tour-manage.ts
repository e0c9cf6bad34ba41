/**
 * What a supplier manages inside one activity (spec 002 §7.8; issue 12 §3 "Manage"): options, tickets with their
 * pricing types and bases (spec 000 §3), the option-ticket price mapping, departures and their allotments, busy and
 * empty dates, and voucher codes. Money is integer minor units of the activity's currency; dates and times are
 * local to the activity's time zone.
 */
import * as v from 'shared-contracts/valibot';
import { LIMITS } from 'shared-contracts/constants';
import { AvailabilitySlotStatus, PricingBasis, PricingType, Weekday } from 'shared-contracts/enums';
import { dataEnvelope, IdSchema, IdTextSchema } from 'shared-contracts/common';
import { LocaleCodeSchema } from 'shared-contracts/locales';
import type { CheckIssue } from 'valibot';

/** Limits of what one call may carry; the texts of the errors that name them repeat the figures. */
export const TOUR_MANAGE_LIMITS = {
  nameMax: 200,
  descriptionMax: 5000,
  /** People one group ticket may admit. */
  memberCountMax: 100,
  /** Price rows of one option and ticket (one default plus seasons). */
  pricesPerPairMax: 50,
  /** Price rows one option's or one ticket's form may carry. */
  formPricesMax: 1000,
  /** Option-ticket pairs one mapping call may set. */
  mappingPairsMax: 500,
  /** Seats of one departure. */
  allotmentMax: 10_000,
  /** Days a schedule's date range, or a read's range, may span (end − start). */
  rangeDaysMax: 366,
  /** Start times of one schedule. */
  startTimesMax: 24,
  /** Departures one schedule may create or change. */
  scheduleDeparturesMax: 5000,
  /** Days the whole-calendar feed (GET /tour-allotment) may span. */
  calendarDaysMax: 93,
  /** Departures the calendar feed answers at most; `truncated` says when there were more. */
  calendarRowsMax: 5000,
  /** Characters of one voucher code. */
  ticketCodeMax: 64,
  ticketCodesPageMax: 100,
  /** Row errors a CSV upload lists; the counts always cover every row. */
  csvErrorsListed: 500,
} as const;

const L = TOUR_MANAGE_LIMITS;
const DAY_MS = 86_400_000;

/** Whether a YYYY-MM-DD names a day that exists (isoDate alone lets 2030-02-30 through). */
const isCalendarDay = (date: string) => !Number.isNaN(Date.parse(date)) && new Date(Date.parse(date)).toISOString().slice(0, 10) === date;
export const IsoDateSchema = v.pipe(v.string('validation.dateInvalid'), v.isoDate('validation.dateInvalid'), v.check(isCalendarDay, 'validation.dateInvalid'));
/** A start time, HH:MM on the 24-hour clock. */
export const StartTimeSchema = v.pipe(v.string('validation.invalid'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'errors.tourManage.timeInvalid'));

/** Whole days from `start` to `end` (both YYYY-MM-DD). */
export const daysBetween = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS);

type Range = { start_date: string; end_date: string };
type RangeTooLong = 'errors.tourManage.rangeTooLong' | 'errors.tourManage.calendarRangeTooLong';

/**
 * The checks of a start_date … end_date range (both included): the end not before the start, at most `maxDays`
 * apart. Reported on end_date. `T` is the object's output, so the pipe keeps its other fields.
 */
export function rangeChecks<T extends Range>(maxDays: number, tooLong: RangeTooLong) {
  return [
    v.forward<T, CheckIssue<T>, ['end_date']>(v.check<T, 'validation.dateRangeInvalid'>((input) => input.end_date >= input.start_date, 'validation.dateRangeInvalid'), ['end_date'] as never),
    v.forward<T, CheckIssue<T>, ['end_date']>(v.check<T, RangeTooLong>((input) => daysBetween(input.start_date, input.end_date) <= maxDays, tooLong), ['end_date'] as never),
  ] as const;
}

export const rangeFields = { start_date: IsoDateSchema, end_date: IsoDateSchema };

/* ------------------------------------------------------------------ texts */

const text = (max: number, message: 'errors.tourManage.nameTooLong' | 'errors.tourManage.descriptionTooLong') =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, message));

/** A name in each language it is written in (locale → text); at least one is not empty. */
export const NamesSchema = v.pipe(
  v.record(LocaleCodeSchema, text(L.nameMax, 'errors.tourManage.nameTooLong'), 'errors.tourManage.nameRequired'),
  v.check((names) => Object.values(names).some((name) => name !== undefined && name !== ''), 'errors.tourManage.nameRequired'),
);
export const DescriptionsSchema = v.record(LocaleCodeSchema, text(L.descriptionMax, 'errors.tourManage.descriptionTooLong'));
export type LocalizedTexts = v.InferOutput<typeof DescriptionsSchema>;

const PositionSchema = v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(0, 'validation.invalid'), v.maxValue(100_000, 'validation.invalid'));

/* ------------------------------------------------------------------ prices */

/** A price in minor units of the activity's currency (0 is a free ticket). */
export const PriceMinorSchema = v.pipe(
  v.number('errors.tourManage.priceInvalid'),
  v.integer('errors.tourManage.priceInvalid'),
  v.minValue(0, 'errors.tourManage.priceInvalid'),
  v.maxValue(LIMITS.maxId, 'errors.tourManage.priceInvalid'),
);

/** A price row: without dates it is the default; with both it applies from valid_from to valid_to, both included. */
const priceFields = {
  price_minor: PriceMinorSchema,
  valid_from: v.optional(v.nullable(IsoDateSchema), null),
  valid_to: v.optional(v.nullable(IsoDateSchema), null),
};
type PriceFields = { valid_from: string | null; valid_to: string | null };

/** A season has both dates or neither, and does not end before it starts; reported on valid_to. */
function seasonChecks<T extends PriceFields>() {
  return [
    v.forward<T, CheckIssue<T>, ['valid_to']>(
      v.check<T, 'errors.tourManage.seasonIncomplete'>((row) => (row.valid_from === null) === (row.valid_to === null), 'errors.tourManage.seasonIncomplete'),
      ['valid_to'] as never,
    ),
    v.forward<T, CheckIssue<T>, ['valid_to']>(
      v.check<T, 'validation.dateRangeInvalid'>((row) => row.valid_from === null || row.valid_to === null || row.valid_to >= row.valid_from, 'validation.dateRangeInvalid'),
      ['valid_to'] as never,
    ),
  ] as const;
}

export type PriceRowsProblem = 'errors.tourManage.defaultPriceTwice' | 'errors.tourManage.seasonsOverlap';

/**
 * What is wrong with the price rows of one option and ticket, if anything. The availability module prices a date with
 * the narrowest season containing it, else the default (pricing.ts unitPriceMinor); that choice is only clear when
 * there is at most one default and seasons either nest or stay apart, so a partial overlap (or the same season twice)
 * is refused rather than resolved by a rule the supplier cannot see.
 */
export function priceRowsProblem(rows: readonly PriceFields[]): PriceRowsProblem | null {
  if (rows.filter((row) => row.valid_from === null).length > 1) return 'errors.tourManage.defaultPriceTwice';
  const seasons = rows.flatMap((row) => (row.valid_from !== null && row.valid_to !== null ? [{ from: row.valid_from, to: row.valid_to }] : []));
  for (const [i, a] of seasons.entries()) {
    for (const b of seasons.slice(i + 1)) {
      const apart = a.to < b.from || b.to < a.from;
      const same = a.from === b.from && a.to === b.to;
      const nested = (a.from <= b.from && b.to <= a.to) || (b.from <= a.from && a.to <= b.to);
      if (same || (!apart && !nested)) return 'errors.tourManage.seasonsOverlap';
    }
  }
  return null;
}

/** The problem of the first option-ticket pair (rows grouped by `key`) that has one. */
export function pricesProblem<R extends PriceFields>(rows: readonly R[], key: (row: R) => number): PriceRowsProblem | null {
  const groups = new Map<number, R[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return [...groups.values()].map(priceRowsProblem).find((problem) => problem !== null) ?? null;
}

/** A stored price row as answers carry it; valid_from and valid_to are both null for the default. */
const priceAnswer = { price_minor: v.number(), valid_from: v.nullable(IsoDateSchema), valid_to: v.nullable(IsoDateSchema) };

/** A price of one ticket for one option (GET and POST option-ticket). */
export const PriceRowSchema = v.object({ option_id: v.number(), ticket_id: v.number(), ...priceAnswer });
export type PriceRow = v.InferOutput<typeof PriceRowSchema>;

/* ------------------------------------------------------------------ options */

/** An option's prices as its form carries them: one row per ticket and season. */
const OptionPriceFields = v.object({ ticket_id: IdSchema, ...priceFields });
export const OptionPriceInputSchema = v.pipe(OptionPriceFields, ...seasonChecks<v.InferOutput<typeof OptionPriceFields>>());

/**
 * POST /tour/{id}/option: creates an option (no id) or updates one (id). When `prices` is given the option's prices
 * become exactly those rows; left out, they stay as they are.
 */
export const OptionInputSchema = v.object({
  id: v.optional(v.nullable(IdSchema), null),
  names: NamesSchema,
  descriptions: v.optional(DescriptionsSchema, {}),
  position: v.optional(PositionSchema),
  prices: v.optional(
    v.pipe(
      v.array(OptionPriceInputSchema),
      v.maxLength(L.formPricesMax, 'errors.tourManage.tooManyPrices'),
      v.check((rows) => pricesProblem(rows, (row) => row.ticket_id) !== 'errors.tourManage.defaultPriceTwice', 'errors.tourManage.defaultPriceTwice'),
      v.check((rows) => pricesProblem(rows, (row) => row.ticket_id) !== 'errors.tourManage.seasonsOverlap', 'errors.tourManage.seasonsOverlap'),
    ),
  ),
});
export type OptionInput = v.InferInput<typeof OptionInputSchema>;

/** An option as the manage pages list it; `name` is the caller's language (else English, else any). */
export const ManagedOptionSchema = v.object({
  id: v.number(),
  tour_id: v.number(),
  name: v.string(),
  names: DescriptionsSchema,
  descriptions: DescriptionsSchema,
  position: v.number(),
});
export type ManagedOption = v.InferOutput<typeof ManagedOptionSchema>;
export const ManagedOptionsAnswerSchema = dataEnvelope(v.array(ManagedOptionSchema));

/**
 * One option as its form edits it (GET /tour/{id}/option/{o}), and as POST answers it. With `?clone=true` the
 * answer is a copy ready to save: `id` null, the same texts and prices; nothing is stored until it is posted.
 */
export const OptionFormSchema = v.object({
  id: v.nullable(v.number()),
  names: DescriptionsSchema,
  descriptions: DescriptionsSchema,
  position: v.number(),
  prices: v.array(v.object({ ticket_id: v.number(), ...priceAnswer })),
});
export type OptionForm = v.InferOutput<typeof OptionFormSchema>;
export const OptionFormAnswerSchema = dataEnvelope(OptionFormSchema);

/* ------------------------------------------------------------------ tickets */

/** Tickets that may admit more than one person while priced per person: a group or a family counts its members. */
export const MULTI_MEMBER_TYPES: readonly PricingType[] = [PricingType.Group, PricingType.Family];

/** Whether a ticket of this type and basis may admit `memberCount` people. */
export const memberCountAllowed = (pricingType: string, basis: number, memberCount: number) =>
  memberCount === 1 || basis === PricingBasis.perGroup || (MULTI_MEMBER_TYPES as readonly string[]).includes(pricingType);

const TicketPriceFields = v.object({ option_id: IdSchema, ...priceFields });
export const TicketPriceInputSchema = v.pipe(TicketPriceFields, ...seasonChecks<v.InferOutput<typeof TicketPriceFields>>());

/**
 * POST /tour/{id}/ticket: creates (no id) or updates (id) a ticket. `member_count` is how many people one ticket
 * admits (the seats it takes): 1, except for Group and Family tickets and tickets priced per group. With `prices`
 * the ticket's prices become exactly those rows.
 */
export const TicketInputSchema = v.pipe(
  v.object({
    id: v.optional(v.nullable(IdSchema), null),
    pricing_type: v.enum(PricingType, 'errors.tourManage.pricingTypeInvalid'),
    pricing_basis: v.optional(v.enum(PricingBasis, 'errors.tourManage.pricingBasisInvalid'), PricingBasis.perPerson),
    member_count: v.optional(
      v.pipe(
        v.number('errors.tourManage.memberCountInvalid'),
        v.integer('errors.tourManage.memberCountInvalid'),
        v.minValue(1, 'errors.tourManage.memberCountInvalid'),
        v.maxValue(L.memberCountMax, 'errors.tourManage.memberCountInvalid'),
      ),
      1,
    ),
    names: NamesSchema,
    position: v.optional(PositionSchema),
    prices: v.optional(
      v.pipe(
        v.array(TicketPriceInputSchema),
        v.maxLength(L.formPricesMax, 'errors.tourManage.tooManyPrices'),
        v.check((rows) => pricesProblem(rows, (row) => row.option_id) !== 'errors.tourManage.defaultPriceTwice', 'errors.tourManage.defaultPriceTwice'),
        v.check((rows) => pricesProblem(rows, (row) => row.option_id) !== 'errors.tourManage.seasonsOverlap', 'errors.tourManage.seasonsOverlap'),
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['pricing_type'], ['pricing_basis'], ['member_count']],
      (input) => memberCountAllowed(input.pricing_type, input.pricing_basis, input.member_count),
      'errors.tourManage.memberCountPerPerson',
    ),
    ['member_count'],
  ),
);
export type TicketInput = v.InferInput<typeof TicketInputSchema>;

const ticketFields = {
  pricing_type: v.enum(PricingType),
  pricing_basis: v.enum(PricingBasis),
  member_count: v.number(),
  names: DescriptionsSchema,
  position: v.number(),
};

/** A ticket as the manage pages list it, with its prices for every option. */
export const ManagedTicketSchema = v.object({
  id: v.number(),
  tour_id: v.number(),
  name: v.string(),
  ...ticketFields,
  prices: v.array(v.object({ option_id: v.number(), ...priceAnswer })),
});
export type ManagedTicket = v.InferOutput<typeof ManagedTicketSchema>;
export const ManagedTicketsAnswerSchema = dataEnvelope(v.array(ManagedTicketSchema));

/** One ticket as its form edits it; with `?clone=true` a copy ready to save (`id` null, nothing stored). */
export const TicketFormSchema = v.object({
  id: v.nullable(v.number()),
  ...ticketFields,
  prices: v.array(v.object({ option_id: v.number(), ...priceAnswer })),
});
export type TicketForm = v.InferOutput<typeof TicketFormSchema>;
export const TicketFormAnswerSchema = dataEnvelope(TicketFormSchema);

/** `?clone=true` answers an unsaved copy. */
export const CloneQuerySchema = v.object({ clone: v.optional(v.picklist(['true', 'false'], 'validation.invalid'), 'false') });
/** `?group_expb_tickets=true`: see the path table. */
export const TicketsQuerySchema = v.object({ group_expb_tickets: v.optional(v.picklist(['true', 'false'], 'validation.invalid'), 'false') });

export const TourOptionParamSchema = v.object({ id: IdTextSchema, optionId: IdTextSchema });
export const TourTicketParamSchema = v.object({ id: IdTextSchema, ticketId: IdTextSchema });

/** What a DELETE removed. */
export const DeletedAnswerSchema = dataEnvelope(v.object({ id: v.number() }));

/* ------------------------------------------------------------------ option-ticket mapping */

const PairPriceFields = v.object(priceFields);
const PairPriceInputSchema = v.pipe(PairPriceFields, ...seasonChecks<v.InferOutput<typeof PairPriceFields>>());

/**
 * POST /tour/{id}/option-ticket: for each option and ticket named, its prices become exactly `prices` (an empty list
 * takes the ticket off that option). Pairs not named keep theirs. Every pair at most once.
 */
export const OptionTicketInputSchema = v.object({
  mappings: v.pipe(
    v.array(
      v.object({
        option_id: IdSchema,
        ticket_id: IdSchema,
        prices: v.pipe(
          v.array(PairPriceInputSchema),
          v.maxLength(L.pricesPerPairMax, 'errors.tourManage.tooManyPrices'),
          v.check((rows) => priceRowsProblem(rows) !== 'errors.tourManage.defaultPriceTwice', 'errors.tourManage.defaultPriceTwice'),
          v.check((rows) => priceRowsProblem(rows) !== 'errors.tourManage.seasonsOverlap', 'errors.tourManage.seasonsOverlap'),
        ),
      }),
    ),
    v.minLength(1, 'validation.required'),
    v.maxLength(L.mappingPairsMax, 'errors.tourManage.tooManyPrices'),
    v.check((pairs) => new Set(pairs.map((p) => `${p.option_id}:${p.ticket_id}`)).size === pairs.length, 'errors.tourManage.pairTwice'),
  ),
});
export type OptionTicketInput = v.InferInput<typeof OptionTicketInputSchema>;

/** The price matrix of an activity: its options, its tickets, and every price row. */
export const OptionTicketMapSchema = v.object({
  tour_id: v.number(),
  currency: v.string(),
  options: v.array(v.object({ id: v.number(), name: v.string() })),
  tickets: v.array(v.object({ id: v.number(), name: v.string(), pricing_type: v.enum(PricingType), pricing_basis: v.enum(PricingBasis), member_count: v.number() })),
  prices: v.array(PriceRowSchema),
});
export type OptionTicketMap = v.InferOutput<typeof OptionTicketMapSchema>;
export const OptionTicketMapAnswerSchema = dataEnvelope(OptionTicketMapSchema);

/* ------------------------------------------------------------------ departures */

const AllotmentSchema = v.pipe(
  v.number('errors.tourManage.allotmentInvalid'),
  v.integer('errors.tourManage.allotmentInvalid'),
  v.minValue(0, 'errors.tourManage.allotmentInvalid'),
  v.maxValue(L.allotmentMax, 'errors.tourManage.allotmentInvalid'),
);

const distinct = <T>(items: readonly T[]) => new Set(items).size === items.length;

const ScheduleFields = v.object({
  kind: v.literal('schedule'),
  option_id: IdSchema,
  ...rangeFields,
  weekdays: v.pipe(
    v.array(v.enum(Weekday, 'errors.tourManage.weekdayInvalid')),
    v.minLength(1, 'errors.tourManage.weekdaysRequired'),
    v.maxLength(7, 'errors.tourManage.weekdayInvalid'),
    v.check(distinct, 'errors.tourManage.weekdayInvalid'),
  ),
  start_times: v.pipe(
    v.array(StartTimeSchema),
    v.minLength(1, 'errors.tourManage.startTimesRequired'),
    v.maxLength(L.startTimesMax, 'errors.tourManage.tooManyStartTimes'),
    v.check(distinct, 'errors.tourManage.startTimeTwice'),
  ),
  allotment: AllotmentSchema,
});
/**
 * A departure schedule of one option: every date from start_date to end_date (both included, not before today in
 * the activity's time zone) that falls on one of `weekdays` (ISO: Monday 1 … Sunday 7), at each of `start_times`,
 * with `allotment` seats. Posting it again changes nothing: a departure is one option, date and start time, so an
 * existing one only has its allotment set (never below the seats already sold; then nothing is changed at all).
 */
export const ScheduleInputSchema = v.pipe(ScheduleFields, ...rangeChecks<v.InferOutput<typeof ScheduleFields>>(L.rangeDaysMax, 'errors.tourManage.rangeTooLong'));
export type ScheduleInput = v.InferInput<typeof ScheduleInputSchema>;

/** One departure's allotment (and, optionally, its sale status: Active, or Locked to stop selling it). */
export const DepartureChangeInputSchema = v.object({
  kind: v.literal('departure'),
  slot_id: IdSchema,
  allotment: AllotmentSchema,
  status: v.optional(v.picklist([AvailabilitySlotStatus.Active, AvailabilitySlotStatus.Locked], 'errors.tourManage.statusInvalid')),
});
export type DepartureChangeInput = v.InferInput<typeof DepartureChangeInputSchema>;

const BulkChangeFields = v.object({
  kind: v.literal('bulk'),
  option_id: IdSchema,
  ...rangeFields,
  weekdays: ScheduleFields.entries.weekdays,
  /** Only the departures at these times; empty: every start time. */
  start_times: v.optional(
    v.pipe(v.array(StartTimeSchema), v.maxLength(L.startTimesMax, 'errors.tourManage.tooManyStartTimes'), v.check(distinct, 'errors.tourManage.startTimeTwice')),
    [],
  ),
  /** The new total of each departure; omitted: totals stay. */
  allotment: v.optional(AllotmentSchema),
  /** Open (Active) or close (Locked) the departures; omitted: each keeps its own. */
  status: v.optional(v.picklist([AvailabilitySlotStatus.Active, AvailabilitySlotStatus.Locked], 'errors.tourManage.statusInvalid')),
  /** Answer what would change, and change nothing. */
  preview: v.optional(v.boolean(), false),
});
/**
 * A change of the option's existing departures in a date range, on `weekdays`, at `start_times` (all when empty):
 * their allotment, their status, or both. All or nothing: when any departure has more seats held or booked than the
 * new allotment, nothing changes (409, an issue per departure with its numbers). `preview` answers the same list
 * of changes, refused ones marked, without writing.
 */
export const BulkAllotmentInputSchema = v.pipe(
  BulkChangeFields,
  ...rangeChecks<v.InferOutput<typeof BulkChangeFields>>(L.rangeDaysMax, 'errors.tourManage.rangeTooLong'),
  v.forward<v.InferOutput<typeof BulkChangeFields>, CheckIssue<v.InferOutput<typeof BulkChangeFields>>, ['allotment']>(
    v.check((input) => input.allotment !== undefined || input.status !== undefined, 'errors.tourManage.bulkNothingToChange'),
    ['allotment'] as never,
  ),
);
export type BulkAllotmentInput = v.InferInput<typeof BulkAllotmentInputSchema>;

/** POST /tour/{id}/allotment: a schedule, one departure's change, or a bulk change of existing departures. */
export const AllotmentInputSchema = v.variant('kind', [ScheduleInputSchema, DepartureChangeInputSchema, BulkAllotmentInputSchema], 'validation.invalid');
export type AllotmentInput = v.InferInput<typeof AllotmentInputSchema>;

/** A departure: `sold` = allotment − remaining, the seats held or booked. */
export const DepartureSchema = v.object({
  id: v.number(),
  option_id: v.number(),
  date: IsoDateSchema,
  start_time: v.string(),
  allotment: v.number(),
  remaining: v.number(),
  sold: v.number(),
  status: v.enum(AvailabilitySlotStatus),
});
export type Departure = v.InferOutput<typeof DepartureSchema>;

/** What a schedule did: departures it made, changed (allotment), and found already as asked. */
export const ScheduleResultSchema = v.object({
  kind: v.literal('schedule'),
  option_id: v.number(),
  departures: v.number(),
  created: v.number(),
  updated: v.number(),
  unchanged: v.number(),
});
export type ScheduleResult = v.InferOutput<typeof ScheduleResultSchema>;
/** One departure a bulk change touches: before and after; `refused` when its held or booked seats forbid it. */
export const BulkChangeSchema = v.object({
  slot_id: v.number(),
  date: IsoDateSchema,
  start_time: v.string(),
  /** Seats held or booked. */
  sold: v.number(),
  allotment_before: v.number(),
  allotment_after: v.number(),
  status_before: v.enum(AvailabilitySlotStatus),
  status_after: v.enum(AvailabilitySlotStatus),
  refused: v.boolean(),
});
export type BulkChange = v.InferOutput<typeof BulkChangeSchema>;
export const BulkResultSchema = v.object({
  kind: v.literal('bulk'),
  option_id: v.number(),
  preview: v.boolean(),
  /** Every departure the change matches, in date and time order; unchanged ones too (before = after). */
  changes: v.array(BulkChangeSchema),
  /** Departures whose allotment or status changed (would change, in a preview). */
  changed: v.number(),
});
export type BulkResult = v.InferOutput<typeof BulkResultSchema>;
export const AllotmentAnswerSchema = dataEnvelope(
  v.variant('kind', [ScheduleResultSchema, v.object({ kind: v.literal('departure'), departure: DepartureSchema }), BulkResultSchema]),
);
export type AllotmentAnswer = v.InferOutput<typeof AllotmentAnswerSchema>;

/** POST /tour/{id}/options-with-date-allotments: the options (all, or one) with their departures in the range. */
const OptionsWithDatesFields = v.object({ ...rangeFields, option_id: v.optional(IdSchema) });
export const OptionsWithDatesInputSchema = v.pipe(OptionsWithDatesFields, ...rangeChecks<v.InferOutput<typeof OptionsWithDatesFields>>(L.rangeDaysMax, 'errors.tourManage.rangeTooLong'));
export type OptionsWithDatesInput = v.InferInput<typeof OptionsWithDatesInputSchema>;
export const OptionsWithDatesAnswerSchema = dataEnvelope(
  v.object({
    time_zone: v.string(),
    options: v.array(v.object({ ...ManagedOptionSchema.entries, departures: v.array(DepartureSchema) })),
  }),
);
export type OptionsWithDatesAnswer = v.InferOutput<typeof OptionsWithDatesAnswerSchema>;

/**
 * GET /tour/allotments/{id}: the activity's departures (of one option with `option_id`), from start_date (default:
 * today in its time zone) to end_date (default: 30 days later).
 */
export const TourAllotmentsQuerySchema = v.object({
  start_date: v.optional(IsoDateSchema),
  end_date: v.optional(IsoDateSchema),
  option_id: v.optional(IdTextSchema),
});
export const TourAllotmentsAnswerSchema = dataEnvelope(v.object({ tour_id: v.number(), time_zone: v.string(), departures: v.array(DepartureSchema) }));
export type TourAllotmentsAnswer = v.InferOutput<typeof TourAllotmentsAnswerSchema>;

/** GET /tour-allotment: every departure of the caller's activities in the range (at most 93 days): a calendar feed. */
const CalendarQueryFields = v.object({ ...rangeFields, tour_id: v.optional(IdTextSchema) });
export const CalendarQuerySchema = v.pipe(CalendarQueryFields, ...rangeChecks<v.InferOutput<typeof CalendarQueryFields>>(L.calendarDaysMax, 'errors.tourManage.calendarRangeTooLong'));
export const CalendarDepartureSchema = v.object({
  ...DepartureSchema.entries,
  tour_id: v.number(),
  tour_name: v.string(),
  option_name: v.string(),
  time_zone: v.string(),
});
export type CalendarDeparture = v.InferOutput<typeof CalendarDepartureSchema>;
export const CalendarAnswerSchema = dataEnvelope(
  v.object({
    departures: v.array(CalendarDepartureSchema),
    /** More departures fell in the range than the feed answers (calendarRowsMax): narrow it. */
    truncated: v.boolean(),
  }),
);
export type CalendarAnswer = v.InferOutput<typeof CalendarAnswerSchema>;

/**
 * POST /busy-dates/{id} and /empty-dates/{id}, over one option or all. A busy date has departures, and none of them
 * has a seat on sale (each is sold out or locked). An empty date has no departure at all. A date is never both.
 */
const DatesFields = v.object({ ...rangeFields, option_id: v.optional(IdSchema) });
export const DatesInputSchema = v.pipe(DatesFields, ...rangeChecks<v.InferOutput<typeof DatesFields>>(L.rangeDaysMax, 'errors.tourManage.rangeTooLong'));
export type DatesInput = v.InferInput<typeof DatesInputSchema>;
export const DatesAnswerSchema = dataEnvelope(v.object({ tour_id: v.number(), time_zone: v.string(), dates: v.array(IsoDateSchema) }));
export type DatesAnswer = v.InferOutput<typeof DatesAnswerSchema>;

/* ------------------------------------------------------------------ voucher codes */

/** POST /tours/{id}/ticket-code/listing: page 1 first; `search` finds codes containing it; `used` filters. */
export const TicketCodeListInputSchema = v.object({
  page: v.optional(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(1, 'validation.invalid'), v.maxValue(1_000_000, 'validation.invalid')), 1),
  limit: v.optional(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(1, 'validation.invalid'), v.maxValue(L.ticketCodesPageMax, 'validation.invalid')), 20),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(L.ticketCodeMax, 'errors.tourManage.codeTooLong'))),
  used: v.optional(v.boolean('validation.invalid')),
});
export type TicketCodeListInput = v.InferInput<typeof TicketCodeListInputSchema>;

export const TicketCodeSchema = v.object({
  id: v.number(),
  code: v.string(),
  /** When the code was handed to a booking; null while it is free. */
  used_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type TicketCode = v.InferOutput<typeof TicketCodeSchema>;
export const TicketCodeListAnswerSchema = dataEnvelope(
  v.object({
    data: v.array(TicketCodeSchema),
    /** Rows matching the filter. */
    total: v.number(),
    /** Codes of the activity not yet handed out (whatever the filter). */
    unused: v.number(),
    page: v.number(),
    limit: v.number(),
  }),
);
export type TicketCodeListAnswer = v.InferOutput<typeof TicketCodeListAnswerSchema>;

/** Why a CSV row was not stored. `exists`: the activity already has the code. */
export const TICKET_CODE_ROW_REASONS = ['empty', 'too_long', 'invalid', 'duplicate', 'exists'] as const;
export type TicketCodeRowReason = (typeof TICKET_CODE_ROW_REASONS)[number];

/** The multipart field of POST /tours/{id}/csv-upload holding the file. */
export const TICKET_CODE_FILE_FIELD = 'file';

/**
 * POST /tours/{id}/csv-upload (multipart, field `file`): a CSV with one code per line, or with a header row naming
 * a `code` column. Every row is reported: `rows` = `created` + rows with an error. `row` is the line's number in the
 * file (1 = first line).
 */
export const TicketCodeUploadAnswerSchema = dataEnvelope(
  v.object({
    rows: v.number(),
    created: v.number(),
    failed: v.number(),
    /** Failed rows by reason. */
    counts: v.object({ empty: v.number(), too_long: v.number(), invalid: v.number(), duplicate: v.number(), exists: v.number() }),
    errors: v.array(v.object({ row: v.number(), code: v.string(), reason: v.picklist(TICKET_CODE_ROW_REASONS), message: v.string() })),
    /** More rows failed than `errors` lists (csvErrorsListed). */
    errors_truncated: v.boolean(),
  }),
);
export type TicketCodeUploadAnswer = v.InferOutput<typeof TicketCodeUploadAnswerSchema>;

/** DELETE /tours/{id}/ticket-code: one code, by id. A code already handed to a booking stays. */
export const TicketCodeDeleteInputSchema = v.object({ id: IdSchema });
/** DELETE /tours/{id}/clear-ticket-code: every code not yet handed out; those handed out stay, as the record of what guests hold. */
export const TicketCodesClearedAnswerSchema = dataEnvelope(v.object({ deleted: v.number(), kept_used: v.number() }));
