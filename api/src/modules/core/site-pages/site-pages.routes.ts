import { Hono } from 'hono';
import { IdTextSchema } from 'shared-contracts/common';
import { Policy, Role } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { LocaleQuerySchema, PageStatus, SitePageAnswerSchema } from 'shared-contracts/site-content';
import {
  CreateSectionInputSchema,
  PageInputSchema,
  PageListQuerySchema,
  PageParamSchema,
  PanelMenuAnswerSchema,
  PanelPageAnswerSchema,
  PanelPageListAnswerSchema,
  PanelSectionAnswerSchema,
  PanelSectionsAnswerSchema,
  SaveMenuInputSchema,
  SaveSectionsInputSchema,
  SlugCheckAnswerSchema,
  SlugCheckQuerySchema,
  UpdateSectionInputSchema,
} from 'shared-contracts/site-pages';
import * as v from 'valibot';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { SiteMenuService } from './site-menu.service';
import type { SitePagesService } from './site-pages.service';

const SiteParamSchema = v.object({ siteId: IdTextSchema });
const SlugParamSchema = v.object({ siteId: IdTextSchema, slug: v.pipe(v.string(), v.maxLength(200)) });
const PageIdParamSchema = v.object({ siteId: IdTextSchema, pageId: IdTextSchema });

/**
 * The site builder's pages, sections and menu (spec 002 §7.4; issue 15 §3), under the partner's site (ADR 0011).
 * Partners, their operators and administrators with PARTNER_SITE_BUILDER_POLICY; the site must be in the caller's
 * tenant, else 404, as must the page, section or menu item named.
 */
export function sitePagesRoutes({ pages, menu }: { pages: SitePagesService; menu: SiteMenuService }) {
  const builds = access.panel({ roles: [Role.Partner, Role.Operator, Role.Admin], policies: [Policy.PARTNER_SITE_BUILDER_POLICY] });
  const p = api.sitePages;
  const site = validate('param', SiteParamSchema);
  const page = validate('param', PageParamSchema);
  const pageAnswer = (data: Awaited<ReturnType<SitePagesService['byId']>>) => toDto(PanelPageAnswerSchema, { data });
  const sectionAnswer = (data: Awaited<ReturnType<SitePagesService['section']>>) => toDto(PanelSectionAnswerSchema, { data });

  return (
    new Hono<AuthedEnv>()
      // validate-slug first: its two segments would otherwise be read as a page id and an action.
      .get(p.validateSlug.pattern, builds, validate('param', SlugParamSchema), validate('query', SlugCheckQuerySchema), async (c) => {
        const { siteId, slug } = c.req.valid('param');
        const data = await pages.validateSlug(c.get('tenant'), siteId, slug, c.req.valid('query').page_id);
        return c.json(toDto(SlugCheckAnswerSchema, { data }));
      })
      .get(p.list.pattern, builds, site, validate('query', PageListQuerySchema), async (c) => {
        const data = await pages.list(c.get('tenant'), c.req.valid('param').siteId, c.req.valid('query'));
        return c.json(toDto(PanelPageListAnswerSchema, { data }));
      })
      .post(p.create.pattern, builds, site, validate('json', PageInputSchema), async (c) =>
        c.json(pageAnswer(await pages.create(c.get('tenant'), c.req.valid('param').siteId, c.req.valid('json'))), 201),
      )
      .get(p.byId.pattern, builds, page, async (c) => {
        const { siteId, id } = c.req.valid('param');
        return c.json(pageAnswer(await pages.byId(c.get('tenant'), siteId, id)));
      })
      .put(p.update.pattern, builds, page, validate('json', PageInputSchema), async (c) => {
        const { siteId, id } = c.req.valid('param');
        return c.json(pageAnswer(await pages.update(c.get('tenant'), siteId, id, c.req.valid('json'))));
      })
      .delete(p.remove.pattern, builds, page, async (c) => {
        const { siteId, id } = c.req.valid('param');
        await pages.remove(c.get('tenant'), siteId, id);
        return c.body(null, 204);
      })
      .post(p.duplicate.pattern, builds, page, async (c) => {
        const { siteId, id } = c.req.valid('param');
        return c.json(pageAnswer(await pages.duplicate(c.get('tenant'), siteId, id)), 201);
      })
      .get(p.preview.pattern, builds, page, validate('query', LocaleQuerySchema), async (c) => {
        const { siteId, id } = c.req.valid('param');
        const data = await pages.preview(c.get('tenant'), siteId, id, c.req.valid('query').locale);
        return c.json(toDto(SitePageAnswerSchema, { data }));
      })
      .put(p.publish.pattern, builds, page, async (c) => {
        const { siteId, id } = c.req.valid('param');
        return c.json(pageAnswer(await pages.setStatus(c.get('tenant'), siteId, id, PageStatus.published)));
      })
      .put(p.unpublish.pattern, builds, page, async (c) => {
        const { siteId, id } = c.req.valid('param');
        return c.json(pageAnswer(await pages.setStatus(c.get('tenant'), siteId, id, PageStatus.unpublished)));
      })
      .post(p.createSection.pattern, builds, site, validate('json', CreateSectionInputSchema), async (c) =>
        c.json(sectionAnswer(await pages.createSection(c.get('tenant'), c.req.valid('param').siteId, c.req.valid('json'))), 201),
      )
      .put(p.updateSection.pattern, builds, site, validate('json', UpdateSectionInputSchema), async (c) =>
        c.json(sectionAnswer(await pages.updateSection(c.get('tenant'), c.req.valid('param').siteId, c.req.valid('json')))),
      )
      .post(p.saveSections.pattern, builds, validate('param', PageIdParamSchema), validate('json', SaveSectionsInputSchema), async (c) => {
        const { siteId, pageId } = c.req.valid('param');
        const data = await pages.saveSections(c.get('tenant'), siteId, pageId, c.req.valid('json').section_ids);
        return c.json(toDto(PanelSectionsAnswerSchema, { data }));
      })
      .get(p.section.pattern, builds, page, async (c) => {
        const { siteId, id } = c.req.valid('param');
        return c.json(sectionAnswer(await pages.section(c.get('tenant'), siteId, id)));
      })
      .delete(p.deleteSection.pattern, builds, page, async (c) => {
        const { siteId, id } = c.req.valid('param');
        await pages.deleteSection(c.get('tenant'), siteId, id);
        return c.body(null, 204);
      })
      .get(p.menu.pattern, builds, site, async (c) => c.json(toDto(PanelMenuAnswerSchema, { data: await menu.list(c.get('tenant'), c.req.valid('param').siteId) })))
      .post(p.saveMenu.pattern, builds, site, validate('json', SaveMenuInputSchema), async (c) =>
        c.json(toDto(PanelMenuAnswerSchema, { data: await menu.save(c.get('tenant'), c.req.valid('param').siteId, c.req.valid('json')) })),
      )
      .delete(p.deleteMenuItem.pattern, builds, page, async (c) => {
        const { siteId, id } = c.req.valid('param');
        await menu.remove(c.get('tenant'), siteId, id);
        return c.body(null, 204);
      })
      .get(p.footerLinks.pattern, builds, site, async (c) =>
        c.json(toDto(PanelMenuAnswerSchema, { data: await menu.footerLinks(c.get('tenant'), c.req.valid('param').siteId) })),
      )
      .post(p.saveFooterLinks.pattern, builds, site, validate('json', SaveMenuInputSchema), async (c) =>
        c.json(toDto(PanelMenuAnswerSchema, { data: await menu.saveFooterLinks(c.get('tenant'), c.req.valid('param').siteId, c.req.valid('json')) })),
      )
  );
}
