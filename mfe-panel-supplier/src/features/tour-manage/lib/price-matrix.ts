import { LIMITS } from 'shared-contracts/constants';
import { IsoDateSchema, priceRowsProblem, type OptionTicketInput, type OptionTicketMap } from 'shared-contracts/tour-manage';
import * as v from 'shared-contracts/valibot';
import { majorToMinor, minorToMajorText } from '../../../lib/money';

/** A price typed in major units; '' is no price. */
const PriceTextSchema = v.pipe(
  v.string(),
  v.trim(),
  v.check((text) => text === '' || (majorToMinor(text) ?? Infinity) <= LIMITS.maxId, 'supplier.tourManage.prices.priceInvalid'),
);

const SeasonFields = v.object({
  valid_from: IsoDateSchema,
  valid_to: IsoDateSchema,
  price: v.pipe(PriceTextSchema, v.nonEmpty('validation.required')),
});
const SeasonSchema = v.pipe(
  SeasonFields,
  v.forward(
    v.partialCheck([['valid_from'], ['valid_to']], (season) => season.valid_to >= season.valid_from, 'validation.dateRangeInvalid'),
    ['valid_to'],
  ),
);

/**
 * The price matrix form: one entry per option and ticket, in the answer's order (options, then their tickets), with
 * the default price and the seasonal ones. The overlap rule is the contract's (priceRowsProblem): seasons may nest,
 * not partly overlap.
 */
export const PriceMatrixFormSchema = v.object({
  pairs: v.array(
    v.object({
      option_id: v.number(),
      ticket_id: v.number(),
      default_price: PriceTextSchema,
      seasons: v.pipe(
        v.array(SeasonSchema),
        v.check((seasons) => priceRowsProblem(seasons) === null, 'errors.tourManage.seasonsOverlap'),
      ),
    }),
  ),
});
export type PriceMatrixForm = v.InferInput<typeof PriceMatrixFormSchema>;
export type PricePair = v.InferOutput<typeof PriceMatrixFormSchema>['pairs'][number];

type PriceRows = OptionTicketInput['mappings'][number]['prices'];

/** The form's values for a matrix: every option × ticket, prices in major units. */
export function matrixToForm(map: OptionTicketMap): PriceMatrixForm {
  return {
    pairs: map.options.flatMap((option) =>
      map.tickets.map((ticket) => {
        const rows = map.prices.filter((p) => p.option_id === option.id && p.ticket_id === ticket.id);
        const fallback = rows.find((p) => p.valid_from === null);
        return {
          option_id: option.id,
          ticket_id: ticket.id,
          default_price: fallback ? minorToMajorText(fallback.price_minor, map.currency) : '',
          seasons: rows
            .filter((p) => p.valid_from !== null && p.valid_to !== null)
            .map((p) => ({ valid_from: p.valid_from ?? '', valid_to: p.valid_to ?? '', price: minorToMajorText(p.price_minor, map.currency) })),
        };
      }),
    ),
  };
}

/** A pair's rows as the API takes them, in minor units: the default first, then the seasons by start. */
function rowsOf(pair: Pick<PricePair, 'default_price' | 'seasons'>): PriceRows {
  const fallback = majorToMinor(pair.default_price);
  const seasons = pair.seasons.map((s) => ({ price_minor: majorToMinor(s.price) ?? 0, valid_from: s.valid_from, valid_to: s.valid_to }));
  return [...(fallback === null ? [] : [{ price_minor: fallback, valid_from: null, valid_to: null }]), ...seasons.sort(bySeason)];
}

const bySeason = (a: { valid_from: string | null; valid_to: string | null }, b: { valid_from: string | null; valid_to: string | null }) =>
  `${a.valid_from}${a.valid_to}`.localeCompare(`${b.valid_from}${b.valid_to}`);

/**
 * The mappings to post: only pairs whose prices differ from the stored ones (pairs not named keep theirs), so a save
 * never writes back rows someone else changed meanwhile on another pair. A pair with no price is taken off its option.
 */
export function changedMappings(pairs: readonly PricePair[], map: OptionTicketMap): OptionTicketInput['mappings'] {
  return pairs.flatMap((pair) => {
    const next = rowsOf(pair);
    const stored = map.prices
      .filter((p) => p.option_id === pair.option_id && p.ticket_id === pair.ticket_id)
      .map(({ price_minor, valid_from, valid_to }) => ({ price_minor, valid_from, valid_to }));
    const before = [...stored.filter((p) => p.valid_from === null), ...stored.filter((p) => p.valid_from !== null).sort(bySeason)];
    return JSON.stringify(next) === JSON.stringify(before) ? [] : [{ option_id: pair.option_id, ticket_id: pair.ticket_id, prices: next }];
  });
}
