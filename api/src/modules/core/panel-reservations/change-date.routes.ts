import { Hono } from 'hono';
import { IdParamSchema } from 'shared-contracts/common';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import {
  ChangeDateAnswerSchema,
  ChangeDateBodySchema,
  ChangeDateOptionsAnswerSchema,
  ChangeDateQueryBodySchema,
  EmptyDatesAnswerSchema,
} from 'shared-contracts/panel-reservation-actions';
import { api } from 'shared-contracts/paths';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import { pageRequirements } from '../cancellation-policies/cancellation-policies.routes';
import type { ChangeDateService } from './change-date.service';

/**
 * Moving an activity booking to another departure (spec 002 §7.15, issue 14 §1, ADR 0020): the reservations pages'
 * access; which bookings each caller may move is the service's (404 not visible, 403 a partner).
 */
export function changeDateRoutes({ changes }: { changes: ChangeDateService }) {
  const page = access.panel(pageRequirements(SUPPLIER_MANIFEST.pages['supplier.reservations.list'].access));
  const paths = api.panelReservationActions;
  return new Hono<AuthedEnv>()
    .post(paths.emptyDates.pattern, page, validate('param', IdParamSchema), validate('json', ChangeDateQueryBodySchema), async (c) => {
      const data = await changes.emptyDates(c.get('user'), c.req.valid('param').id, c.req.valid('json'));
      return c.json(toDto(EmptyDatesAnswerSchema, { data }));
    })
    .post(paths.options.pattern, page, validate('param', IdParamSchema), validate('json', ChangeDateQueryBodySchema), async (c) => {
      const data = await changes.options(c.get('user'), c.req.valid('param').id, c.req.valid('json'));
      return c.json(toDto(ChangeDateOptionsAnswerSchema, { data }));
    })
    .post(paths.changeDate.pattern, page, validate('param', IdParamSchema), validate('json', ChangeDateBodySchema), async (c) => {
      const data = await changes.change(c.get('user'), c.req.valid('param').id, c.req.valid('json'));
      return c.json(toDto(ChangeDateAnswerSchema, { data }));
    });
}
