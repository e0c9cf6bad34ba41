import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { BucketListAnswerSchema, type Bucket } from 'shared-contracts/buckets';
import { SitePageAnswerSchema, type SitePage } from 'shared-contracts/site-content';
import {
  PanelMenuAnswerSchema,
  PanelPageAnswerSchema,
  PanelSectionAnswerSchema,
  PanelSectionsAnswerSchema,
  type CreateSectionInput,
  type PanelMenuItem,
  type SaveMenuInput,
  type PanelSection,
  type UpdateSectionInput,
  PanelPageListAnswerSchema,
  SlugCheckAnswerSchema,
  type PageInput,
  type PanelPage,
  type PanelPageDetail,
  type SlugCheck,
} from 'shared-contracts/site-pages';
import * as v from 'shared-contracts/valibot';
import { getHttpClient } from 'shared-runtime/http';

const panel = { kind: 'panel' } as const;
const p = api.sitePages;

/** The swr key of one page, so a save elsewhere can refresh it. */
export const pageKey = (siteId: number, pageId: number) => `partner-page:${siteId}:${pageId}`;

/** GET …/pages: one status's pages (1 published, 2 unpublished), keyset paged. */
export async function listPages(siteId: number, query: { status: string; item_per_page: number; left_off: number }): Promise<{ data: PanelPage[]; total: number; left_off: number }> {
  return (await getHttpClient().get(p.list.path({ siteId }, query), PanelPageListAnswerSchema, panel)).data;
}

export function usePage(siteId: number, pageId: number | null) {
  return useSWR(pageId === null ? null : pageKey(siteId, pageId), async (): Promise<PanelPageDetail> => (await getHttpClient().get(p.byId.path({ siteId, id: pageId! }), PanelPageAnswerSchema, panel)).data, {
    revalidateOnFocus: false,
  });
}

export async function createPage(siteId: number, input: PageInput): Promise<PanelPageDetail> {
  return (await getHttpClient().post(p.create.path({ siteId }), input, PanelPageAnswerSchema, panel)).data;
}

export async function updatePage(siteId: number, pageId: number, input: PageInput): Promise<PanelPageDetail> {
  return (await getHttpClient().put(p.update.path({ siteId, id: pageId }), input, PanelPageAnswerSchema, panel)).data;
}

export async function deletePage(siteId: number, pageId: number): Promise<void> {
  await getHttpClient().delete(p.remove.path({ siteId, id: pageId }), v.unknown(), panel);
}

export async function duplicatePage(siteId: number, pageId: number): Promise<PanelPageDetail> {
  return (await getHttpClient().post(p.duplicate.path({ siteId, id: pageId }), undefined, PanelPageAnswerSchema, panel)).data;
}

export async function setPagePublished(siteId: number, pageId: number, published: boolean): Promise<PanelPageDetail> {
  const call = published ? p.publish : p.unpublish;
  return (await getHttpClient().put(call.path({ siteId, id: pageId }), undefined, PanelPageAnswerSchema, panel)).data;
}

/** Whether the site may give a page this slug; `pageId`: the page being edited, whose own slug is free to it. */
export async function checkSlug(siteId: number, slug: string, pageId: number | null): Promise<SlugCheck> {
  const query = pageId === null ? {} : { page_id: pageId };
  return (await getHttpClient().get(p.validateSlug.path({ siteId, slug }, query), SlugCheckAnswerSchema, panel)).data;
}

/* ------------------------------------------------------------------ sections */

/** POST …/section: a new section of a page, at `position` or last. */
export async function createSection(siteId: number, input: CreateSectionInput): Promise<PanelSection> {
  return (await getHttpClient().post(p.createSection.path({ siteId }), input, PanelSectionAnswerSchema, panel)).data;
}

/** PUT …/section: a section's settings and texts. */
export async function updateSection(siteId: number, input: UpdateSectionInput): Promise<PanelSection> {
  return (await getHttpClient().put(p.updateSection.path({ siteId }), input, PanelSectionAnswerSchema, panel)).data;
}

export async function deleteSection(siteId: number, sectionId: number): Promise<void> {
  await getHttpClient().delete(p.deleteSection.path({ siteId, id: sectionId }), v.unknown(), panel);
}

/** POST …/section/save/{pageId}: the page's sections in this order (409 when they changed meanwhile). */
export async function saveSectionOrder(siteId: number, pageId: number, sectionIds: number[]): Promise<PanelSection[]> {
  return (await getHttpClient().post(p.saveSections.path({ siteId, pageId }), { section_ids: sectionIds }, PanelSectionsAnswerSchema, panel)).data;
}

/** The site's buckets, for a service grid to show one of. */
export function useBuckets(siteId: number) {
  return useSWR(`partner-buckets:${siteId}`, async (): Promise<Bucket[]> => (await getHttpClient().get(api.partnerBuckets.list.path({ siteId }), BucketListAnswerSchema, panel)).data, {
    revalidateOnFocus: false,
  });
}

/** GET …/pages/{id}/preview: the page as the storefront would answer it in `locale`, published or not. `version` refetches it after a change. */
export function usePagePreview(siteId: number, pageId: number, locale: string, version: string) {
  return useSWR(`partner-page-preview:${siteId}:${pageId}:${locale}:${version}`, async (): Promise<SitePage> => (await getHttpClient().get(p.preview.path({ siteId, id: pageId }, { locale }), SitePageAnswerSchema, panel)).data, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}

/* ------------------------------------------------------------------ menu */

/** The header menu, or the footer links: the same items, the footer's one level only (ADR 0029). */
export type LinkListKind = 'menu' | 'footer';

/** The swr keys of what the link editors read, so a change to the pages can refresh them. */
export const menuKeys = (siteId: number) => [`partner-menu:${siteId}`, `partner-footer-links:${siteId}`, `partner-all-pages:${siteId}`] as const;

export function useMenu(siteId: number, kind: LinkListKind = 'menu') {
  const path = kind === 'menu' ? p.menu.path({ siteId }) : p.footerLinks.path({ siteId });
  return useSWR(menuKeys(siteId)[kind === 'menu' ? 0 : 1], async (): Promise<PanelMenuItem[]> => (await getHttpClient().get(path, PanelMenuAnswerSchema, panel)).data, {
    revalidateOnFocus: false,
  });
}

/** POST …/menu-items/save (or …/footer-links/save): the whole list, parents before children; answers it as saved. */
export async function saveMenu(siteId: number, input: SaveMenuInput, kind: LinkListKind = 'menu'): Promise<PanelMenuItem[]> {
  const path = kind === 'menu' ? p.saveMenu.path({ siteId }) : p.saveFooterLinks.path({ siteId });
  return (await getHttpClient().post(path, input, PanelMenuAnswerSchema, panel)).data;
}

/** Every page of the site, published or not, for a menu item to link to. */
export function useAllPages(siteId: number) {
  return useSWR(menuKeys(siteId)[2], async (): Promise<PanelPage[]> => {
    const [published, unpublished] = await Promise.all(['1', '2'].map((status) => listPages(siteId, { status, item_per_page: -1, left_off: -1 })));
    return [...published!.data, ...unpublished!.data];
  });
}
