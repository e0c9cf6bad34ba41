import { eq, inArray } from 'drizzle-orm';
import type { Issue } from 'shared-contracts/common';
import { PanelMenuItemSchema, type PanelMenuItem, type SaveMenuInput } from 'shared-contracts/site-pages';
import type { Db } from '../../../db/client';
import { siteFooterLinks, siteMenuItems } from '../../../db/schema/site-content';
import { HttpError } from '../../../lib/http-error';
import { messageText } from '../../../lib/messages';
import type { TenantScope } from '../../../lib/tenancy';
import { toDto, validationError } from '../../../lib/validation';
import * as repo from './site-pages.repo';
import { languageIssues, siteInScope } from './site-pages.service';

/**
 * A site's header menu as its builder edits it (spec 002 §7.4 menu-items): read whole, saved whole. The storefront
 * reads the same rows through site-content, so a save shows on the site at its next page load.
 */
export interface SiteMenuService {
  list(scope: TenantScope, siteId: number): Promise<PanelMenuItem[]>;
  /** The menu becomes `input.items`, in one transaction; 409 when an item it names was removed meanwhile. */
  save(scope: TenantScope, siteId: number, input: SaveMenuInput): Promise<PanelMenuItem[]>;
  /** The item and every item under it. */
  remove(scope: TenantScope, siteId: number, itemId: number): Promise<void>;
  /** The footer links: the same items, one level only (issue 15 §3). */
  footerLinks(scope: TenantScope, siteId: number): Promise<PanelMenuItem[]>;
  /** The footer links become `input.items`, in one transaction; 400 for a sub-item, 409 as for the menu. */
  saveFooterLinks(scope: TenantScope, siteId: number, input: SaveMenuInput): Promise<PanelMenuItem[]>;
}

const toItem = (row: repo.MenuItemRow): PanelMenuItem =>
  toDto(PanelMenuItemSchema, {
    id: row.id,
    parent_id: row.parentId,
    page_id: row.pageId,
    url: row.url,
    labels: row.labels as Record<string, string>,
    position: row.position,
  });

/** The ids of an item and of the items under it. */
function withDescendants(rows: repo.MenuItemRow[], itemId: number): number[] {
  const ids = [itemId];
  for (let i = 0; i < ids.length; i++) ids.push(...rows.filter((row) => row.parentId === ids[i]).map((row) => row.id));
  return ids;
}

interface ItemValues {
  parentId: number | null;
  pageId: number | null;
  url: string | null;
  labels: Record<string, string>;
  position: number;
}

interface ItemWriter {
  remove(ids: number[]): Promise<unknown>;
  insert(values: ItemValues): Promise<number>;
  update(id: number, values: ItemValues): Promise<unknown>;
}

/**
 * The list becomes `input.items`: items left out are removed, new ones created, the rest updated, each at its place.
 * `existing` are the list's ids, locked by the caller; an id the input names that is no longer there is a 409.
 */
async function replaceItems(input: SaveMenuInput, existingIds: number[], write: ItemWriter): Promise<void> {
  const existing = new Set(existingIds);
  const kept = input.items.flatMap((item) => (item.id === null ? [] : [item.id]));
  if (kept.some((id) => !existing.has(id))) throw new HttpError('CONFLICT', { message: 'errors.pages.menuChanged' });
  const removed = [...existing].filter((id) => !kept.includes(id));
  if (removed.length > 0) await write.remove(removed);
  const idOfKey = new Map<string, number>();
  for (const [position, item] of input.items.entries()) {
    const values = { parentId: item.parent_key === null ? null : idOfKey.get(item.parent_key)!, pageId: item.page_id, url: item.url, labels: item.labels, position };
    if (item.id === null) idOfKey.set(item.key, await write.insert(values));
    else {
      await write.update(item.id, values);
      idOfKey.set(item.key, item.id);
    }
  }
}

export function createSiteMenuService(db: Db): SiteMenuService {
  const siteOf = (scope: TenantScope, siteId: number) => siteInScope(db, scope, siteId);

  /** Every label in an enabled language with the primary one given, and every page one of the site's: else 400. */
  async function check(site: Awaited<ReturnType<typeof siteOf>>, siteId: number, input: SaveMenuInput) {
    const pages = await repo.sitePageIds(db, siteId, input.items.flatMap((item) => (item.page_id === null ? [] : [item.page_id])));
    const issues: Issue[] = input.items.flatMap((item, index) => [
      ...languageIssues(site, item.labels, `items.${index}.labels`, { requirePrimary: true }),
      ...(item.page_id !== null && !pages.has(item.page_id)
        ? [{ path: `items.${index}.page_id`, message: messageText('validation.pageNotOnSite'), code: 'validation.pageNotOnSite' }]
        : []),
    ]);
    if (issues.length > 0) throw validationError(issues);
  }

  return {
    async list(scope, siteId) {
      await siteOf(scope, siteId);
      return (await repo.findMenu(db, siteId)).map(toItem);
    },

    async save(scope, siteId, input) {
      const site = await siteOf(scope, siteId);
      await check(site, siteId, input);
      return db.transaction(async (tx) => {
        await replaceItems(input, await repo.lockMenu(tx, siteId), {
          remove: (ids) => tx.delete(siteMenuItems).where(inArray(siteMenuItems.id, ids)),
          insert: async (values) => (await tx.insert(siteMenuItems).values({ siteId, ...values }).returning({ id: siteMenuItems.id }))[0]!.id,
          update: (id, values) => tx.update(siteMenuItems).set(values).where(eq(siteMenuItems.id, id)),
        });
        return (await repo.findMenu(tx, siteId)).map(toItem);
      });
    },

    async footerLinks(scope, siteId) {
      await siteOf(scope, siteId);
      return (await repo.findFooterLinks(db, siteId)).map(toItem);
    },

    async saveFooterLinks(scope, siteId, input) {
      const site = await siteOf(scope, siteId);
      const nested = input.items.flatMap((item, index) =>
        item.parent_key === null ? [] : [{ path: `items.${index}.parent_key`, message: messageText('validation.footerLinkNested'), code: 'validation.footerLinkNested' }],
      );
      if (nested.length > 0) throw validationError(nested);
      await check(site, siteId, input);
      return db.transaction(async (tx) => {
        await replaceItems(input, await repo.lockFooterLinks(tx, siteId), {
          remove: (ids) => tx.delete(siteFooterLinks).where(inArray(siteFooterLinks.id, ids)),
          insert: async ({ parentId: _none, ...values }) => (await tx.insert(siteFooterLinks).values({ siteId, ...values }).returning({ id: siteFooterLinks.id }))[0]!.id,
          update: (id, { parentId: _none, ...values }) => tx.update(siteFooterLinks).set(values).where(eq(siteFooterLinks.id, id)),
        });
        return (await repo.findFooterLinks(tx, siteId)).map(toItem);
      });
    },

    async remove(scope, siteId, itemId) {
      await siteOf(scope, siteId);
      const rows = await repo.findMenu(db, siteId);
      if (!rows.some((row) => row.id === itemId)) throw new HttpError('NOT_FOUND');
      await db.delete(siteMenuItems).where(inArray(siteMenuItems.id, withDescendants(rows, itemId)));
    },
  };
}
