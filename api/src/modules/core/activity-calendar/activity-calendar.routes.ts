import { Hono } from 'hono';
import {
  ActivityMonthAnswerSchema,
  ActivityMonthInputSchema,
  BulkCancelInputSchema,
  CheckInAnswerSchema,
  CheckInParamSchema,
  VoucherCheckInParamSchema,
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
import { VoucherCheckInBodySchema } from 'shared-contracts/panel-reservation-actions';
import { api } from 'shared-contracts/paths';
import * as v from 'shared-contracts/valibot';
import { requestedLocale } from '../../../lib/locale';
import { toDto, toIssues, validate, validationError } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import { pageRequirements } from '../cancellation-policies/cancellation-policies.routes';
import type { ActivityCalendarService } from './activity-calendar.service';

/** A payload checked against its contract schema, inside a handler that takes one of two forms. */
function parsed<T extends v.GenericSchema>(schema: T, value: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw validationError(toIssues(result.issues));
  return result.output;
}

/** The request's JSON body; malformed JSON is the same 400 as a body that fails its schema. */
async function jsonBody(request: { json(): Promise<unknown> }): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw validationError([]);
  }
}

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
    .post(p.updateCheckIn.pattern, guests, async (c) => {
      // Two forms (ADR 0020): the calendar's `?checkin_status=1|0` on a reservation id, or a scanned voucher's JSON
      // `{ voucher_code }` on the reservation id or on the code itself (a scan alone).
      const byVoucher = c.req.query('checkin_status') === undefined && (c.req.header('content-type') ?? '').includes('application/json');
      if (byVoucher) {
        const { id: key } = parsed(VoucherCheckInParamSchema, c.req.param());
        const code = parsed(VoucherCheckInBodySchema, await jsonBody(c.req)).voucher_code;
        const data = await calendar.checkInByVoucher(c.get('tenant'), key, code);
        return c.json(toDto(CheckInAnswerSchema, { data }));
      }
      const { id } = parsed(CheckInParamSchema, c.req.param());
      const data = await calendar.checkIn(c.get('tenant'), id, parsed(CheckInQuerySchema, c.req.query()).checkin_status === '1');
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
