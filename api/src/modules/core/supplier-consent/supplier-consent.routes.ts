import { Hono } from 'hono';
import {
  DeletedAnswerSchema,
  SupplierConsentAnswerSchema,
  SupplierConsentInputSchema,
  SupplierConsentListAnswerSchema,
  SupplierConsentListInputSchema,
  SupplierConsentMappingInputSchema,
  SupplierConsentMappingListAnswerSchema,
  SupplierConsentMappingListInputSchema,
  SupplierConsentMappingUpdateSchema,
  SupplierConsentServiceAnswerSchema,
  SupplierConsentUpdateSchema,
} from 'shared-contracts/cancellation-policies';
import { IdParamSchema } from 'shared-contracts/common';
import { Policy } from 'shared-contracts/enums';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import { pageRequirements, panelLocale } from '../cancellation-policies/cancellation-policies.routes';
import type { SupplierConsentsService } from './supplier-consent.service';

/**
 * Supplier consent (spec 002 §7.12): the partners a supplier lets package its services. The supplier-consent page's
 * roles, and SUPPLIER_PACKAGE_POLICY (spec 000 §6: packages need the package policy; administrators bypass it).
 */
export function supplierConsentRoutes({ consents }: { consents: SupplierConsentsService }) {
  const { roles } = pageRequirements(SUPPLIER_MANIFEST.pages['supplier.productSettings.supplierConsents'].access);
  const managesConsents = access.panel({ ...(roles ? { roles } : {}), policies: [Policy.SUPPLIER_PACKAGE_POLICY] });
  const id = validate('param', IdParamSchema);
  const p = api.supplierConsent;

  return new Hono<AuthedEnv>()
    .post(p.listing.pattern, managesConsents, validate('json', SupplierConsentListInputSchema), async (c) => {
      const data = await consents.list(c.get('tenant'), c.req.valid('json'));
      return c.json(toDto(SupplierConsentListAnswerSchema, { data }));
    })
    .post(p.mappingListing.pattern, managesConsents, id, validate('json', SupplierConsentMappingListInputSchema), async (c) => {
      const data = await consents.mappingList(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), panelLocale(c));
      return c.json(toDto(SupplierConsentMappingListAnswerSchema, { data }));
    })
    .post(p.createMapping.pattern, managesConsents, validate('json', SupplierConsentMappingInputSchema), async (c) => {
      const data = await consents.createMapping(c.get('tenant'), c.req.valid('json'), panelLocale(c));
      return c.json(toDto(SupplierConsentServiceAnswerSchema, { data }), 201);
    })
    .put(p.updateMapping.pattern, managesConsents, id, validate('json', SupplierConsentMappingUpdateSchema), async (c) => {
      const data = await consents.updateMapping(c.get('tenant'), c.req.valid('param').id, c.req.valid('json').commission_basis_points, panelLocale(c));
      return c.json(toDto(SupplierConsentServiceAnswerSchema, { data }));
    })
    .delete(p.removeMapping.pattern, managesConsents, id, async (c) => {
      const data = await consents.removeMapping(c.get('tenant'), c.req.valid('param').id);
      return c.json(toDto(DeletedAnswerSchema, { data }));
    })
    .post(p.create.pattern, managesConsents, validate('json', SupplierConsentInputSchema), async (c) => {
      const data = await consents.create(c.get('tenant'), c.req.valid('json'), panelLocale(c));
      return c.json(toDto(SupplierConsentAnswerSchema, { data }), 201);
    })
    .get(p.byId.pattern, managesConsents, id, async (c) => {
      const data = await consents.byId(c.get('tenant'), c.req.valid('param').id, panelLocale(c));
      return c.json(toDto(SupplierConsentAnswerSchema, { data }));
    })
    .put(p.update.pattern, managesConsents, id, validate('json', SupplierConsentUpdateSchema), async (c) => {
      const data = await consents.update(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), panelLocale(c));
      return c.json(toDto(SupplierConsentAnswerSchema, { data }));
    })
    .delete(p.remove.pattern, managesConsents, id, async (c) => {
      const data = await consents.remove(c.get('tenant'), c.req.valid('param').id);
      return c.json(toDto(DeletedAnswerSchema, { data }));
    });
}
