import Validator from 'algolia-filters-js-syntax-validator';
import { FilterSyntaxError } from './ast';
import type { FilterNode } from './ast';
import { compileFilter, recordColumns, type StoredRecord } from './compile-filter';
import { parseFacetFilters, parseNumericFilters, parseTagFilters } from './filter-lists';
import { parseFilters } from './parse-filters';

/** Strings Algolia accepts. Each is also checked against Algolia's own syntax validator below. */
const ACCEPTED = [
  'type:service',
  'service_type:hotels',
  'service_type:"hotels"',
  "service_type:'hotels'",
  'categories.lvl1:"Tours > Kayaking"',
  'name:"multi word value"',
  'is_private:true',
  'location_id:12',
  'lowest_price < 10',
  'lowest_price<=10',
  'lowest_price = 10',
  'lowest_price != 10',
  'lowest_price >= 10.5',
  'lowest_price > -3',
  'lowest_price:10 TO 20',
  'lowest_price:-5.5 TO 20',
  'NOT type:service',
  'NOT lowest_price < 10',
  '_tags:featured',
  'featured',
  'NOT featured',
  'type:service AND service_type:hotels',
  'service_type:hotels OR service_type:events',
  'type:service AND (service_type:hotels OR service_type:events)',
  '(service_type:hotels OR service_type:events) AND type:service',
  '(a:1 OR b:2) AND (c:3 OR d:4) AND e:5',
  '(ratings >= 4 OR ratings = 0) AND lowest_price:10 TO 20',
  '(type:service AND site_ids:1)',
  '((service_type:hotels OR service_type:events))',
  'site_ids:1 OR site_ids:2 OR site_ids:3',
  'A OR B AND C',
  'type:service AND NOT supplier_id:4',
  '"attr with space":value',
  'name:"escaped \\" quote"',
  'name:ørret AND location:"Tromsø"',
  '   type:service   ',
  'objectID:abc-123',
  'tag<score=2>',
  'brand:apple<score=3>',
];

/** Strings Algolia refuses, with a part of the message the caller sees. */
const REJECTED: Array<[string, string]> = [
  ['(type:service', "expected ')'"],
  ['type:service)', 'expected end of filter'],
  ['((a:1 OR b:2)', "expected ')'"],
  ['()', 'expected filter'],
  ['type:service AND', 'expected filter'],
  ['type:service OR', 'expected filter'],
  ['AND type:service', 'expected filter'],
  ['OR', 'expected filter'],
  ['NOT', 'expected filter'],
  ['NOT NOT type:service', 'expected filter'],
  ['NOT (type:service)', 'expected filter'],
  ['type:service AND AND b:1', 'expected filter'],
  ['type:', 'expected string'],
  ['type:""', 'expected string'],
  ['type:"service', 'expected string'],
  [':service', 'expected filter'],
  ['price <', 'expected numeric'],
  ['price < abc', 'expected numeric'],
  ['price < "10"', 'expected numeric'],
  ['price ! 10', "Not allowed '!'"],
  ['price:10 TO', 'expected numeric'],
  ['price:10 TO abc', 'expected numeric'],
  ['price:"10" TO 20', 'expected end of filter'],
  ['(a:1 AND b:2) OR c:3', '(X AND Y) OR Z is not allowed'],
  ['a:1 OR (b:2 AND c:3)', '(X AND Y) OR Z is not allowed'],
  ['(a:1 OR b:2 AND c:3)', '(X AND Y) OR Z is not allowed'],
  ['a:1 OR price > 3', 'Different types are not allowed in the same OR'],
  ['a:1 OR featured', 'Different types are not allowed in the same OR'],
  ['(price > 3 OR a:1) AND b:2', 'Different types are not allowed in the same OR'],
  ['type:service and b:2', 'expected end of filter'],
  ['type:service b:2', 'expected end of filter'],
  ['a:b:c', 'expected end of filter'],
  ['price = = 3', 'expected numeric'],
  ['tag<score=2', "expected '>'"],
  ['tag<foo=2>', 'expected numeric'],
  ['brand:apple<foo=2>', 'expected "score"'],
  ['   ', 'expected filter'],
];

describe('parseFilters', () => {
  const validator = new Validator();

  it.each(ACCEPTED)('accepts %p, as Algolia does', (input) => {
    expect(() => parseFilters(input)).not.toThrow();
    expect(validator.parse(input).errorMessage).toBe('');
  });

  it.each(REJECTED)('refuses %p with "%s", as Algolia does', (input, message) => {
    expect(() => parseFilters(input)).toThrow(FilterSyntaxError);
    expect(() => parseFilters(input)).toThrow(message);
    expect(validator.parse(input).errorMessage).not.toBe('');
  });

  it('has enough cases on both sides', () => {
    expect(ACCEPTED.length).toBeGreaterThanOrEqual(25);
    expect(REJECTED.length).toBeGreaterThanOrEqual(25);
  });

  it('agrees with the validator on 3000 random token sequences', () => {
    const pieces = ['a:1', 'b:"x y"', 'p<3', 'p>=2', 'p:1 TO 2', 'tag', '_tags:t', 'NOT', 'AND', 'OR', '(', ')', ':', '<', '"', 'TO', '5', '-2.5', 'x'];
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const disagreements: string[] = [];
    let accepted = 0;
    for (let run = 0; run < 3000; run++) {
      const length = 1 + Math.floor(random() * 7);
      const input = Array.from({ length }, () => pieces[Math.floor(random() * pieces.length)]).join(' ');
      let ours = true;
      try {
        parseFilters(input);
      } catch {
        ours = false;
      }
      if (ours !== (validator.parse(input).errorMessage === '')) disagreements.push(input);
      if (ours) accepted++;
    }
    expect(disagreements).toEqual([]);
    // Both sides are exercised, not only the easy refusals.
    expect(accepted).toBeGreaterThan(200);
  });

  it('treats the empty string as no filter', () => {
    expect(parseFilters('')).toBeNull();
  });

  it('builds the tree: top-level OR binds tighter than AND', () => {
    expect(parseFilters('a:1 OR b:2 AND NOT price:10 TO 20')).toEqual({
      kind: 'and',
      children: [
        {
          kind: 'or',
          children: [
            { kind: 'facet', attribute: 'a', value: '1', negated: false },
            { kind: 'facet', attribute: 'b', value: '2', negated: false },
          ],
        },
        { kind: 'range', attribute: 'price', from: 10, to: 20, negated: true },
      ],
    });
  });

  it('unescapes quoted values and keeps the spaces inside them', () => {
    expect(parseFilters('name:"say \\"hi\\" there"')).toEqual({ kind: 'facet', attribute: 'name', value: 'say "hi" there', negated: false });
  });
});

/** The records a filter keeps, in order. */
function keep<T extends StoredRecord>(records: T[], node: FilterNode | null): T[] {
  if (!node) return records;
  const predicate = compileFilter(node, recordColumns(records));
  return records.filter((_, doc) => predicate(doc));
}

describe('compileFilter', () => {
  const hotel: StoredRecord = {
    type: 'service',
    service_type: 'hotels',
    lowest_price: 120,
    ratings: 4.5,
    site_ids: [1, 2],
    categories: { lvl0: ['Stay'], lvl1: ['Stay > Hotel'] },
    is_private: false,
    _tags: ['featured'],
  };
  const tour: StoredRecord = { type: 'service', service_type: 'activities', lowest_price: 40, ratings: null, site_ids: [2], categories: { lvl0: ['Tours'], lvl1: [] } };
  const matches = (filter: string) => keep([hotel, tour], parseFilters(filter)).map((r) => r.service_type);

  it.each([
    ['service_type:HOTELS', ['hotels']],
    ['site_ids:2', ['hotels', 'activities']],
    ['site_ids:1', ['hotels']],
    ['categories.lvl1:"Stay > Hotel"', ['hotels']],
    ['is_private:false', ['hotels']],
    ['lowest_price < 100', ['activities']],
    ['lowest_price:40 TO 120', ['hotels', 'activities']],
    ['lowest_price != 40', ['hotels']],
    ['NOT lowest_price >= 100', ['activities']],
    ['ratings >= 4', ['hotels']],
    ['NOT ratings >= 4', ['activities']],
    ['featured', ['hotels']],
    ['NOT _tags:featured', ['activities']],
    ['type:service AND (service_type:hotels OR service_type:activities)', ['hotels', 'activities']],
    ['(lowest_price > 100 OR ratings < 1) AND type:service', ['hotels']],
    ['(service_type:hotels OR service_type:events) AND site_ids:2', ['hotels']],
    ['NOT site_ids:1 AND type:service', ['activities']],
  ])('%p keeps %p', (filter, expected) => {
    expect(matches(filter)).toEqual(expected);
  });
});

describe('numericFilters, facetFilters and tagFilters', () => {
  const records: StoredRecord[] = [
    { id: 'a', lowest_price: 10, ratings: 5, service_type: 'hotels', supplier_id: 4, _tags: ['x'] },
    { id: 'b', lowest_price: 50, ratings: 3, service_type: 'events', supplier_id: 5, _tags: ['y'] },
    { id: 'c', lowest_price: 90, ratings: 4, service_type: 'activities', supplier_id: 4 },
  ];
  const ids = (node: FilterNode | null) => keep(records, node).map((r) => r.id);

  it('ANDs the outer list and ORs nested arrays', () => {
    expect(ids(parseNumericFilters(['lowest_price>=10', 'lowest_price<=60']))).toEqual(['a', 'b']);
    expect(ids(parseNumericFilters([['ratings=5', 'ratings=4'], 'lowest_price>20']))).toEqual(['c']);
    expect(ids(parseNumericFilters(['lowest_price:20 TO 100']))).toEqual(['b', 'c']);
    expect(ids(parseFacetFilters([['service_type:hotels', 'service_type:events'], '-supplier_id:5']))).toEqual(['a']);
    expect(ids(parseTagFilters([['x', 'y']]))).toEqual(['a', 'b']);
    expect(ids(parseTagFilters(['-x']))).toEqual(['b', 'c']);
  });

  it('reads the legacy string forms', () => {
    expect(ids(parseNumericFilters('lowest_price>=10,(ratings=3,ratings=4)'))).toEqual(['b', 'c']);
    expect(ids(parseFacetFilters('service_type:hotels'))).toEqual(['a']);
    expect(ids(parseFacetFilters('["supplier_id:4",["service_type:hotels","service_type:events"]]'))).toEqual(['a']);
  });

  it('treats empty lists as no filter', () => {
    expect(parseNumericFilters([])).toBeNull();
    expect(parseFacetFilters([[]])).toBeNull();
  });

  it.each([
    () => parseNumericFilters(['lowest_price']),
    () => parseNumericFilters(['type:service']),
    () => parseNumericFilters(['price >= abc']),
    () => parseNumericFilters('(price>1'),
    () => parseFacetFilters(['no-colon']),
    () => parseFacetFilters([':value']),
    () => parseFacetFilters('[not json'),
  ])('refuses malformed items (%#)', (call) => {
    expect(call).toThrow(FilterSyntaxError);
  });
});
