import { Hono } from 'hono';
import { IdParamSchema } from 'shared-contracts/common';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { CancellationDetailsAnswerSchema, CancellationTableAnswerSchema, CancellationTableInputSchema } from 'shared-contracts/panel-cancellations';
import { api } from 'shared-contracts/paths';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import { pageRequirements } from '../cancellation-policies/cancellation-policies.routes';
import type { PanelCancellationsPanelService } from './panel-cancellations.service';

/**
 * The back office's cancellations (spec 002 §7.15, issue 14 §2, ADR 0022). The table and the details admit whom the
 * reservations pages admit (suppliers, partners, administrators; the rows are the service's). Retrying a refund and
 * resolving a failed cancellation are money decisions: administrators only.
 */
export function panelCancellationsRoutes({ cancellations }: { cancellations: PanelCancellationsPanelService }) {
  const reads = access.panel(pageRequirements(SUPPLIER_MANIFEST.pages['supplier.reservations.list'].access));
  const id = validate('param', IdParamSchema);
  const p = api.cancellations;
  return new Hono<AuthedEnv>()
    .post(p.dataTable.pattern, reads, validate('json', CancellationTableInputSchema), async (c) => {
      const data = await cancellations.table(c.get('user'), c.req.valid('json'), requestedLocale(c));
      return c.json(toDto(CancellationTableAnswerSchema, { data }));
    })
    .get(p.details.pattern, reads, id, async (c) => {
      const data = await cancellations.details(c.get('user'), c.req.valid('param').id, requestedLocale(c));
      return c.json(toDto(CancellationDetailsAnswerSchema, { data }));
    })
    .post(p.refund.pattern, access.admin, id, async (c) => {
      const data = await cancellations.retryRefund(c.get('user'), c.req.valid('param').id, requestedLocale(c));
      return c.json(toDto(CancellationDetailsAnswerSchema, { data }));
    })
    .post(p.confirmFailed.pattern, access.admin, id, async (c) => {
      const data = await cancellations.resolve(c.get('user'), c.req.valid('param').id, 'confirm', requestedLocale(c));
      return c.json(toDto(CancellationDetailsAnswerSchema, { data }));
    })
    .post(p.keepFailed.pattern, access.admin, id, async (c) => {
      const data = await cancellations.resolve(c.get('user'), c.req.valid('param').id, 'keep', requestedLocale(c));
      return c.json(toDto(CancellationDetailsAnswerSchema, { data }));
    });
}
