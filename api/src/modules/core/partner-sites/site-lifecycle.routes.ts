import { Hono } from 'hono';
import { IdParamSchema, ListQuerySchema } from 'shared-contracts/common';
import { MerchantOfRecordType, Policy, Role } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import {
  AdminSiteListQuerySchema,
  CreateSiteInputSchema,
  MERCHANT_OF_RECORD_METHODS,
  MerchantOfRecordInputSchema,
  MerchantOfRecordTypesAnswerSchema,
  PartnerSiteAnswerSchema,
  PartnerSiteListAnswerSchema,
  PrivacyPolicyDecisionSchema,
  PublicSearchPageAnswerSchema,
  PublicSearchPageQuerySchema,
  SearchPageInputSchema,
  SearchPageSettingsAnswerSchema,
  RejectSiteInputSchema,
  SiteChangeAnswerSchema,
  SiteChangeListAnswerSchema,
  SiteSettingsInputSchema,
  UpdateSiteInputSchema,
} from 'shared-contracts/sites';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { SiteLifecycleService } from './site-lifecycle.service';
import type { SiteSettingsService } from './site-settings.service';

/**
 * Creating, editing, approving and deactivating partner sites, and their settings groups (issue 15 §1–2, ADRs 0025,
 * 0026 and 0029). A partner holding the site-count policy
 * creates its own sites; its owner (or an operator of it) or an administrator deactivates one; only administrators
 * approve or send back. A site outside the caller's tenant answers 404.
 */
export function siteLifecycleRoutes({ lifecycle, settings }: { lifecycle: SiteLifecycleService; settings: SiteSettingsService }) {
  const p = api.partnerSites;
  const id = validate('param', IdParamSchema);
  return new Hono<AuthedEnv>()
    .post(p.create.pattern, access.panel({ roles: [Role.Partner], policies: [Policy.PARTNER_MAX_PARTNER_SITE_COUNT_2] }), validate('json', CreateSiteInputSchema), async (c) => {
      const site = await lifecycle.create(c.get('user'), c.req.valid('json'));
      return c.json(toDto(PartnerSiteAnswerSchema, { data: site }), 201);
    })
    .put(p.deactivate.pattern, access.panel({ roles: [Role.Partner, Role.Operator, Role.Admin] }), id, async (c) => {
      const site = await lifecycle.deactivate(c.get('tenant'), c.req.valid('param').id);
      return c.json(toDto(PartnerSiteAnswerSchema, { data: site }));
    })
    .put(p.update.pattern, access.panel({ roles: [Role.Partner, Role.Operator, Role.Admin] }), id, validate('json', UpdateSiteInputSchema), async (c) => {
      const site = await lifecycle.update(c.get('tenant'), c.get('user').id, c.req.valid('param').id, c.req.valid('json'));
      return c.json(toDto(PartnerSiteAnswerSchema, { data: site }));
    })
    .put(p.updateSettings.pattern, access.panel({ roles: [Role.Partner, Role.Operator, Role.Admin] }), id, validate('json', SiteSettingsInputSchema), async (c) => {
      const site = await settings.update(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'));
      return c.json(toDto(PartnerSiteAnswerSchema, { data: site }));
    })
    .get(p.searchPage.pattern, access.panel({ roles: [Role.Partner, Role.Operator, Role.Admin] }), id, async (c) =>
      c.json(toDto(SearchPageSettingsAnswerSchema, { data: await settings.searchPage(c.get('tenant'), c.req.valid('param').id) })),
    )
    .put(p.saveSearchPage.pattern, access.panel({ roles: [Role.Partner, Role.Operator, Role.Admin] }), id, validate('json', SearchPageInputSchema), async (c) =>
      c.json(toDto(SearchPageSettingsAnswerSchema, { data: await settings.saveSearchPage(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')) })),
    )
    .get(p.publicSearchPage.pattern, access.public, validate('query', PublicSearchPageQuerySchema), async (c) => {
      const { site_id: siteId, locale } = c.req.valid('query');
      return c.json(toDto(PublicSearchPageAnswerSchema, { data: await settings.publicSearchPage(siteId, locale) }));
    })
    .get(p.merchantOfRecordTypes.pattern, access.panel({ roles: [Role.Partner, Role.Operator, Role.Admin] }), (c) =>
      c.json(
        toDto(MerchantOfRecordTypesAnswerSchema, {
          data: Object.values(MerchantOfRecordType).map((type) => ({ type, payment_methods: [...MERCHANT_OF_RECORD_METHODS[type]] })),
        }),
      ),
    )
    .put(p.merchantOfRecord.pattern, access.panel({ roles: [Role.Partner, Role.Operator, Role.Admin] }), id, validate('json', MerchantOfRecordInputSchema), async (c) => {
      const site = await lifecycle.setMerchantOfRecord(c.get('tenant'), c.get('user').id, c.req.valid('param').id, c.req.valid('json'));
      return c.json(toDto(PartnerSiteAnswerSchema, { data: site }));
    })
    .get(p.adminChanges.pattern, access.admin, validate('query', ListQuerySchema), async (c) => {
      return c.json(toDto(SiteChangeListAnswerSchema, { data: await lifecycle.adminChanges(c.req.valid('query')) }));
    })
    .put(p.approveChange.pattern, access.admin, id, async (c) => {
      return c.json(toDto(SiteChangeAnswerSchema, { data: await lifecycle.approveChange(c.get('user').id, c.req.valid('param').id) }));
    })
    .put(p.rejectChange.pattern, access.admin, id, validate('json', RejectSiteInputSchema), async (c) => {
      return c.json(toDto(SiteChangeAnswerSchema, { data: await lifecycle.rejectChange(c.get('user').id, c.req.valid('param').id, c.req.valid('json')) }));
    })
    .get(p.adminList.pattern, access.admin, validate('query', AdminSiteListQuerySchema), async (c) => {
      const page = await lifecycle.adminList(c.req.valid('query'));
      return c.json(toDto(PartnerSiteListAnswerSchema, { data: page }));
    })
    .get(p.adminById.pattern, access.admin, id, async (c) => {
      return c.json(toDto(PartnerSiteAnswerSchema, { data: await lifecycle.adminById(c.req.valid('param').id) }));
    })
    .put(p.approve.pattern, access.admin, id, async (c) => {
      return c.json(toDto(PartnerSiteAnswerSchema, { data: await lifecycle.approve(c.req.valid('param').id) }));
    })
    .put(p.reject.pattern, access.admin, id, validate('json', RejectSiteInputSchema), async (c) => {
      return c.json(toDto(PartnerSiteAnswerSchema, { data: await lifecycle.reject(c.req.valid('param').id, c.req.valid('json')) }));
    })
    .put(api.users.privacyPolicy.pattern, access.panel({ roles: [Role.Partner] }), validate('json', PrivacyPolicyDecisionSchema), async (c) => {
      await lifecycle.decidePrivacyPolicy(c.get('user').id, c.req.valid('json').accepted);
      return c.body(null, 204);
    });
}
