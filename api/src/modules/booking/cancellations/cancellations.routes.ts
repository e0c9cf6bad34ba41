import { Hono } from 'hono';
import { CancellationListAnswerSchema, CancellationListFilterSchema } from 'shared-contracts/customer';
import { api } from 'shared-contracts/paths';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { CancellationService } from './cancellations.service';

interface Deps {
  cancellations: Pick<CancellationService, 'list'>;
}

/**
 * The administrators' list of cancellations (spec 002 §7.15): where a refund that failed waits for a person (ADR
 * 0007). The guest's own policy and cancel calls are the customer module's routes.
 */
export function cancellationsRoutes({ cancellations }: Deps) {
  return new Hono<AuthedEnv>().post(api.cancellations.dataTable.pattern, access.admin, validate('json', CancellationListFilterSchema), async (c) => {
    const data = await cancellations.list(c.req.valid('json'));
    return c.json(toDto(CancellationListAnswerSchema, { data }));
  });
}
