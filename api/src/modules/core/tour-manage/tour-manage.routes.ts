import { Hono } from 'hono';
import { IdParamSchema } from 'shared-contracts/common';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { api, BASE_PATHS } from 'shared-contracts/paths';
import {
  AllotmentAnswerSchema,
  AllotmentInputSchema,
  CalendarAnswerSchema,
  CalendarQuerySchema,
  CloneQuerySchema,
  DatesAnswerSchema,
  DatesInputSchema,
  DeletedAnswerSchema,
  ManagedOptionsAnswerSchema,
  ManagedTicketsAnswerSchema,
  OptionFormAnswerSchema,
  OptionInputSchema,
  OptionsWithDatesAnswerSchema,
  OptionsWithDatesInputSchema,
  OptionTicketInputSchema,
  OptionTicketMapAnswerSchema,
  TICKET_CODE_FILE_FIELD,
  TicketCodeDeleteInputSchema,
  TicketCodeListAnswerSchema,
  TicketCodeListInputSchema,
  TicketCodesClearedAnswerSchema,
  TicketCodeUploadAnswerSchema,
  TicketFormAnswerSchema,
  TicketInputSchema,
  TicketsQuerySchema,
  TourAllotmentsAnswerSchema,
  TourAllotmentsQuerySchema,
  TourOptionParamSchema,
  TourTicketParamSchema,
} from 'shared-contracts/tour-manage';
import { HttpError } from '../../../lib/http-error';
import { requestedLocale } from '../../../lib/locale';
import { messageText } from '../../../lib/messages';
import type { BodyTypeDeclaration } from '../../../lib/security';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { TicketCodesService } from './ticket-codes.service';
import type { TourManageService } from './tour-manage.service';

/** The CSV upload is the one call here whose body is not JSON; the app's body-type check lets it through. */
export const TICKET_CODE_BODY_TYPES: readonly BodyTypeDeclaration[] = [api.tourManage.uploadTicketCodes.pattern, `${BASE_PATHS.gateway}${api.tourManage.uploadTicketCodes.pattern}`].map(
  (pattern) => ({ pattern, types: ['multipart/form-data'] }),
);

const fileMissing = () =>
  new HttpError('VALIDATION_FAILED', {
    message: 'errors.badRequest',
    issues: [{ path: TICKET_CODE_FILE_FIELD, message: messageText('errors.tourManage.csvFileRequired'), code: 'errors.tourManage.csvFileRequired' }],
  });

/** The upload's text: UTF-8 only (a spreadsheet's binary or a legacy code page would store garbled codes). */
async function csvText(file: File): Promise<string> {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
    if (!text.includes('\u0000')) return text;
  } catch {
    // Not UTF-8: answered below.
  }
  throw new HttpError('BAD_REQUEST', { message: 'errors.tourManage.csvNotText' });
}

/**
 * An activity's options, tickets, prices, departures and voucher codes (spec 002 §7.8; issue 12 §3 Manage), with
 * the access of the supplier's tour pages (suppliers and administrators, ACTIVITY_MODULE; administrators bypass
 * policies). Every id is read inside the caller's tenant scope: another supplier's answers 404.
 */
export function tourManageRoutes({ tourManage, ticketCodes }: { tourManage: TourManageService; ticketCodes: TicketCodesService }) {
  const { roles, policies } = SUPPLIER_MANIFEST.pages['supplier.tour.manage'].access;
  const manages = access.panel({ roles: [...roles], policies: [...policies] });
  const calendarAccess = SUPPLIER_MANIFEST.pages['supplier.calendar'].access;
  const readsCalendar = access.panel({ roles: [...calendarAccess.roles], policies: [...calendarAccess.policies] });
  const byId = validate('param', IdParamSchema);
  const p = api.tourManage;
  return (
    new Hono<AuthedEnv>()
      /* options */
      .get(p.options.pattern, manages, byId, async (c) => {
        const options = await tourManage.options(c.get('tenant'), c.req.valid('param').id, requestedLocale(c));
        return c.json(toDto(ManagedOptionsAnswerSchema, { data: options }));
      })
      .get(p.option.pattern, manages, validate('param', TourOptionParamSchema), validate('query', CloneQuerySchema), async (c) => {
        const { id, optionId } = c.req.valid('param');
        const option = await tourManage.option(c.get('tenant'), id, optionId, c.req.valid('query').clone === 'true');
        return c.json(toDto(OptionFormAnswerSchema, { data: option }));
      })
      .post(p.saveOption.pattern, manages, byId, validate('json', OptionInputSchema), async (c) => {
        const saved = await tourManage.saveOption(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'));
        return c.json(toDto(OptionFormAnswerSchema, { data: saved.option }), saved.created ? 201 : 200);
      })
      .delete(p.deleteOption.pattern, manages, validate('param', TourOptionParamSchema), async (c) => {
        const { id, optionId } = c.req.valid('param');
        await tourManage.deleteOption(c.get('tenant'), id, optionId);
        return c.json(toDto(DeletedAnswerSchema, { data: { id: optionId } }));
      })
      .post(p.optionsWithDateAllotments.pattern, manages, byId, validate('json', OptionsWithDatesInputSchema), async (c) => {
        const answer = await tourManage.optionsWithDates(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), requestedLocale(c));
        return c.json(toDto(OptionsWithDatesAnswerSchema, { data: answer }));
      })

      /* tickets */
      .get(p.tickets.pattern, manages, byId, validate('query', TicketsQuerySchema), async (c) => {
        const tickets = await tourManage.tickets(c.get('tenant'), c.req.valid('param').id, requestedLocale(c));
        return c.json(toDto(ManagedTicketsAnswerSchema, { data: tickets }));
      })
      .get(p.ticket.pattern, manages, validate('param', TourTicketParamSchema), validate('query', CloneQuerySchema), async (c) => {
        const { id, ticketId } = c.req.valid('param');
        const ticket = await tourManage.ticket(c.get('tenant'), id, ticketId, c.req.valid('query').clone === 'true');
        return c.json(toDto(TicketFormAnswerSchema, { data: ticket }));
      })
      .post(p.saveTicket.pattern, manages, byId, validate('json', TicketInputSchema), async (c) => {
        const saved = await tourManage.saveTicket(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'));
        return c.json(toDto(TicketFormAnswerSchema, { data: saved.ticket }), saved.created ? 201 : 200);
      })
      .delete(p.deleteTicket.pattern, manages, validate('param', TourTicketParamSchema), async (c) => {
        const { id, ticketId } = c.req.valid('param');
        await tourManage.deleteTicket(c.get('tenant'), id, ticketId);
        return c.json(toDto(DeletedAnswerSchema, { data: { id: ticketId } }));
      })

      /* option-ticket prices */
      .get(p.optionTickets.pattern, manages, byId, async (c) => {
        const map = await tourManage.optionTickets(c.get('tenant'), c.req.valid('param').id, requestedLocale(c));
        return c.json(toDto(OptionTicketMapAnswerSchema, { data: map }));
      })
      .post(p.saveOptionTickets.pattern, manages, byId, validate('json', OptionTicketInputSchema), async (c) => {
        const map = await tourManage.saveOptionTickets(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), requestedLocale(c));
        return c.json(toDto(OptionTicketMapAnswerSchema, { data: map }));
      })

      /* departures */
      .get(p.allotments.pattern, manages, byId, validate('query', TourAllotmentsQuerySchema), async (c) => {
        const answer = await tourManage.allotments(c.get('tenant'), c.req.valid('param').id, c.req.valid('query'));
        return c.json(toDto(TourAllotmentsAnswerSchema, { data: answer }));
      })
      .post(p.saveAllotment.pattern, manages, byId, validate('json', AllotmentInputSchema), async (c) => {
        const answer = await tourManage.saveAllotment(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), requestedLocale(c));
        return c.json(toDto(AllotmentAnswerSchema, { data: answer }));
      })
      .get(p.calendar.pattern, readsCalendar, validate('query', CalendarQuerySchema), async (c) => {
        const answer = await tourManage.calendar(c.get('tenant'), c.req.valid('query'), requestedLocale(c));
        return c.json(toDto(CalendarAnswerSchema, { data: answer }));
      })
      .post(p.busyDates.pattern, readsCalendar, byId, validate('json', DatesInputSchema), async (c) => {
        const answer = await tourManage.busyDates(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'));
        return c.json(toDto(DatesAnswerSchema, { data: answer }));
      })
      .post(p.emptyDates.pattern, readsCalendar, byId, validate('json', DatesInputSchema), async (c) => {
        const answer = await tourManage.emptyDates(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'));
        return c.json(toDto(DatesAnswerSchema, { data: answer }));
      })

      /* voucher codes */
      .post(p.ticketCodes.pattern, manages, byId, validate('json', TicketCodeListInputSchema), async (c) => {
        const page = await ticketCodes.list(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'));
        return c.json(toDto(TicketCodeListAnswerSchema, { data: page }));
      })
      .post(p.uploadTicketCodes.pattern, manages, byId, async (c) => {
        let body: Record<string, unknown>;
        try {
          body = await c.req.parseBody();
        } catch {
          throw new HttpError('BAD_REQUEST', { message: 'errors.tourManage.csvFileRequired' });
        }
        const file = body[TICKET_CODE_FILE_FIELD];
        if (!(file instanceof File)) throw fileMissing();
        const answer = await ticketCodes.upload(c.get('tenant'), c.req.valid('param').id, await csvText(file), requestedLocale(c));
        return c.json(toDto(TicketCodeUploadAnswerSchema, { data: answer }));
      })
      .delete(p.clearTicketCodes.pattern, manages, byId, async (c) => {
        const cleared = await ticketCodes.clear(c.get('tenant'), c.req.valid('param').id);
        return c.json(toDto(TicketCodesClearedAnswerSchema, { data: cleared }));
      })
      .delete(p.deleteTicketCode.pattern, manages, byId, validate('json', TicketCodeDeleteInputSchema), async (c) => {
        const { id } = c.req.valid('json');
        await ticketCodes.remove(c.get('tenant'), c.req.valid('param').id, id);
        return c.json(toDto(DeletedAnswerSchema, { data: { id } }));
      })
  );
}
