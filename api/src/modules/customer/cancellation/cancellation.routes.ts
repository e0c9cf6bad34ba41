import { Hono } from 'hono';
import {
  CancellationListAnswerSchema,
  CancellationListFilterSchema,
  CustomerCancelAnswerSchema,
  CustomerCancelBodySchema,
  CustomerCancellationPolicyAnswerSchema,
  CustomerReservationParamSchema,
} from 'shared-contracts/customer';
import { api } from 'shared-contracts/paths';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import { idempotentRequest, sendAnswer } from '../../booking/idempotency/idempotency';
import type { CustomerEnv } from '../auth/require-customer';
import type { CancellationService } from './cancellation.service';

interface Deps {
  cancellations: CancellationService;
}

type RoutesEnv = { Variables: CustomerEnv['Variables'] & AuthedEnv['Variables'] };

/**
 * The customer's cancellation flow (issue 5, spec 001 §4 "Customer session": fetch the policy, show the refund,
 * then cancel) and the administrators' list of cancellations (spec 002 §7.15). The session is checked before the
 * input, so a caller without one learns nothing.
 */
export function cancellationRoutes({ cancellations }: Deps) {
  const param = validate('param', CustomerReservationParamSchema);

  return new Hono<RoutesEnv>()
    .get(api.customer.cancellationPolicy.pattern, access.customer, param, async (c) => {
      const data = await cancellations.policy(c.get('customer').email, c.req.valid('param').id);
      return c.json(toDto(CustomerCancellationPolicyAnswerSchema, { data }));
    })
    .post(api.customer.cancel.pattern, access.customer, param, validate('json', CustomerCancelBodySchema), async (c) => {
      const body = c.req.valid('json');
      const request = idempotentRequest(c, 'customer-cancel', { body });
      const { data, replayed } = await cancellations.cancel(c.get('customer').email, c.req.valid('param').id, body, request);
      return sendAnswer(c, { status: 200, body: toDto(CustomerCancelAnswerSchema, { data }), replayed });
    })
    .post(api.cancellations.dataTable.pattern, access.admin, validate('json', CancellationListFilterSchema), async (c) => {
      const data = await cancellations.list(c.req.valid('json'));
      return c.json(toDto(CancellationListAnswerSchema, { data }));
    });
}
