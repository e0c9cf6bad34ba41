import { LIMITS } from 'shared-contracts/constants';
import * as v from 'shared-contracts/valibot';

const ID_MESSAGE = 'validation.idInvalid';

/** An id in a body: a whole number from 1 to LIMITS.maxId, the most a PostgreSQL integer column holds. */
export const IdSchema = v.pipe(v.number(ID_MESSAGE), v.integer(ID_MESSAGE), v.minValue(1, ID_MESSAGE), v.maxValue(LIMITS.maxId, ID_MESSAGE));

/** An id in a path or query: plain digits, then the same bounds. */
export const IdTextSchema = v.pipe(v.string(ID_MESSAGE), v.regex(/^\d{1,10}$/, ID_MESSAGE), v.toNumber(), IdSchema);

/** A list page size or cursor (an id) in a query (spec 000 §7): -1 ("all", "from the start"), or 0 up to LIMITS.maxId. */
const listNumber = (message: 'validation.invalid' | typeof ID_MESSAGE) =>
  v.pipe(v.string(message), v.regex(/^(-1|\d{1,10})$/, message), v.toNumber(), v.maxValue(LIMITS.maxId, message));

/** Every success answer is `{ data }`. */
export const dataEnvelope = <T extends v.GenericSchema>(schema: T) => v.object({ data: schema });

/** List answers put the rows in `data.data` (spec 000 §7). */
export const listEnvelope = <T extends v.GenericSchema>(row: T) =>
  v.object({
    data: v.object({
      data: v.array(row),
      total: v.number(),
      /** Cursor for the next page; -1 when there is none. */
      left_off: v.number(),
    }),
  });

/** List query of spec 000 §7 / 002 §5: -1 means "all" / "from the start". */
export const ListQuerySchema = v.object({
  item_per_page: v.optional(listNumber('validation.invalid'), '-1'),
  left_off: v.optional(listNumber(ID_MESSAGE), '-1'),
});
export type ListQuery = v.InferOutput<typeof ListQuerySchema>;

export const IssueSchema = v.object({
  /** Dotted path of the field, '' for the whole payload. */
  path: v.string(),
  /** Human message (the English catalogue text on the API side). */
  message: v.string(),
  /** Catalogue message id, for clients that translate. */
  code: v.optional(v.string()),
});
export type Issue = v.InferOutput<typeof IssueSchema>;

/** The one error envelope of every error answer. */
export const ErrorEnvelopeSchema = v.object({
  message: v.string(),
  code: v.string(),
  issues: v.optional(v.array(IssueSchema)),
});
export type ErrorEnvelope = v.InferOutput<typeof ErrorEnvelopeSchema>;

export const IdParamSchema = v.object({ id: IdTextSchema });

export const HealthSchema = v.object({
  status: v.picklist(['ok', 'degraded']),
  database: v.picklist(['pglite', 'postgres']),
  version: v.string(),
});
export type Health = v.InferOutput<typeof HealthSchema>;

/** A sign-in e-mail address (panel login, guest login link): trimmed and lower-cased, so one address is one account. */
export const EmailSchema = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.nonEmpty('validation.emailRequired'),
  v.email('validation.emailInvalid'),
  v.maxLength(254, 'validation.emailInvalid'),
  v.toLowerCase(),
);
