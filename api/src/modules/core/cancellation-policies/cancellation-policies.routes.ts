import { type Context, Hono } from 'hono';
import {
  CancellationPolicyAnswerSchema,
  CancellationPolicyInputSchema,
  CancellationPolicyListAnswerSchema,
  CancellationPolicyListInputSchema,
  CancellationPolicyMappingInputSchema,
  DeletedAnswerSchema,
  ServiceCancellationPolicyAnswerSchema,
  ServiceCancellationPolicyListAnswerSchema,
  ServiceCancellationPolicyListInputSchema,
  ServiceRefQuerySchema,
} from 'shared-contracts/cancellation-policies';
import type { AccessRequirements } from 'shared-contracts/access';
import { IdParamSchema } from 'shared-contracts/common';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import { requestedLocale } from '../../../lib/locale';
import { answerLocale } from '../../../lib/messages';
import { toDto, validate } from '../../../lib/validation';
import { access, type PanelRequirements } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { CancellationPoliciesService } from './cancellation-policies.service';

/** A manifest page's roles and policies, as a route declares them (its site and payment-method rules are the shell's). */
export function pageRequirements({ roles, policies }: AccessRequirements): PanelRequirements {
  return { ...(roles ? { roles } : {}), ...(policies ? { policies } : {}) };
}

/** The panel's language for the guest's refund sentences and service names (APP-LOCALE; English otherwise). */
export const panelLocale = (c: Context) => answerLocale(requestedLocale(c));

/**
 * Cancellation policies (spec 002 §7.13): a supplier manages its own, an administrator everyone's. Access is the
 * supplier area's product-settings page's, so the API admits exactly whom the page admits.
 */
export function cancellationPoliciesRoutes({ policies }: { policies: CancellationPoliciesService }) {
  const managesPolicies = access.panel(pageRequirements(SUPPLIER_MANIFEST.pages['supplier.productSettings.cancellationPolicies'].access));
  const id = validate('param', IdParamSchema);
  const body = validate('json', CancellationPolicyInputSchema);
  const p = api.cancellationPolicies;

  // The mapping paths come before /cancellation-policies/:id, which would otherwise take "mapping" for an id.
  return new Hono<AuthedEnv>()
    .get(p.mapping.pattern, managesPolicies, validate('query', ServiceRefQuerySchema), async (c) => {
      const data = await policies.mappingOf(c.get('tenant'), c.req.valid('query'), panelLocale(c));
      return c.json(toDto(ServiceCancellationPolicyAnswerSchema, { data }));
    })
    .post(p.map.pattern, managesPolicies, validate('json', CancellationPolicyMappingInputSchema), async (c) => {
      const data = await policies.map(c.get('tenant'), c.req.valid('json'), panelLocale(c));
      return c.json(toDto(ServiceCancellationPolicyAnswerSchema, { data }));
    })
    .post(p.listing.pattern, managesPolicies, validate('json', CancellationPolicyListInputSchema), async (c) => {
      const data = await policies.list(c.get('tenant'), c.req.valid('json'), panelLocale(c));
      return c.json(toDto(CancellationPolicyListAnswerSchema, { data }));
    })
    .post(p.serviceListing.pattern, managesPolicies, validate('json', ServiceCancellationPolicyListInputSchema), async (c) => {
      const data = await policies.serviceList(c.get('tenant'), c.req.valid('json'), panelLocale(c));
      return c.json(toDto(ServiceCancellationPolicyListAnswerSchema, { data }));
    })
    .post(p.create.pattern, managesPolicies, body, async (c) => {
      const data = await policies.create(c.get('tenant'), c.req.valid('json'), panelLocale(c));
      return c.json(toDto(CancellationPolicyAnswerSchema, { data }), 201);
    })
    .get(p.byId.pattern, managesPolicies, id, async (c) => {
      const data = await policies.byId(c.get('tenant'), c.req.valid('param').id, panelLocale(c));
      return c.json(toDto(CancellationPolicyAnswerSchema, { data }));
    })
    .put(p.update.pattern, managesPolicies, id, body, async (c) => {
      const data = await policies.update(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), panelLocale(c));
      return c.json(toDto(CancellationPolicyAnswerSchema, { data }));
    })
    .delete(p.remove.pattern, managesPolicies, id, async (c) => {
      const data = await policies.remove(c.get('tenant'), c.req.valid('param').id, panelLocale(c));
      return c.json(toDto(DeletedAnswerSchema, { data }));
    });
}
