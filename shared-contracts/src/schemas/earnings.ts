/**
 * shared-contracts/earnings: the earnings ledger's calls (spec 002 §7.15, issue 14 §3, ADR 0017): a supplier's or
 * partner's earnings lines with what is owed and paid, one line's details, an administrator's hold and immediate
 * payout of a line, and transfers recorded against chosen lines. The split rule itself is shared-contracts/earnings-rules.
 */
import * as v from 'shared-contracts/valibot';
import { dataEnvelope, IdSchema, IdTextSchema } from 'shared-contracts/common';
import { LIMITS } from 'shared-contracts/constants';
import { MoneySchema } from 'shared-contracts/site-content';
import { IsoDateSchema } from 'shared-contracts/tour-manage';

const INVALID = 'validation.invalid';

export const EARNINGS_LIMITS = {
  pageSizeMax: 100,
  /** Lines one transfer may pay. */
  transferLinesMax: 500,
  referenceMax: 200,
  /** Payouts a payouts page lists (the latest). */
  payoutsListed: 200,
} as const;

/** Parties a payout goes to; the platform's own lines are never paid out. */
export const PAYEE_PARTIES = ['supplier', 'partner'] as const;
export type PayeeParty = (typeof PAYEE_PARTIES)[number];
export const PayeePartySchema = v.picklist(PAYEE_PARTIES, INVALID);

/** unpaid: owed and transferable; on_hold: owed, held back by an administrator; paid: settled by a payout. */
export const EARNING_STATUSES = ['unpaid', 'on_hold', 'paid'] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];

const currency = v.pipe(v.string(INVALID), v.regex(/^[A-Z]{3}$/, INVALID));
const reference = v.pipe(v.string('validation.required'), v.trim(), v.minLength(1, 'validation.required'), v.maxLength(EARNINGS_LIMITS.referenceMax, INVALID));

/* ------------------------------------------------------------------ data table */

/** Body of POST /{supplier,partner}-earning/data-table. Dates are of the line's creation, UTC days, both included. */
export const EarningListInputSchema = v.pipe(
  v.object({
    page_number: v.optional(v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(1, INVALID), v.maxValue(LIMITS.maxId, INVALID)), 1),
    limit: v.optional(v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(1, INVALID), v.maxValue(EARNINGS_LIMITS.pageSizeMax, INVALID)), 20),
    status: v.optional(v.picklist(EARNING_STATUSES, INVALID)),
    currency: v.optional(currency),
    reservation_id: v.optional(IdSchema),
    /** An administrator's view of one supplier or partner; ignored for anyone else (they see their own). */
    party_user_id: v.optional(IdSchema),
    from: v.optional(IsoDateSchema),
    to: v.optional(IsoDateSchema),
  }),
  v.forward(
    v.check((input) => !input.from || !input.to || input.from <= input.to, 'validation.dateRangeInvalid'),
    ['to'],
  ),
);
export type EarningListInput = v.InferInput<typeof EarningListInputSchema>;
export type EarningListQuery = v.InferOutput<typeof EarningListInputSchema>;

export const PayoutRefSchema = v.object({ id: v.number(), reference: v.string(), paid_at: v.string() });

export const EarningLineSchema = v.object({
  id: v.number(),
  party: PayeePartySchema,
  party_user_id: v.number(),
  reservation_id: v.number(),
  /** The booking's uuid: where its details page is (npanel/reservations/{ref}). */
  reservation_ref: v.string(),
  booking_number: v.nullable(v.string()),
  /** sale: the share of a confirmed booking; reversal: what a refund or cancellation took back (negative). */
  kind: v.picklist(['sale', 'reversal']),
  /** Signed: a reversal is negative. */
  amount: MoneySchema,
  /** confirm, cancellation:<id> or refund:<id>. */
  source: v.string(),
  status: v.picklist(EARNING_STATUSES),
  payout: v.nullable(PayoutRefSchema),
  created_at: v.string(),
});
export type EarningLine = v.InferOutput<typeof EarningLineSchema>;

/** Per currency, over every line the filter matches (not just the page): owed = unpaid + on hold. */
export const EarningTotalsSchema = v.object({ currency: v.string(), owed: MoneySchema, on_hold: MoneySchema, paid: MoneySchema });
export type EarningTotals = v.InferOutput<typeof EarningTotalsSchema>;

export const EarningListAnswerSchema = dataEnvelope(
  v.object({
    data: v.array(EarningLineSchema),
    total: v.number(),
    page_number: v.number(),
    limit: v.number(),
    totals: v.array(EarningTotalsSchema),
  }),
);
export type EarningListAnswer = v.InferOutput<typeof EarningListAnswerSchema>;

export const EarningAnswerSchema = dataEnvelope(EarningLineSchema);
export type EarningAnswer = v.InferOutput<typeof EarningAnswerSchema>;

/* ------------------------------------------------------------------ administrators' actions */

/** Body of PUT /{…}-earning/update-status/{id}: hold a line back from transfers, or release it. A paid line is final. */
export const EarningStatusInputSchema = v.object({ status: v.picklist(['unpaid', 'on_hold'], INVALID) });
export type EarningStatusInput = v.InferInput<typeof EarningStatusInputSchema>;

/** Body of PUT /{…}-earning/pay-commission-now/{id}: a payout of this one line, now. */
export const PayNowInputSchema = v.object({ reference });
export type PayNowInput = v.InferInput<typeof PayNowInputSchema>;

/** Body of POST /transfer/{party}: a transfer to one payee, in one currency, paying exactly the chosen lines. */
export const TransferInputSchema = v.object({
  party_user_id: IdSchema,
  line_ids: v.pipe(
    v.array(IdSchema, INVALID),
    v.minLength(1, 'validation.required'),
    v.maxLength(EARNINGS_LIMITS.transferLinesMax, INVALID),
    v.check((ids) => new Set(ids).size === ids.length, INVALID),
  ),
  reference,
});
export type TransferInput = v.InferInput<typeof TransferInputSchema>;

export const TransferPartyParamSchema = v.object({ party: PayeePartySchema });

/** Params of GET /{…}-earning/pay-out/receipt/{payoutId}/{userId}: the payout and its payee (ADR 0023). */
export const ReceiptParamSchema = v.object({ payoutId: IdTextSchema, userId: IdTextSchema });

/** One payee's transferable lines in one currency (unpaid, not on hold): what an administrator's transfer may pay. */
export const OwedPayeeSchema = v.object({
  party_user_id: v.number(),
  name: v.string(),
  email: v.string(),
  currency: v.string(),
  owed: MoneySchema,
  lines: v.number(),
});
export type OwedPayee = v.InferOutput<typeof OwedPayeeSchema>;
/** Answer of GET /{…}-earning/pay-out/owed (administrators), by payee name then currency. */
export const OwedSummaryAnswerSchema = dataEnvelope(v.array(OwedPayeeSchema));
export type OwedSummaryAnswer = v.InferOutput<typeof OwedSummaryAnswerSchema>;

/** One payout as its payee's payouts page lists it; `lines` is how many earnings lines it paid. */
export const PayoutSummarySchema = v.object({
  id: v.number(),
  party_user_id: v.number(),
  amount: MoneySchema,
  reference: v.string(),
  paid_at: v.string(),
  lines: v.number(),
});
export type PayoutSummary = v.InferOutput<typeof PayoutSummarySchema>;
/** Answer of GET /{…}-earning/pay-out/list: the latest payouts (at most EARNINGS_LIMITS.payoutsListed), newest first. */
export const PayoutListAnswerSchema = dataEnvelope(v.array(PayoutSummarySchema));
export type PayoutListAnswer = v.InferOutput<typeof PayoutListAnswerSchema>;

export const PayoutSchema = v.object({
  id: v.number(),
  party: PayeePartySchema,
  party_user_id: v.number(),
  amount: MoneySchema,
  reference: v.string(),
  paid_at: v.string(),
  line_ids: v.array(v.number()),
});
export type Payout = v.InferOutput<typeof PayoutSchema>;
export const PayoutAnswerSchema = dataEnvelope(PayoutSchema);
export type PayoutAnswer = v.InferOutput<typeof PayoutAnswerSchema>;
