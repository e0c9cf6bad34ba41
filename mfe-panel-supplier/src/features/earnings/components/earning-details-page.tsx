import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import type { EarningLine, PayeeParty } from 'shared-contracts/earnings';
import { hrefFor, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import type { MessageId } from 'shared-contracts/messages';
import { useCataloguePart, useIntl, useMoney, usePageMeta, useT } from 'shared-runtime/session';
import { Badge, HStack, Link, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { DetailsField, DetailsFrame, type DetailsFieldProps } from 'shared-ui/panel-kit';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { EARNINGS_PART } from '../../../lib/catalogue';
import { failureText } from '../../../lib/failure';
import { useEarningLine } from '../api/earnings';
import { EARNINGS_PAGES, STATUS_LABEL, STATUS_PALETTE } from './earnings-page';
import { ReceiptButton } from './receipt-button';

/** A line's value, a group named by its label. */
const Field = (props: Omit<DetailsFieldProps, 'group'>) => <DetailsField {...props} group />;

/** What made the line: `confirm`, `cancellation:<id>` or `refund:<id>` (ADR 0017). */
function sourceText(source: string): { id: MessageId; ref?: string } {
  const [kind, ref] = source.split(':', 2);
  if (kind === 'cancellation') return { id: 'supplier.earnings.details.source.cancellation', ref };
  if (kind === 'refund') return { id: 'supplier.earnings.details.source.refund', ref };
  return { id: 'supplier.earnings.details.source.confirm' };
}

/** npanel/supplier-earnings/{supplierEarningId} (issue 14 §3): one line of the supplier's ledger. */
export const SupplierEarningDetailsPage = (props: AreaPageProps) => <EarningDetailsPage party="supplier" {...props} />;
/** npanel/partner-earnings/{partnerEarningId}: one line of the partner's ledger (ADR 0018). */
export const PartnerEarningDetailsPage = (props: AreaPageProps) => <EarningDetailsPage party="partner" {...props} />;

/**
 * One earnings line the caller may see: the amount and why it exists (a booking's share, or what a cancellation or
 * refund took back), the booking it belongs to, whether it is owed, held back or paid, and the payout with its receipt.
 * Another party's line answers 404, shown as not found.
 */
function EarningDetailsPage({ party, breadcrumbs }: AreaPageProps & { party: PayeeParty }) {
  const t = useT();
  useCataloguePart(EARNINGS_PART);
  const pages = EARNINGS_PAGES[party];
  const params = useParams();
  const lang = params.lang ?? DEFAULT_LOCALE;
  const found = useEarningLine(party, params[pages.param]);
  const line = found.data;
  const heading = line ? t('supplier.earnings.details.heading', { booking: line.booking_number ?? `#${line.reservation_id}` }) : t(SUPPLIER_MANIFEST.pages[pages.details].title);
  usePageMeta({ title: SUPPLIER_MANIFEST.pages[pages.details].title, breadcrumbs: [...breadcrumbs, { label: heading }] });

  return (
    <DetailsFrame
      record={found}
      back={{ to: hrefFor(pages.list, { lang }), label: t('supplier.earnings.details.back') }}
      heading={heading}
      badge={(earning) => <Badge colorPalette={STATUS_PALETTE[earning.status]}>{t(STATUS_LABEL[earning.status])}</Badge>}
      loadingLabel={t('supplier.earnings.details.loading')}
      errorText={(error) => failureText(error, t) ?? t('errors.somethingWentWrong')}
      notFound={{ title: t('supplier.earnings.details.notFound') }}
    >
      {(earning) => <LineFields party={party} line={earning} lang={lang} />}
    </DetailsFrame>
  );
}

function LineFields({ party, line, lang }: { party: PayeeParty; line: EarningLine; lang: string }) {
  const t = useT();
  const intl = useIntl();
  const formatMoney = useMoney();
  const source = sourceText(line.source);
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="l3" p="4">
      <Field label={t('supplier.earnings.column.amount')}>
        <Text fontWeight="semibold">{formatMoney(line.amount)}</Text>
      </Field>
      <Field label={t('supplier.earnings.column.kind')}>{t(line.kind === 'sale' ? 'supplier.earnings.kind.sale' : 'supplier.earnings.kind.reversal')}</Field>
      <Field label={t('supplier.earnings.details.source')}>{t(source.id, { ref: source.ref ?? '' })}</Field>
      <Field label={t('supplier.earnings.column.booking')}>
        <Link asChild>
          <RouterLink to={hrefFor('supplier.reservations.details', { lang, reservationRef: line.reservation_ref })}>{line.booking_number ?? `#${line.reservation_id}`}</RouterLink>
        </Link>
      </Field>
      <Field label={t('supplier.earnings.column.date')}>
        <time dateTime={line.created_at}>{intl.formatDate(line.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
      </Field>
      <Field label={t('supplier.earnings.column.payout')}>
        {line.payout ? (
          <HStack gap="3">
            <Text>{t('supplier.earnings.paidOn', { reference: line.payout.reference, date: intl.formatDate(line.payout.paid_at, { dateStyle: 'medium' }) })}</Text>
            <ReceiptButton party={party} payoutId={line.payout.id} userId={line.party_user_id} reference={line.payout.reference} />
          </HStack>
        ) : (
          <Text color="fg.muted">{t(line.status === 'on_hold' ? 'supplier.earnings.details.heldBack' : 'supplier.earnings.details.notPaidYet')}</Text>
        )}
      </Field>
    </Stack>
  );
}
