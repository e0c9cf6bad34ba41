import { and, type FilterNode, FilterSyntaxError, or } from './ast';
import { parseFilters } from './parse-filters';

/** `numericFilters` / `facetFilters` / `tagFilters`: a string, or an array whose nested arrays are OR groups. */
export type FilterList = string | ReadonlyArray<string | readonly string[]>;

/**
 * The legacy string form: `a,b` is AND, `(a,b)` an OR group, and `[…]` JSON (what v3/v4 clients url-encode).
 * Commas inside quotes or brackets do not split.
 */
function listFromString(input: string, parameter: string): Array<string | string[]> {
  const trimmed = input.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string' || (Array.isArray(item) && item.every((s) => typeof s === 'string')))) {
        return parsed as Array<string | string[]>;
      }
    } catch {
      // fall through to the error below
    }
    throw new FilterSyntaxError(`${parameter}: expected a JSON array of strings or arrays of strings`);
  }
  const items: Array<string | string[]> = [];
  let group: string[] | undefined;
  let current = '';
  const flush = () => {
    const value = current.trim();
    current = '';
    if (!value) return;
    if (group) group.push(value);
    else items.push(value);
  };
  for (const c of trimmed) {
    if (c === '(' && !group && !current.trim()) group = [];
    else if (c === ')' && group) {
      flush();
      items.push(group);
      group = undefined;
    } else if (c === ',') flush();
    else current += c;
  }
  if (group) throw new FilterSyntaxError(`${parameter}: unbalanced parentheses`);
  flush();
  return items;
}

function toGroups(list: FilterList, parameter: string): Array<string | readonly string[]> {
  return typeof list === 'string' ? listFromString(list, parameter) : [...list];
}

/** Outer array AND, nested arrays OR. Empty lists mean "no filter". */
function combine(list: FilterList, parameter: string, parseOne: (item: string) => FilterNode): FilterNode | null {
  const clauses = toGroups(list, parameter)
    .map((item) => (typeof item === 'string' ? parseOne(item) : item.length ? or(item.map(parseOne)) : null))
    .filter((node): node is FilterNode => node !== null);
  return clauses.length ? and(clauses) : null;
}

/** `["lowest_price>=10", ["ratings=4", "ratings=5"]]`, each item `attr op number` or `attr:from TO to`. */
export function parseNumericFilters(list: FilterList): FilterNode | null {
  return combine(list, 'numericFilters', (item) => {
    let node: FilterNode | null;
    try {
      node = parseFilters(item);
    } catch {
      node = null;
    }
    if (!node || (node.kind !== 'numeric' && node.kind !== 'range')) {
      throw new FilterSyntaxError(`numericFilters: invalid numeric filter '${item}', expected attr>=10 or attr:10 TO 20`);
    }
    return node;
  });
}

/** `["type:service", ["service_type:hotels", "service_type:events"], "-supplier_id:4"]`; `\-` escapes a leading '-'. */
export function parseFacetFilters(list: FilterList): FilterNode | null {
  return combine(list, 'facetFilters', (item) => {
    let text = item;
    let negated = false;
    if (text.startsWith('-')) {
      negated = true;
      text = text.slice(1);
    } else if (text.startsWith('\\-')) text = text.slice(1);
    const colon = text.indexOf(':');
    if (colon <= 0) throw new FilterSyntaxError(`facetFilters: invalid facet filter '${item}', expected attribute:value`);
    const attribute = text.slice(0, colon).trim();
    const value = text.slice(colon + 1);
    return attribute === '_tags' ? { kind: 'tag', value, negated } : { kind: 'facet', attribute, value, negated };
  });
}

/** `["tag1", ["tag2", "tag3"], "-tag4"]` on `_tags`. */
export function parseTagFilters(list: FilterList): FilterNode | null {
  return combine(list, 'tagFilters', (item) => {
    if (item.startsWith('-')) return { kind: 'tag', value: item.slice(1), negated: true };
    return { kind: 'tag', value: item.startsWith('\\-') ? item.slice(1) : item, negated: false };
  });
}
