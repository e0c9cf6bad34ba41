/** The tree every filter form becomes: `filters`, `numericFilters`, `facetFilters` and `tagFilters` alike. */

export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterCondition =
  /** `attr:value`: equality on a facet value (string, number or boolean), case-insensitive. */
  | { kind: 'facet'; attribute: string; value: string; negated: boolean }
  | { kind: 'numeric'; attribute: string; operator: NumericOperator; value: number; negated: boolean }
  /** `attr:from TO to`, both ends included. */
  | { kind: 'range'; attribute: string; from: number; to: number; negated: boolean }
  /** `_tags:value` or a bare `value`. */
  | { kind: 'tag'; value: string; negated: boolean };

export type FilterNode = FilterCondition | { kind: 'and'; children: FilterNode[] } | { kind: 'or'; children: FilterNode[] };

/** Algolia refuses a filter with a 400; the routes answer it in Algolia's error shape. */
export class FilterSyntaxError extends Error {
  override name = 'FilterSyntaxError';
}

export const and = (children: FilterNode[]): FilterNode => (children.length === 1 && children[0] ? children[0] : { kind: 'and', children });
export const or = (children: FilterNode[]): FilterNode => (children.length === 1 && children[0] ? children[0] : { kind: 'or', children });
