import { Hono } from 'hono';
import {
  CustomerCancelAnswerSchema,
  CustomerCancelBodySchema,
  CustomerCancellationPolicyAnswerSchema,
  CustomerReservationParamSchema,
} from 'shared-contracts/customer';
import { api } from 'shared-contracts/paths';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { CancellationService } from '../../booking/cancellations/cancellations.service';
import { idempotentRequest, sendAnswer } from '../../booking/idempotency/idempotency';
import type { CustomerEnv } from '../auth/require-customer';

interface Deps {
  /** The booking module's cancellation, asked for the session's guest. */
  cancellations: Pick<CancellationService, 'policy' | 'cancel'>;
}

/**
 * The customer's cancellation flow (issue 5, spec 001 §4 "Customer session": fetch the policy, show the refund,
 * then cancel). The session is checked before the input, so a caller without one learns nothing.
 */
export function cancellationRoutes({ cancellations }: Deps) {
  const param = validate('param', CustomerReservationParamSchema);

  return new Hono<CustomerEnv>()
    .get(api.customer.cancellationPolicy.pattern, access.customer, param, async (c) => {
      const data = await cancellations.policy(c.get('customer').email, c.req.valid('param').id);
      return c.json(toDto(CustomerCancellationPolicyAnswerSchema, { data }));
    })
    .post(api.customer.cancel.pattern, access.customer, param, validate('json', CustomerCancelBodySchema), async (c) => {
      const body = c.req.valid('json');
      const request = idempotentRequest(c, 'customer-cancel', { body });
      const { data, replayed } = await cancellations.cancel(c.get('customer').email, c.req.valid('param').id, body, request);
      return sendAnswer(c, { status: 200, body: toDto(CustomerCancelAnswerSchema, { data }), replayed });
    });
}
