import { EARNING_PARTIES, type EarningParty, type EarningRates, type EarningShares, reversalTo, splitSale } from 'shared-contracts/earnings-rules';
import type { Db } from '../../../db/client';
import * as repo from './earnings.repo';

/** The source of a reservation's sale lines, and of the reversal lines a cancellation or a refund writes. */
export const SALE_SOURCE = 'confirm';
export const cancellationSource = (cancellationId: number) => `cancellation:${cancellationId}`;
export const refundSource = (refundId: number) => `refund:${refundId}`;

export interface SaleTerms {
  reservationId: number;
  priceMinor: number;
  currency: string;
  supplierUserId: number;
  /** The selling site's owner; without one, the partner's share is nobody's and the rates give it 0. */
  partnerUserId: number | undefined;
  rates: EarningRates;
}

/**
 * Writes a confirmed reservation's sale lines (supplier, partner, platform; shared-contracts/earnings-rules) in the
 * caller's transaction, the confirm's own. A replayed confirm adds nothing (one line per reservation, party, source).
 */
export async function recordSale(tx: Db, terms: SaleTerms, now: Date): Promise<void> {
  const rates = terms.partnerUserId === undefined ? { ...terms.rates, partnerBp: 0 } : terms.rates;
  const shares = splitSale(terms.priceMinor, rates);
  const owners: Record<EarningParty, number | null> = { supplier: terms.supplierUserId, partner: terms.partnerUserId ?? null, platform: null };
  await repo.insertLines(
    tx,
    EARNING_PARTIES.filter((party) => party !== 'partner' || owners.partner !== null).map((party) => ({
      party,
      partyUserId: owners[party],
      reservationId: terms.reservationId,
      kind: 'sale',
      amountMinor: shares[party],
      currency: terms.currency,
      source: SALE_SOURCE,
      createdAt: now,
    })),
  );
}

const sumBy = (lines: repo.EarningLineRow[]): EarningShares => {
  const out: EarningShares = { supplier: 0, partner: 0, platform: 0 };
  for (const l of lines) out[l.party as EarningParty] += l.amountMinor;
  return out;
};

/**
 * Brings the reservation's lines to `keptMinor` (what was paid less every refund) with reversal lines pro rata to
 * its sale, in the caller's transaction, which must hold the reservation's lock (the refund's or cancellation's).
 * Idempotent per `source`: a replayed refund or cancellation writes nothing more. A reservation without sale lines
 * (confirmed before the ledger, never backfilled) is left alone.
 */
export async function reverseTo(tx: Db, reservationId: number, keptMinor: number, source: string, now: Date): Promise<void> {
  if (await repo.hasSource(tx, reservationId, source)) return;
  const lines = await repo.findReservationLines(tx, reservationId);
  const sale = lines.filter((l) => l.kind === 'sale');
  if (sale.length === 0) return;
  const current = sumBy(lines);
  // Refunds only ever take money back: what the parties hold never grows here.
  const kept = Math.max(0, Math.min(keptMinor, current.supplier + current.partner + current.platform));
  const delta = reversalTo(sumBy(sale), current, kept);
  const ownerOf = new Map(sale.map((l) => [l.party, l.partyUserId]));
  await repo.insertLines(
    tx,
    EARNING_PARTIES.filter((party) => delta[party] !== 0).map((party) => ({
      party,
      partyUserId: ownerOf.get(party) ?? null,
      reservationId,
      kind: 'reversal',
      amountMinor: delta[party],
      currency: sale[0]!.currency,
      source,
      createdAt: now,
    })),
  );
}
