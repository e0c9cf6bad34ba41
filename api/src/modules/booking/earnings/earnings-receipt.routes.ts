import { Hono } from 'hono';
import { EARNINGS_LIMITS, OwedSummaryAnswerSchema, PayoutListAnswerSchema, ReceiptParamSchema, type PayeeParty } from 'shared-contracts/earnings';
import { money } from 'shared-contracts/catalogue';
import { Role } from 'shared-contracts/enums';
import { ADMIN_MANIFEST, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { requestedLocale } from '../../../lib/locale';
import { scopeOwnerId } from '../../../lib/tenancy';
import { toDto, validate } from '../../../lib/validation';
import { access, type PanelRequirements } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { CatalogueService } from '../../core/catalogue/catalogue.service';
import type { UsersService } from '../../core/users/users.service';
import * as repo from './earnings-receipt.repo';

const pageRequirements = ({ roles, policies }: PanelRequirements): PanelRequirements => ({ ...(roles ? { roles } : {}), ...(policies ? { policies } : {}) });
const notFound = () => new HttpError('NOT_FOUND', { message: 'The payout was not found.' });

/**
 * GET /{supplier,partner}-earning/pay-out/list: the payee's payouts (administrators: everyone's), newest first.
 * GET /{supplier,partner}-earning/pay-out/owed (administrators): per payee and currency, what a transfer may pay now.
 * GET /{supplier,partner}-earning/pay-out/receipt/{payoutId}/{userId} (spec 002 §7.15, ADR 0023): the payee's PDF
 * receipt of one payout. The payee reads its own (a sub-user its parent's) and administrators every payee's; a payout
 * of someone else, of the other party, or a userId that is not the payout's payee answers 404 like a missing one.
 */
export function earningsReceiptRoutes({ db, users, catalogue }: { db: Db; users: Pick<UsersService, 'currentUser'>; catalogue: Pick<CatalogueService, 'bookedServices'> }) {
  /** Names and e-mails of the payees (the users module's), by id. */
  const payees = async (ids: number[]) => {
    const found = await Promise.all([...new Set(ids)].map((id) => users.currentUser(id)));
    return new Map(found.filter((u) => u !== undefined).map((u) => [u.id, { name: u.name, email: u.email }]));
  };
  const p = api.earnings;
  const supplierReads = access.panel(pageRequirements(SUPPLIER_MANIFEST.pages['supplier.supplierEarnings.list'].access));
  const partnerPage = pageRequirements(SUPPLIER_MANIFEST.pages['supplier.partnerEarnings.list'].access);
  const partnerReads = access.panel({ ...partnerPage, roles: [...(partnerPage.roles ?? []), Role.Admin] });
  const params = validate('param', ReceiptParamSchema);
  const app = new Hono<AuthedEnv>();
  const transfers = {
    supplier: access.panel(pageRequirements(ADMIN_MANIFEST.pages['admin.transfer.supplier'].access)),
    partner: access.panel(pageRequirements(ADMIN_MANIFEST.pages['admin.transfer.partner'].access)),
  };
  for (const [party, reads, call, owedCall, listCall] of [
    ['supplier', supplierReads, p.supplierReceipt, p.supplierOwed, p.supplierPayouts],
    ['partner', partnerReads, p.partnerReceipt, p.partnerOwed, p.partnerPayouts],
  ] as const) {
    // The payee's payouts page: its own payouts (an administrator's: everyone's), newest first.
    app.get(listCall.pattern, reads, async (c) => {
      const rows = await repo.listPayouts(db, party, scopeOwnerId(c.get('tenant')), EARNINGS_LIMITS.payoutsListed);
      const data = rows.map(({ payout, lines }) => ({
        id: payout.id,
        party_user_id: payout.partyUserId,
        amount: money(payout.amountMinor, payout.currency),
        reference: payout.reference,
        paid_at: payout.paidAt.toISOString(),
        lines,
      }));
      return c.json(toDto(PayoutListAnswerSchema, { data }));
    });
    // The administrators' transfer pages: who is owed what, per payee and currency.
    app.get(owedCall.pattern, transfers[party], async (c) => {
      const rows = await repo.owedByPayee(db, party);
      const who = await payees(rows.map((r) => r.partyUserId));
      const data = rows
        .map((r) => ({ party_user_id: r.partyUserId, name: who.get(r.partyUserId)?.name ?? '', email: who.get(r.partyUserId)?.email ?? '', currency: r.currency, owed: money(Number(r.owedMinor), r.currency), lines: r.lines }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.party_user_id - b.party_user_id || a.currency.localeCompare(b.currency));
      return c.json(toDto(OwedSummaryAnswerSchema, { data }));
    });
    app.get(call.pattern, reads, params, async (c) => {
      const { payoutId, userId } = c.req.valid('param');
      const owner = scopeOwnerId(c.get('tenant'));
      if (owner !== undefined && owner !== userId) throw notFound();
      const found = await repo.findPayout(db, party as PayeeParty, payoutId, userId);
      if (!found) throw notFound();
      const lines = await repo.payoutLines(db, payoutId);
      const locale = requestedLocale(c);
      const [who, services] = await Promise.all([payees([userId]), catalogue.bookedServices([...new Set(lines.map((l) => l.serviceId))])]);
      const serviceName = (id: number) => {
        const names = services.get(id)?.names ?? {};
        return names[locale ?? 'en'] ?? names.en ?? Object.values(names)[0] ?? `#${id}`;
      };
      // pdfkit loads on the first receipt, not at start-up.
      const { renderReceipt } = await import('./earnings-receipt.pdf');
      const pdf = await renderReceipt(
        {
          payoutId,
          reference: found.reference,
          paidAt: found.paidAt,
          payee: who.get(userId) ?? { name: '', email: '' },
          currency: found.currency,
          totalMinor: found.amountMinor,
          lines: lines.map((l) => ({ bookingNumber: l.bookingNumber, service: serviceName(l.serviceId), amountMinor: l.amountMinor })),
        },
        locale,
      );
      return new Response(new Uint8Array(pdf), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="payout-${payoutId}.pdf"`,
          'Cache-Control': 'no-store',
        },
      });
    });
  }
  return app;
}
