import { PricingBasis, PricingType } from 'shared-contracts/enums';
import type { OptionTicketMap } from 'shared-contracts/tour-manage';
import * as v from 'shared-contracts/valibot';
import { changedMappings, matrixToForm, PriceMatrixFormSchema } from './price-matrix';

const map: OptionTicketMap = {
  tour_id: 7,
  currency: 'NOK',
  options: [
    { id: 11, name: 'Morning' },
    { id: 12, name: 'Evening' },
  ],
  tickets: [{ id: 3, name: 'Adult', pricing_type: PricingType.Adult, pricing_basis: PricingBasis.perPerson, member_count: 1 }],
  prices: [
    { option_id: 11, ticket_id: 3, price_minor: 52_550, valid_from: '2030-06-01', valid_to: '2030-08-31' },
    { option_id: 11, ticket_id: 3, price_minor: 45_000, valid_from: null, valid_to: null },
  ],
};

describe('the price matrix form', () => {
  it('holds every option × ticket, prices in major units', () => {
    expect(matrixToForm(map).pairs).toEqual([
      { option_id: 11, ticket_id: 3, default_price: '450.00', seasons: [{ valid_from: '2030-06-01', valid_to: '2030-08-31', price: '525.50' }] },
      { option_id: 12, ticket_id: 3, default_price: '', seasons: [] },
    ]);
  });

  it('sends only the pairs that changed, in minor units; an emptied pair is taken off its option', () => {
    const pairs = v.parse(PriceMatrixFormSchema, matrixToForm(map)).pairs;
    expect(changedMappings(pairs, map)).toEqual([]);

    const evening = { ...pairs[1]!, default_price: '399,9' };
    expect(changedMappings([pairs[0]!, evening], map)).toEqual([{ option_id: 12, ticket_id: 3, prices: [{ price_minor: 39_990, valid_from: null, valid_to: null }] }]);

    const morningEmptied = { ...pairs[0]!, default_price: '', seasons: [] };
    expect(changedMappings([morningEmptied, pairs[1]!], map)).toEqual([{ option_id: 11, ticket_id: 3, prices: [] }]);
  });

  it('refuses what the API would: a season ending before it starts, partly overlapping seasons, a bad amount', () => {
    const issues = (pair: object) => {
      const result = v.safeParse(PriceMatrixFormSchema, { pairs: [{ option_id: 11, ticket_id: 3, default_price: '', seasons: [], ...pair }] });
      return result.success ? [] : result.issues.map((issue) => [v.getDotPath(issue), issue.message]);
    };
    expect(issues({ seasons: [{ valid_from: '2030-06-02', valid_to: '2030-06-01', price: '1' }] })).toEqual([['pairs.0.seasons.0.valid_to', 'validation.dateRangeInvalid']]);
    expect(
      issues({
        seasons: [
          { valid_from: '2030-06-01', valid_to: '2030-07-31', price: '1' },
          { valid_from: '2030-07-01', valid_to: '2030-08-31', price: '1' },
        ],
      }),
    ).toEqual([['pairs.0.seasons', 'errors.tourManage.seasonsOverlap']]);
    // Nested seasons are allowed: the narrower one wins on its days.
    expect(
      issues({
        seasons: [
          { valid_from: '2030-06-01', valid_to: '2030-08-31', price: '1' },
          { valid_from: '2030-07-01', valid_to: '2030-07-31', price: '2' },
        ],
      }),
    ).toEqual([]);
    expect(issues({ default_price: '4.505' })).toEqual([['pairs.0.default_price', 'supplier.tourManage.prices.priceInvalid']]);
    expect(issues({ seasons: [{ valid_from: '2030-06-01', valid_to: '2030-06-30', price: '' }] })).toEqual([['pairs.0.seasons.0.price', 'validation.required']]);
  });
});
