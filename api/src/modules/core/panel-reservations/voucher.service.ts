import { hasAnyPolicy } from 'shared-contracts/access';
import type { Locale } from 'shared-contracts/constants';
import { Policy, ReservationStatus } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { tenantScopeOf } from '../../../lib/tenancy';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { PanelCaller, PanelReservationsPanelService } from './panel-reservations.service';
import { visibilityOf } from './panel-reservations.service';

/**
 * A booking's PDF voucher from the back office (spec 002 §7.15 "attachment link", ADR 0020). Who may is the re-send's:
 * the caller must see the booking (ADR 0016; else 404); a partner who sees it only through its sites needs
 * PARTNER_SEND_BOOKING_CONFIRM_MAIL (else 403). Only a confirmed booking has a voucher (else 409).
 */
export interface VoucherService {
  voucher(caller: PanelCaller, reservationId: number, locale?: Locale): Promise<{ bookingNumber: string; pdf: Buffer }>;
}

interface Deps {
  db: Db;
  catalogue: Pick<CatalogueService, 'bookedServices'>;
  reservations: Pick<PanelReservationsPanelService, 'details'>;
}

export function createVoucherService({ db, catalogue, reservations: panel }: Deps): VoucherService {
  return {
    async voucher(caller, reservationId, locale) {
      const details = await panel.details(caller, { id: reservationId }, locale);
      if (tenantScopeOf(caller).kind !== 'all') {
        const view = await visibilityOf(db, caller);
        const supplies = view.kind === 'some' && view.serviceIds.includes(details.service.id);
        if (!supplies && !hasAnyPolicy(caller, [Policy.PARTNER_SEND_BOOKING_CONFIRM_MAIL])) {
          throw new HttpError('FORBIDDEN', { message: 'You may see this booking, but its voucher from your sites needs the "send booking confirmation mail" permission.' });
        }
      }
      if (details.status !== ReservationStatus.CONFIRM || !details.booking_number) throw new HttpError('CONFLICT', { message: 'errors.voucherNotConfirmed' });
      const service = (await catalogue.bookedServices([details.service.id])).get(details.service.id);
      // pdfkit and its fonts load on the first voucher, not with every process that never prints one.
      const { renderVoucher } = await import('./voucher.pdf');
      const pdf = await renderVoucher(
        {
          bookingNumber: details.booking_number,
          code: details.ref,
          service: details.service.name,
          date: details.start_date ?? '',
          endDate: details.end_date,
          time: details.start_time,
          timeZone: details.time_zone,
          tickets: (details.tickets?.lines ?? []).map((line) => `${line.name} × ${line.count}`),
          rooms: details.rooms.map((room) => `${room.room_type} / ${room.rate_plan} × ${room.rooms}`),
          guests: details.guests,
          payer: details.payer ? `${details.payer.name} <${details.payer.email}>` : null,
          supplier: service?.supplier?.name ?? null,
        },
        locale,
      );
      return { bookingNumber: details.booking_number, pdf };
    },
  };
}
