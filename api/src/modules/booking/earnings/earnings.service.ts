import { DateTime } from 'luxon';
import { money } from 'shared-contracts/catalogue';
import type { EarningLine, EarningListQuery, EarningTotals, PayeeParty, Payout } from 'shared-contracts/earnings';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import { messageText } from '../../../lib/messages';
import { scopeOwnerId, type TenantScope } from '../../../lib/tenancy';
import * as repo from './earnings.repo';

export interface EarningsServiceDeps {
  db: Db;
  clock: Clock;
}

/**
 * The earnings ledger's reads and payouts (issue 14 §3, ADR 0017). A supplier or partner reads its own lines (a
 * foreign id answers 404 like a missing one); administrators read all, hold lines back and record payouts.
 */
export interface EarningsService {
  list(party: PayeeParty, scope: TenantScope, query: EarningListQuery): Promise<{ data: EarningLine[]; total: number; page_number: number; limit: number; totals: EarningTotals[] }>;
  byId(party: PayeeParty, scope: TenantScope, id: number): Promise<EarningLine>;
  /** Administrators: hold an unpaid line back from transfers, or release it; a paid line answers 409. */
  setStatus(party: PayeeParty, id: number, status: 'unpaid' | 'on_hold'): Promise<EarningLine>;
  /** Administrators: a payout of one line, now. */
  payNow(party: PayeeParty, id: number, reference: string, recordedBy: number): Promise<Payout>;
  /**
   * Administrators: one payout to `partyUserId` paying exactly `lineIds`, all or nothing. A line already paid refuses
   * the whole transfer (409 errors.earnings.alreadyPaid); a line of another payee, party or currency, or on hold,
   * refuses it too (409 errors.earnings.notTransferable).
   */
  transfer(party: PayeeParty, input: { partyUserId: number; lineIds: number[]; reference: string }, recordedBy: number): Promise<Payout>;
}

const notFound = () => new HttpError('NOT_FOUND', { message: 'The earnings line was not found.' });
const alreadyPaid = () => new HttpError('CONFLICT', { message: 'errors.earnings.alreadyPaid' });
const notTransferable = () => new HttpError('CONFLICT', { message: 'errors.earnings.notTransferable' });

function statusOf(line: repo.EarningLineRow): EarningLine['status'] {
  if (line.payoutId !== null) return 'paid';
  return line.onHold ? 'on_hold' : 'unpaid';
}

function toLine({ line, bookingNumber, reservationRef, payoutReference, payoutPaidAt }: repo.LineView): EarningLine {
  return {
    id: line.id,
    party: line.party as PayeeParty,
    party_user_id: line.partyUserId!,
    reservation_id: line.reservationId,
    reservation_ref: reservationRef,
    booking_number: bookingNumber,
    kind: line.kind as EarningLine['kind'],
    amount: money(line.amountMinor, line.currency),
    source: line.source,
    status: statusOf(line),
    payout: line.payoutId !== null && payoutPaidAt ? { id: line.payoutId, reference: payoutReference ?? '', paid_at: payoutPaidAt.toISOString() } : null,
    created_at: line.createdAt.toISOString(),
  };
}

export function createEarningsService({ db, clock }: EarningsServiceDeps): EarningsService {
  async function read(party: PayeeParty, owner: number | undefined, id: number, tx: Db = db) {
    const found = await repo.findLine(tx, id, party, owner);
    if (!found) throw notFound();
    return toLine(found);
  }

  async function pay(tx: Db, party: PayeeParty, partyUserId: number, lineIds: number[], reference: string, recordedBy: number): Promise<Payout> {
    const lines = await repo.lockLines(tx, lineIds);
    if (lines.length !== lineIds.length) throw notFound();
    if (lines.some((l) => l.payoutId !== null)) throw alreadyPaid();
    const currencies = new Set(lines.map((l) => l.currency));
    if (lines.some((l) => l.party !== party || l.partyUserId !== partyUserId || l.onHold) || currencies.size !== 1) throw notTransferable();
    const amountMinor = lines.reduce((sum, l) => sum + l.amountMinor, 0);
    if (amountMinor <= 0) {
      const code = 'errors.earnings.amountNotPositive';
      throw new HttpError('VALIDATION_FAILED', { message: code, issues: [{ path: 'line_ids', message: messageText(code), code }] });
    }
    const currency = lines[0]!.currency;
    const paidAt = clock.now();
    const payout = await repo.insertPayout(tx, { party, partyUserId, currency, amountMinor, reference, paidAt, recordedByUserId: recordedBy });
    // Locked above, so nobody paid them since; the conditional update still guards the invariant on its own.
    const marked = await repo.markPaid(tx, lineIds, payout.id);
    if (marked.length !== lineIds.length) throw alreadyPaid();
    return {
      id: payout.id,
      party,
      party_user_id: partyUserId,
      amount: money(amountMinor, currency),
      reference,
      paid_at: paidAt.toISOString(),
      line_ids: [...marked].sort((a, b) => a - b),
    };
  }

  return {
    async list(party, scope, query) {
      const owner = scopeOwnerId(scope) ?? query.party_user_id;
      const filter: repo.LineFilter = {
        party,
        ...(owner !== undefined ? { partyUserId: owner } : {}),
        ...(query.status ? { status: query.status } : {}),
        ...(query.currency ? { currency: query.currency } : {}),
        ...(query.reservation_id ? { reservationId: query.reservation_id } : {}),
        ...(query.from ? { from: DateTime.fromISO(query.from, { zone: 'utc' }).toJSDate() } : {}),
        ...(query.to ? { to: DateTime.fromISO(query.to, { zone: 'utc' }).plus({ days: 1 }).toJSDate() } : {}),
      };
      const [rows, sums] = await Promise.all([repo.listLines(db, filter, { offset: (query.page_number - 1) * query.limit, limit: query.limit }), repo.totals(db, filter)]);
      return {
        data: rows.map(toLine),
        total: sums.reduce((n, s) => n + Number(s.lines), 0),
        page_number: query.page_number,
        limit: query.limit,
        totals: sums.map((s) => ({
          currency: s.currency,
          owed: money(Number(s.unpaid) + Number(s.onHold), s.currency),
          on_hold: money(Number(s.onHold), s.currency),
          paid: money(Number(s.paid), s.currency),
        })),
      };
    },

    byId: (party, scope, id) => read(party, scopeOwnerId(scope), id),

    async setStatus(party, id, status) {
      return db.transaction(async (tx) => {
        const updated = await repo.setOnHold(tx, id, party, status === 'on_hold');
        if (!updated) {
          await read(party, undefined, id, tx);
          throw alreadyPaid();
        }
        return read(party, undefined, id, tx);
      });
    },

    async payNow(party, id, reference, recordedBy) {
      return db.transaction(async (tx) => {
        const line = await read(party, undefined, id, tx);
        return pay(tx, party, line.party_user_id, [id], reference, recordedBy);
      });
    },

    async transfer(party, { partyUserId, lineIds, reference }, recordedBy) {
      return db.transaction((tx) => pay(tx, party, partyUserId, lineIds, reference, recordedBy));
    },
  };
}
