import { DEFAULT_PLATFORM_COMMISSION_BP } from 'shared-contracts/earnings-rules';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import type { CatalogueService } from '../../core/catalogue/catalogue.service';
import type { SiteFactsService } from '../../core/partner-sites/partner-sites.service';
import type { JobQueue } from '../../system/jobs/jobs.service';
import { BOOKING_CONFIRMED_MAIL_JOB } from '../notifications/notifications.service';
import * as cartRepo from '../cart/cart.repo';
import { recordSale } from '../earnings/earnings.ledger';

/** The confirmation e-mail job's dedupe key: one pending job per payment, however often a confirm is retried. */
export const bookingConfirmedMailDedupeKey = (paymentId: number) => `${BOOKING_CONFIRMED_MAIL_JOB}:${paymentId}`;

export interface ConfirmationDeps {
  queue: JobQueue;
  /** The earnings split: the site's commission and owner, and each service's supplier. */
  sites: Pick<SiteFactsService, 'earningTerms'>;
  catalogue: Pick<CatalogueService, 'serviceSuppliers' | 'serviceCommissions'>;
}

export interface HeldCart {
  cart: cartRepo.CartRow;
  /** The reservations the payment paid for, all HOLD, locked by the caller. */
  held: cartRepo.ReservationRow[];
  /** The PENDING payment, locked by the caller. */
  payment: cartRepo.PaymentRow;
  now: Date;
}

/**
 * Confirms held reservations whose payment is paid, inside the caller's transaction: the payment PAID, every
 * reservation CONFIRM with a booking number, the holds permanent, the cart closed, the earnings lines written and
 * the confirmation e-mail queued. The NOPAY confirm-reservation and the provider settlement both end here, so a
 * paid cart looks the same whichever way it was paid. Any failure throws and the caller's transaction undoes all.
 */
export async function confirmHeldCart(tx: Db, deps: ConfirmationDeps, { cart, held, payment, now }: HeldCart) {
  const paid = await cartRepo.markPaymentPaid(tx, payment.id, now);
  if (!paid) throw new HttpError('CONFLICT', { message: 'The payment is no longer pending.' });
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const confirmed: cartRepo.ReservationRow[] = [];
  for (const r of held) {
    const row = await cartRepo.confirmReservation(tx, r.id, day, now);
    if (!row) throw new Error(`reservation ${r.id} left HOLD under the cart lock`);
    confirmed.push(row);
  }
  await cartRepo.makeHoldsPermanent(tx, confirmed.map((r) => r.id), now);
  await cartRepo.closeCart(tx, cart.id, now);
  await writeEarnings(tx, deps, cart.siteId, confirmed, now);
  await deps.queue.enqueue(BOOKING_CONFIRMED_MAIL_JOB, { payment_id: paid.id }, { tx, dedupeKey: bookingConfirmedMailDedupeKey(paid.id) });
  return { payment: paid, confirmed };
}

/**
 * The ledger's sale lines (ADR 0017), in the confirming transaction: per reservation the supplier's, the site owner's
 * (the site's PARTNER_COMMISSION_PERCENT at confirmation, or the platform default) and the platform's (the service's
 * commission), summing exactly to the price.
 */
export async function writeEarnings(
  tx: Db,
  deps: Pick<ConfirmationDeps, 'sites' | 'catalogue'>,
  siteId: number,
  confirmed: cartRepo.ReservationRow[],
  now: Date,
): Promise<void> {
  if (confirmed.length === 0) return;
  const { commissionBasisPoints: bp, ownerUserId: owner } = await deps.sites.earningTerms(siteId, { tx });
  const suppliers = await deps.catalogue.serviceSuppliers(confirmed.map((r) => r.serviceId), { tx });
  const platform = await deps.catalogue.serviceCommissions(confirmed.map((r) => r.serviceId), { tx });
  for (const r of confirmed) {
    const supplierUserId = suppliers.get(r.serviceId);
    if (supplierUserId === undefined) throw new Error(`reservation ${r.id}: service ${r.serviceId} has no supplier`);
    const rates = { partnerBp: bp, platformBp: platform.get(r.serviceId) ?? DEFAULT_PLATFORM_COMMISSION_BP };
    await recordSale(tx, { reservationId: r.id, priceMinor: r.priceMinor, currency: r.currency, supplierUserId, partnerUserId: owner, rates }, now);
  }
}
