import type { FilterCondition, FilterNode, NumericOperator } from './ast';

export type StoredRecord = Readonly<Record<string, unknown>>;
/** Filters run on doc numbers against column caches, not on records: no allocation per doc. */
export type DocPredicate = (doc: number) => boolean;

/** Per-attribute values of every doc, built once per index snapshot. */
export interface FilterColumns {
  /** Lower-cased facet texts per doc (facet filters compare case-insensitively, as Algolia does). */
  facetKeys(attribute: string): ReadonlyArray<readonly string[]>;
  numbers(attribute: string): ReadonlyArray<readonly number[]>;
}

/**
 * Every value at a dotted path, arrays flattened at any level: `categories.lvl1` of
 * `{ categories: { lvl1: ['A', 'B'] } }` is ['A', 'B'].
 */
export function valuesAt(record: StoredRecord, segments: readonly string[]): unknown[] {
  let current: unknown[] = [record];
  for (const segment of segments) {
    const next: unknown[] = [];
    for (const item of current) {
      if (item === null || typeof item !== 'object') continue;
      const value = (item as Record<string, unknown>)[segment];
      if (Array.isArray(value)) next.push(...(value as unknown[]));
      else if (value !== undefined && value !== null) next.push(value);
    }
    current = next;
  }
  return current.flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [value]));
}

/** The text a facet value is compared and counted by; objects have none. */
export function facetText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return undefined;
}

/** Column caches over a plain list of records (what an index snapshot keeps, and what unit tests use). */
export function recordColumns(records: readonly StoredRecord[]): FilterColumns {
  const keys = new Map<string, string[][]>();
  const numbers = new Map<string, number[][]>();
  return {
    facetKeys(attribute) {
      let column = keys.get(attribute);
      if (!column) {
        const segments = attribute.split('.');
        column = records.map((record) =>
          valuesAt(record, segments)
            .map(facetText)
            .filter((text): text is string => text !== undefined)
            .map((text) => text.toLowerCase()),
        );
        keys.set(attribute, column);
      }
      return column;
    },
    numbers(attribute) {
      let column = numbers.get(attribute);
      if (!column) {
        const segments = attribute.split('.');
        column = records.map((record) => valuesAt(record, segments).filter((v): v is number => typeof v === 'number' && Number.isFinite(v)));
        numbers.set(attribute, column);
      }
      return column;
    },
  };
}

const COMPARE: Record<NumericOperator, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
};

function someNumber(values: readonly number[], test: (value: number) => boolean): boolean {
  for (const value of values) if (test(value)) return true;
  return false;
}

function compileCondition(condition: FilterCondition, columns: FilterColumns): DocPredicate {
  // A negated condition keeps docs that lack the attribute, as Algolia's NOT does.
  const negated = condition.negated;
  switch (condition.kind) {
    case 'facet':
    case 'tag': {
      const column = columns.facetKeys(condition.kind === 'tag' ? '_tags' : condition.attribute);
      const wanted = condition.value.toLowerCase();
      return (doc) => (column[doc] as readonly string[]).includes(wanted) !== negated;
    }
    case 'numeric': {
      const column = columns.numbers(condition.attribute);
      // `!=` is "no value equals": the negation of `=`, so a doc without the attribute passes.
      const operator = condition.operator === '!=' ? '=' : condition.operator;
      const compare = COMPARE[operator];
      const target = condition.value;
      const test = (value: number) => compare(value, target);
      const flip = negated !== (condition.operator === '!=');
      return (doc) => someNumber(column[doc] as readonly number[], test) !== flip;
    }
    case 'range': {
      const column = columns.numbers(condition.attribute);
      const { from, to } = condition;
      const test = (value: number) => value >= from && value <= to;
      return (doc) => someNumber(column[doc] as readonly number[], test) !== negated;
    }
  }
}

export function compileFilter(node: FilterNode, columns: FilterColumns): DocPredicate {
  if (node.kind === 'and') {
    const children = node.children.map((child) => compileFilter(child, columns));
    return (doc) => children.every((child) => child(doc));
  }
  if (node.kind === 'or') {
    const children = node.children.map((child) => compileFilter(child, columns));
    return (doc) => children.some((child) => child(doc));
  }
  return compileCondition(node, columns);
}
