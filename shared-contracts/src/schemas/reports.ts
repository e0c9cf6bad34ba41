/**
 * shared-contracts/reports: the back office's reports by currency (spec 002 §7.15 Reports, issue 14 §4, ADR 0024):
 * a supplier's, a partner's (in total and per site) and the platform's sales, bookings, cancellations and commission,
 * by month for the last 12 months, with totals; and the currencies a caller has figures in.
 */
import * as v from 'shared-contracts/valibot';
import { dataEnvelope, IdTextSchema } from 'shared-contracts/common';
import { SALES_CHANNELS } from 'shared-contracts/panel-reservations';

const INVALID = 'validation.invalid';

export const REPORT_MONTHS = 12;

/** Whose report: the supplier's services, the partner's sites, the platform's share. */
export const REPORT_PARTIES = ['supplier', 'partner', 'platform'] as const;
export type ReportParty = (typeof REPORT_PARTIES)[number];

const id = IdTextSchema;

/** Query of GET /report/{supplier,partner,partner/site,admin}. `party_user_id`: administrators only (others ignore it). */
export const ReportQuerySchema = v.object({
  currency: v.pipe(v.string('validation.required'), v.regex(/^[A-Z]{3}$/, INVALID)),
  party_user_id: v.optional(id),
});
export type ReportQuery = v.InferOutput<typeof ReportQuerySchema>;

/** Query of GET /report/currencies. */
export const ReportCurrenciesQuerySchema = v.object({
  party: v.picklist(REPORT_PARTIES, INVALID),
  party_user_id: v.optional(id),
});
export type ReportCurrenciesQuery = v.InferOutput<typeof ReportCurrenciesQuerySchema>;

const minor = v.pipe(v.number(), v.integer());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The figures of a month or a total; amounts in minor units of the report's currency (ADR 0024 defines each). */
export const ReportFiguresSchema = v.object({
  sales_minor: minor,
  bookings: count,
  cancellations: count,
  refunded_minor: minor,
  commission_minor: minor,
});
export type ReportFigures = v.InferOutput<typeof ReportFiguresSchema>;

export const ReportMonthSchema = v.object({ month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)), ...ReportFiguresSchema.entries });
export type ReportMonth = v.InferOutput<typeof ReportMonthSchema>;

export const ReportSchema = v.object({
  currency: v.string(),
  /** The last 12 UTC months, oldest first, the current one last; a month without bookings has zeros. */
  months: v.array(ReportMonthSchema),
  totals: ReportFiguresSchema,
});
export type Report = v.InferOutput<typeof ReportSchema>;
export const ReportAnswerSchema = dataEnvelope(ReportSchema);

/** GET /report/partner/site: one report per site the partner sold on in the period. */
export const SiteReportSchema = v.object({ site_id: v.pipe(v.number(), v.integer()), ...ReportSchema.entries });
export type SiteReport = v.InferOutput<typeof SiteReportSchema>;
export const SiteReportsAnswerSchema = dataEnvelope(v.array(SiteReportSchema));

/**
 * GET /report/partner/affiliate ("per affiliate", ADR 0024): one report per site the partner sold on and sales channel
 * (online: the storefront or a widget; terminal: a card terminal, as the reservations table derives it from the
 * decisive payment's method), only those with bookings in the period; their figures sum to the partner report's.
 */
export const AffiliateReportSchema = v.object({ site_id: v.pipe(v.number(), v.integer()), channel: v.picklist(SALES_CHANNELS), ...ReportSchema.entries });
export type AffiliateReport = v.InferOutput<typeof AffiliateReportSchema>;
export const AffiliateReportsAnswerSchema = dataEnvelope(v.array(AffiliateReportSchema));

export const ReportCurrenciesAnswerSchema = dataEnvelope(v.array(v.string()));

/* ------------------------------------------------------------------ sales report (xlsx) */

/** The longest period a sales report covers: it is built in memory (ADR 0024). */
export const SALES_REPORT_MAX_DAYS = 366;
const isoDate = v.pipe(v.string('validation.required'), v.isoDate(INVALID));

/** Body of POST /sales-report: one row per booking of `party` booked between the dates (UTC days, both included). */
export const SalesReportInputSchema = v.pipe(
  v.object({
    party: v.picklist(REPORT_PARTIES, INVALID),
    currency: v.pipe(v.string('validation.required'), v.regex(/^[A-Z]{3}$/, INVALID)),
    date_from: isoDate,
    date_to: isoDate,
    party_user_id: v.optional(v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(1, INVALID))),
    site_id: v.optional(v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(1, INVALID))),
    service_id: v.optional(v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(1, INVALID))),
  }),
  v.forward(
    v.check((q) => q.date_to >= q.date_from, 'validation.dateRangeInvalid'),
    ['date_to'],
  ),
  // Longer than SALES_REPORT_MAX_DAYS: no catalogue text names this cap yet (ADR 0024).
  v.forward(
    v.check((q) => (Date.parse(q.date_to) - Date.parse(q.date_from)) / 86_400_000 < SALES_REPORT_MAX_DAYS, INVALID),
    ['date_to'],
  ),
);
export type SalesReportInput = v.InferOutput<typeof SalesReportInputSchema>;

/* ------------------------------------------------------------------ monthly report (xlsx) */

/** A `YYYY-MM` month, as the monthly report's query asks it (the month pickers check it too). */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Query of GET /user/monthly-report/download (spec 002 §7.15): one UTC month (`YYYY-MM`) of the caller's bookings.
 * A supplier or a partner gets its own rows whatever ids it names; an administrator names one of `partner_id` and
 * `supplier_id`.
 */
export const MonthlyReportQuerySchema = v.object({
  month: v.pipe(v.string('validation.required'), v.regex(MONTH_PATTERN, INVALID)),
  partner_id: v.optional(id),
  supplier_id: v.optional(id),
});
export type MonthlyReportQuery = v.InferOutput<typeof MonthlyReportQuerySchema>;
