import { eq, inArray } from 'drizzle-orm';
import type { Issue } from 'shared-contracts/common';
import { PanelMenuItemSchema, type PanelMenuItem, type SaveMenuInput } from 'shared-contracts/site-pages';
import type { Db } from '../../../db/client';
import { siteMenuItems } from '../../../db/schema/site-content';
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

export function createSiteMenuService(db: Db): SiteMenuService {
  const siteOf = (scope: TenantScope, siteId: number) => siteInScope(db, scope, siteId);

  return {
    async list(scope, siteId) {
      await siteOf(scope, siteId);
      return (await repo.findMenu(db, siteId)).map(toItem);
    },

    async save(scope, siteId, input) {
      const site = await siteOf(scope, siteId);
      const pages = await repo.sitePageIds(db, siteId, input.items.flatMap((item) => (item.page_id === null ? [] : [item.page_id])));
      const issues: Issue[] = input.items.flatMap((item, index) => [
        ...languageIssues(site, item.labels, `items.${index}.labels`, { requirePrimary: true }),
        ...(item.page_id !== null && !pages.has(item.page_id)
          ? [{ path: `items.${index}.page_id`, message: messageText('validation.pageNotOnSite'), code: 'validation.pageNotOnSite' }]
          : []),
      ]);
      if (issues.length > 0) throw validationError(issues);

      return db.transaction(async (tx) => {
        const existing = new Set(await repo.lockMenu(tx, siteId));
        const kept = input.items.flatMap((item) => (item.id === null ? [] : [item.id]));
        if (kept.some((id) => !existing.has(id))) throw new HttpError('CONFLICT', { message: 'errors.pages.menuChanged' });
        const removed = [...existing].filter((id) => !kept.includes(id));
        if (removed.length > 0) await tx.delete(siteMenuItems).where(inArray(siteMenuItems.id, removed));

        const idOfKey = new Map<string, number>();
        for (const [position, item] of input.items.entries()) {
          const values = {
            parentId: item.parent_key === null ? null : idOfKey.get(item.parent_key)!,
            pageId: item.page_id,
            url: item.url,
            labels: item.labels,
            position,
          };
          if (item.id === null) {
            const [created] = await tx
              .insert(siteMenuItems)
              .values({ siteId, ...values })
              .returning({ id: siteMenuItems.id });
            idOfKey.set(item.key, created!.id);
          } else {
            await tx.update(siteMenuItems).set(values).where(eq(siteMenuItems.id, item.id));
            idOfKey.set(item.key, item.id);
          }
        }
        return (await repo.findMenu(tx, siteId)).map(toItem);
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
