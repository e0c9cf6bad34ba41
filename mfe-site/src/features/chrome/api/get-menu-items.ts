import useSWR from 'swr';
import { MenuItemsAnswerSchema, type MenuItem } from 'shared-contracts/site-content';
import { getHttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';

export interface MenuNode extends MenuItem {
  children: MenuNode[];
}

/** The flat list (parent_id) as a tree, each level in `position` order. An orphan (unknown parent) stays on top. */
export function menuTree(items: readonly MenuItem[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>(items.map((item) => [item.id, { ...item, children: [] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: MenuNode[]) => {
    list.sort((a, b) => a.position - b.position);
    list.forEach((node) => sort(node.children));
    return list;
  };
  return sort(roots);
}

export function menuItemsPath(siteId: number, lang: string): string {
  return api.siteContent.menuItems.path({ siteId }, { url_prefix: `/${lang}/page/`, locale: lang });
}

export async function getMenuItems(siteId: number, lang: string): Promise<MenuNode[]> {
  const answer = await getHttpClient().get(menuItemsPath(siteId, lang), MenuItemsAnswerSchema, { kind: 'public' });
  return menuTree(answer.data);
}

/** Header menu (spec 002 §7.2 GET /{siteId}/menu-items?url_prefix). */
export function useMenuItems(siteId: number, lang: string) {
  return useSWR<MenuNode[], Error>(menuItemsPath(siteId, lang), () => getMenuItems(siteId, lang), { revalidateOnFocus: false });
}
