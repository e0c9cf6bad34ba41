import { LIMITS } from 'shared-contracts/constants';

/** A list query of spec 000 §7: `item_per_page` (-1: all) and `left_off`, the last id already shown (-1: none). */
export interface KeysetQuery {
  item_per_page: number;
  left_off: number;
}

/**
 * Where a keyset page starts and how many rows to read for it: one more than the page holds, so the answer knows
 * whether another page follows without counting.
 */
export function keysetWindow(query: KeysetQuery): { afterId: number; limit: number | null; fetch: number | null } {
  const limit = query.item_per_page === LIMITS.allItems ? null : query.item_per_page;
  return { afterId: query.left_off === -1 ? 0 : query.left_off, limit, fetch: limit === null ? null : limit + 1 };
}

/** The page out of the rows read for `keysetWindow`, and the cursor of the next one (-1 when none follows). */
export function keysetPage<T extends { id: number }>(rows: T[], limit: number | null): { rows: T[]; left_off: number } {
  const more = limit !== null && rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return { rows: page, left_off: more ? (page.at(-1)?.id ?? -1) : -1 };
}
