import { Hono } from 'hono';
import type { AccessRequirements } from 'shared-contracts/access';
import { IdParamSchema } from 'shared-contracts/common';
import {
  EarningAnswerSchema,
  EarningListAnswerSchema,
  EarningListInputSchema,
  EarningStatusInputSchema,
  type PayeeParty,
  PayNowInputSchema,
  PayoutAnswerSchema,
  TransferInputSchema,
  TransferPartyParamSchema,
} from 'shared-contracts/earnings';
import { Role } from 'shared-contracts/enums';
import { ADMIN_MANIFEST, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { api, type ApiCall } from 'shared-contracts/paths';
import { toDto, validate } from '../../../lib/validation';
import { access, type PanelRequirements } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { EarningsService } from './earnings.service';

/**
 * The earnings calls (spec 002 §7.15; ADR 0017). Reads ask what the earnings pages ask: the supplier page admits
 * suppliers and administrators; the partner page admits partners, and administrators read every partner's lines too.
 * Holding a line, paying it now and transfers are the administrators' transfer pages'.
 */
/** What a manifest page asks, as an API route asks it (the site parts of a page's access are the shell's). */
const pageRequirements = ({ roles, policies }: AccessRequirements): PanelRequirements => ({ ...(roles ? { roles } : {}), ...(policies ? { policies } : {}) });

export function earningsRoutes({ earnings }: { earnings: EarningsService }) {
  const p = api.earnings;
  const supplierReads = access.panel(pageRequirements(SUPPLIER_MANIFEST.pages['supplier.supplierEarnings.list'].access));
  const partnerPage = pageRequirements(SUPPLIER_MANIFEST.pages['supplier.partnerEarnings.list'].access);
  const partnerReads = access.panel({ ...partnerPage, roles: [...(partnerPage.roles ?? []), Role.Admin] });
  const transfers = {
    supplier: access.panel(pageRequirements(ADMIN_MANIFEST.pages['admin.transfer.supplier'].access)),
    partner: access.panel(pageRequirements(ADMIN_MANIFEST.pages['admin.transfer.partner'].access)),
  };
  const idParam = validate('param', IdParamSchema);

  const app = new Hono<AuthedEnv>();
  const party = (name: PayeeParty, reads: typeof supplierReads, calls: { list: ApiCall; byId: ApiCall; updateStatus: ApiCall; payNow: ApiCall }) =>
    app
      .post(calls.list.pattern, reads, validate('json', EarningListInputSchema), async (c) => {
        const data = await earnings.list(name, c.get('tenant'), c.req.valid('json'));
        return c.json(toDto(EarningListAnswerSchema, { data }));
      })
      .get(calls.byId.pattern, reads, idParam, async (c) => {
        const data = await earnings.byId(name, c.get('tenant'), c.req.valid('param').id);
        return c.json(toDto(EarningAnswerSchema, { data }));
      })
      .put(calls.updateStatus.pattern, transfers[name], idParam, validate('json', EarningStatusInputSchema), async (c) => {
        const data = await earnings.setStatus(name, c.req.valid('param').id, c.req.valid('json').status);
        return c.json(toDto(EarningAnswerSchema, { data }));
      })
      .put(calls.payNow.pattern, transfers[name], idParam, validate('json', PayNowInputSchema), async (c) => {
        const data = await earnings.payNow(name, c.req.valid('param').id, c.req.valid('json').reference, c.get('user').id);
        return c.json(toDto(PayoutAnswerSchema, { data }));
      });

  party('supplier', supplierReads, { list: p.supplierList, byId: p.supplierById, updateStatus: p.supplierUpdateStatus, payNow: p.supplierPayNow });
  party('partner', partnerReads, { list: p.partnerList, byId: p.partnerById, updateStatus: p.partnerUpdateStatus, payNow: p.partnerPayNow });
  return app.post(p.transfer.pattern, access.admin, validate('param', TransferPartyParamSchema), validate('json', TransferInputSchema), async (c) => {
    const { party: name } = c.req.valid('param');
    const body = c.req.valid('json');
    const data = await earnings.transfer(name, { partyUserId: body.party_user_id, lineIds: body.line_ids, reference: body.reference }, c.get('user').id);
    return c.json(toDto(PayoutAnswerSchema, { data }), 201);
  });
}
