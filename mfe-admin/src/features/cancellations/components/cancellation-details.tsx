import { useState } from 'react';
import type { CancellationDetails } from 'shared-contracts/panel-cancellations';
import type { MessageId } from 'shared-runtime/i18n';
import { useIntl, useMoney, useT } from 'shared-runtime/session';
import { Badge, Button, ErrorPanel, Heading, HStack, LoadingState, Stack, Text } from 'shared-ui';
import { useConfirmController } from 'shared-ui/panel-kit';
import { useCancellation } from '../api/get-cancellation';
import { type CancellationAction, resolveCancellation } from '../api/resolve-cancellation';
import { ORIGIN, REFUND_STATUS, STATE } from './labels';

const AUDIT: Record<CancellationDetails['audit'][number]['kind'], MessageId> = {
  requested: 'admin.cancellations.audit.requested',
  refund_failed: 'admin.cancellations.audit.refundFailed',
  refunded: 'admin.cancellations.audit.refunded',
  cancelled: 'admin.cancellations.audit.cancelled',
  refund_retried: 'admin.cancellations.audit.refundRetried',
  confirmed_by_admin: 'admin.cancellations.audit.confirmedByAdmin',
  kept_by_admin: 'admin.cancellations.audit.keptByAdmin',
};

/** The questions each action asks before it acts: each changes money or a guest's booking. */
const QUESTIONS: Record<CancellationAction, { title: MessageId; message: MessageId; confirm: MessageId; destructive: boolean }> = {
  retry: { title: 'admin.cancellations.retry.title', message: 'admin.cancellations.retry.message', confirm: 'admin.cancellations.retry.confirm', destructive: false },
  confirm: { title: 'admin.cancellations.confirm.title', message: 'admin.cancellations.confirm.message', confirm: 'admin.cancellations.confirm.confirm', destructive: true },
  keep: { title: 'admin.cancellations.keep.title', message: 'admin.cancellations.keep.message', confirm: 'admin.cancellations.keep.confirm', destructive: false },
};

/** One cancellation (GET /cancellation/{id}): who, when, why, the refund and its trail, and the administrator's actions. */
export function CancellationDetailsPanel({ id, onChanged, onClose }: { id: number; onChanged: () => void; onClose: () => void }) {
  const t = useT();
  const intl = useIntl();
  const formatMoney = useMoney();
  const details = useCancellation(id);
  const { confirm, dialog } = useConfirmController();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function act(action: CancellationAction) {
    const q = QUESTIONS[action];
    if (!(await confirm({ title: t(q.title), message: t(q.message), confirmLabel: t(q.confirm), destructive: q.destructive }))) return;
    setBusy(true);
    setFailure(null);
    try {
      await details.mutate(await resolveCancellation(id, action), { revalidate: false });
      onChanged();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('admin.cancellations.actionFailed'));
      await details.mutate();
    } finally {
      setBusy(false);
    }
  }

  if (details.error) return <ErrorPanel message={t('admin.cancellations.detailsError')} onRetry={() => void details.mutate()} />;
  const data = details.data;
  if (!data) return <LoadingState label={t('admin.cancellations.loading')} />;
  const title = t('admin.cancellations.detailsTitle', { booking: data.booking_number ?? data.reservation_ref });
  return (
    <Stack as="section" aria-label={title} gap="4" borderWidth="1px" borderRadius="md" p="4">
      <HStack justify="space-between">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('admin.cancellations.close')}
        </Button>
      </HStack>
      <HStack gap="2">
        <Badge colorPalette={STATE[data.state].palette}>{t(STATE[data.state].labelId)}</Badge>
        <Text>{t('admin.cancellations.by', { origin: t(ORIGIN[data.origin]) })}</Text>
      </HStack>
      <Stack gap="1" as="dl">
        <Text>{t('admin.cancellations.reason', { reason: data.reason ?? t('admin.cancellations.missing') })}</Text>
        <Text>{t('admin.cancellations.tier', { percentage: data.policy_tier.refund_percentage })}</Text>
        <Text>
          {t('admin.cancellations.refundLine', { amount: formatMoney(data.refund_amount), status: t(REFUND_STATUS[data.refund_status]) })}
        </Text>
        {data.provider_refund_id ? <Text>{t('admin.cancellations.providerRefund', { id: data.provider_refund_id })}</Text> : null}
        {data.failure_code ? <Text>{t('admin.cancellations.failureCode', { code: data.failure_code })}</Text> : null}
      </Stack>
      <Stack gap="1">
        <Heading as="h3" size="md">
          {t('admin.cancellations.auditTitle')}
        </Heading>
        <Stack as="ol" gap="1" aria-label={t('admin.cancellations.auditTitle')}>
          {data.audit.map((entry, index) => (
            <Text as="li" key={index} listStyleType="none">
              {t('admin.cancellations.auditLine', {
                when: intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' }),
                what: t(AUDIT[entry.kind]),
                detail: entry.text,
              })}
            </Text>
          ))}
        </Stack>
      </Stack>
      {failure ? <ErrorPanel message={failure} /> : null}
      {data.actions.retry_refund || data.actions.resolve ? (
        <HStack gap="3" wrap="wrap">
          {data.actions.retry_refund ? (
            <Button onClick={() => void act('retry')} loading={busy}>
              {t('admin.cancellations.retry.button')}
            </Button>
          ) : null}
          {data.actions.resolve ? (
            <>
              <Button colorPalette="red" onClick={() => void act('confirm')} loading={busy}>
                {t('admin.cancellations.confirm.button')}
              </Button>
              <Button variant="outline" onClick={() => void act('keep')} loading={busy}>
                {t('admin.cancellations.keep.button')}
              </Button>
            </>
          ) : null}
        </HStack>
      ) : null}
      {dialog}
    </Stack>
  );
}
