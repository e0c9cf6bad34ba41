import { Hono } from 'hono';
import {
  ActivityMonthAnswerSchema,
  ActivityMonthInputSchema,
  BulkCancelInputSchema,
  CheckInAnswerSchema,
  CheckInParamSchema,
  CheckInQuerySchema,
  DayBookingsAnswerSchema,
  DayBookingsInputSchema,
  GuestListAnswerSchema,
  GuestListInputSchema,
  GuestListSummaryAnswerSchema,
  OptionMonthInputSchema,
  WorkflowStatusAnswerSchema,
  WorkflowStatusInputSchema,
} from 'shared-contracts/activity-calendar';
import { IdParamSchema, IdTextSchema } from 'shared-contracts/common';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import * as v from 'shared-contracts/valibot';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import { pageRequirements } from '../cancellation-policies/cancellation-policies.routes';
import type { ActivityCalendarService } from './activity-calendar.service';

/**
 * The activity calendar's calls (spec 002 §7.16): served under the availability and booking families as the spec
 * gives them, by the core module that knows whose activity is whose. Every one asks what the calendar pages ask.
 */
export function activityCalendarRoutes({ calendar }: { calendar: ActivityCalendarService }) {
  const readsCalendar = access.panel(pageRequirements(SUPPLIER_MANIFEST.pages['supplier.calendar'].access));
  const guests = access.panel(pageRequirements(SUPPLIER_MANIFEST.pages['supplier.calendar.guestList'].access));
  const bulkCancels = access.panel(pageRequirements(SUPPLIER_MANIFEST.pages['supplier.calendar.bulkCancellation'].access));
  const idParam = validate('param', IdParamSchema);
  const tourParam = validate('param', v.object({ tourId: IdTextSchema }));
  const p = api.activityCalendar;
  return new Hono<AuthedEnv>()
    .post(p.month.pattern, readsCalendar, validate('json', ActivityMonthInputSchema), async (c) => {
      const data = await calendar.month(c.get('tenant'), c.req.valid('json'), requestedLocale(c));
      return c.json(toDto(ActivityMonthAnswerSchema, { data }));
    })
    .post(p.optionMonth.pattern, readsCalendar, idParam, validate('json', OptionMonthInputSchema), async (c) => {
      const data = await calendar.optionMonth(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), requestedLocale(c));
      return c.json(toDto(ActivityMonthAnswerSchema, { data }));
    })
    .post(p.dayBookings.pattern, readsCalendar, idParam, validate('json', DayBookingsInputSchema), async (c) => {
      const data = await calendar.dayBookings(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), requestedLocale(c));
      return c.json(toDto(DayBookingsAnswerSchema, { data }));
    })
    .post(p.guestList.pattern, guests, tourParam, validate('json', GuestListInputSchema), async (c) => {
      const data = await calendar.guestList(c.get('tenant'), c.req.valid('param').tourId, c.req.valid('json'), requestedLocale(c));
      return c.json(toDto(GuestListAnswerSchema, { data }));
    })
    .post(p.guestListSummary.pattern, guests, tourParam, validate('json', GuestListInputSchema), async (c) => {
      const data = await calendar.guestListSummary(c.get('tenant'), c.req.valid('param').tourId, c.req.valid('json'), requestedLocale(c));
      return c.json(toDto(GuestListSummaryAnswerSchema, { data }));
    })
    .post(p.updateCheckIn.pattern, guests, validate('param', CheckInParamSchema), validate('query', CheckInQuerySchema), async (c) => {
      const data = await calendar.checkIn(c.get('tenant'), c.req.valid('param').id, c.req.valid('query').checkin_status === '1');
      return c.json(toDto(CheckInAnswerSchema, { data }));
    })
    .post(p.bulkCancel.pattern, bulkCancels, validate('json', BulkCancelInputSchema), async (c) => {
      const data = await calendar.bulkCancel(c.get('tenant'), c.req.valid('json'), c.get('user').id);
      return c.json(toDto(WorkflowStatusAnswerSchema, { data }), 202);
    })
    .post(p.workflowStatus.pattern, bulkCancels, validate('json', WorkflowStatusInputSchema), async (c) => {
      const data = await calendar.workflowStatus(c.get('tenant'), c.req.valid('json').workflow_id);
      return c.json(toDto(WorkflowStatusAnswerSchema, { data }));
    });
}
