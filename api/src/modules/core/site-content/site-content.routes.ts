import { Hono } from 'hono';
import {
  FontDataAnswerSchema,
  FooterAnswerSchema,
  FooterLinksAnswerSchema,
  LegalTextAnswerSchema,
  LocaleQuerySchema,
  MenuItemsAnswerSchema,
  MenuItemsQuerySchema,
  PrefixQuerySchema,
  SectionAnswerSchema,
  ServiceCardsAnswerSchema,
  SitePageAnswerSchema,
  SitePageQuerySchema,
  SiteServicesInputSchema,
} from 'shared-contracts/catalogue';
import { api } from 'shared-contracts/paths';
import { SiteSettingsAnswerSchema, SiteSettingsQuerySchema } from 'shared-contracts/sites';
import { IdTextSchema } from 'shared-contracts/common';
import * as v from 'valibot';
import { localeChain, requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { SiteContentService } from './site-content.service';
import { access } from '../../auth/access/access';

const id = IdTextSchema;
const SiteParamSchema = v.object({ siteId: id });
const PageParamSchema = v.object({ siteId: id, pageId: id });
const SectionParamSchema = v.object({ siteId: id, sectionId: id });

/** Fonts a site theme may choose (spec 002 §7.2 GET /font-data); the storefront falls back to system fonts offline. */
const FONTS = [
  { family: 'Roboto', category: 'sans-serif', weights: [300, 400, 500, 700] },
  { family: 'Open Sans', category: 'sans-serif', weights: [400, 600, 700] },
  { family: 'Lato', category: 'sans-serif', weights: [400, 700] },
  { family: 'Montserrat', category: 'sans-serif', weights: [400, 600, 700] },
  { family: 'Poppins', category: 'sans-serif', weights: [400, 500, 600] },
  { family: 'Merriweather', category: 'serif', weights: [400, 700] },
  { family: 'Playfair Display', category: 'serif', weights: [400, 700] },
];

const settingKeys = (setting: string | undefined) => {
  const keys = setting
    ?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return keys?.length ? keys : undefined;
};

/** Partner-site start-up and content reads (spec 002 §7.2, §7.4 reads). Published pages only. */
export function siteContentRoutes({ catalogue, content }: { catalogue: CatalogueService; content: SiteContentService }) {
  const siteParam = validate('param', SiteParamSchema);
  return new Hono()
    .get(api.siteContent.page.pattern, access.public, siteParam, validate('query', SitePageQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const site = await catalogue.site(c.req.valid('param').siteId, requestedLocale(c, query.locale));
      const page = await content.page(site, {
        ...(query.page_id === undefined ? {} : { id: query.page_id }),
        ...(query.slug === undefined ? {} : { slug: query.slug }),
      });
      return c.json(toDto(SitePageAnswerSchema, { data: page }));
    })
    .get(api.siteContent.pageById.pattern, access.public, validate('param', PageParamSchema), validate('query', LocaleQuerySchema), async (c) => {
      const { siteId, pageId } = c.req.valid('param');
      const site = await catalogue.site(siteId, requestedLocale(c, c.req.valid('query').locale));
      return c.json(toDto(SitePageAnswerSchema, { data: await content.page(site, { id: pageId }) }));
    })
    .get(api.siteContent.section.pattern, access.public, validate('param', SectionParamSchema), validate('query', LocaleQuerySchema), async (c) => {
      const { siteId, sectionId } = c.req.valid('param');
      const site = await catalogue.site(siteId, requestedLocale(c, c.req.valid('query').locale));
      return c.json(toDto(SectionAnswerSchema, { data: await content.section(site, sectionId) }));
    })
    .get(api.siteContent.settings.pattern, access.public, siteParam, async (c) => {
      const site = await catalogue.site(c.req.valid('param').siteId);
      return c.json(toDto(SiteSettingsAnswerSchema, { data: await content.settings(site) }));
    })
    .get(api.siteContent.siteSettings.pattern, access.public, siteParam, validate('query', SiteSettingsQuerySchema), async (c) => {
      const site = await catalogue.site(c.req.valid('param').siteId);
      return c.json(toDto(SiteSettingsAnswerSchema, { data: await content.settings(site, settingKeys(c.req.valid('query').setting)) }));
    })
    .get(api.siteContent.menuItems.pattern, access.public, siteParam, validate('query', MenuItemsQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const site = await catalogue.site(c.req.valid('param').siteId, requestedLocale(c, query.locale));
      return c.json(toDto(MenuItemsAnswerSchema, { data: await content.menuItems(site, query.url_prefix) }));
    })
    .get(api.siteContent.footerLinks.pattern, access.public, siteParam, validate('query', PrefixQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const site = await catalogue.site(c.req.valid('param').siteId, requestedLocale(c, query.locale));
      return c.json(toDto(FooterLinksAnswerSchema, { data: await content.footerLinks(site, query.prefix) }));
    })
    .get(api.siteContent.footer.pattern, access.public, siteParam, validate('query', PrefixQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const site = await catalogue.site(c.req.valid('param').siteId, requestedLocale(c, query.locale));
      return c.json(toDto(FooterAnswerSchema, { data: await content.footer(site, query.prefix) }));
    })
    .post(api.siteContent.services.pattern, access.public, siteParam, validate('json', SiteServicesInputSchema), async (c) => {
      const input = c.req.valid('json');
      const site = await catalogue.site(c.req.valid('param').siteId, requestedLocale(c, input.locale));
      return c.json(toDto(ServiceCardsAnswerSchema, { data: await catalogue.cards(site, input.service_ids) }));
    })
    .get(api.siteContent.privacyPolicy.pattern, access.public, siteParam, validate('query', LocaleQuerySchema), async (c) => {
      const site = await catalogue.site(c.req.valid('param').siteId, requestedLocale(c, c.req.valid('query').locale));
      return c.json(toDto(LegalTextAnswerSchema, { data: await content.legal(site, 'privacy') }));
    })
    .get(api.siteContent.terms.pattern, access.public, siteParam, validate('query', LocaleQuerySchema), async (c) => {
      const site = await catalogue.site(c.req.valid('param').siteId, requestedLocale(c, c.req.valid('query').locale));
      return c.json(toDto(LegalTextAnswerSchema, { data: await content.legal(site, 'terms') }));
    })
    .get(api.siteContent.platformPrivacyPolicy.pattern, access.public, validate('query', LocaleQuerySchema), async (c) => {
      const requested = requestedLocale(c, c.req.valid('query').locale);
      const chain = localeChain(requested, { enabled: requested ? [requested] : [], primary: 'en' });
      return c.json(toDto(LegalTextAnswerSchema, { data: await content.platformLegal('privacy', chain) }));
    })
    .get(api.siteContent.fontData.pattern, access.public, (c) => c.json(toDto(FontDataAnswerSchema, { data: FONTS })));
}
