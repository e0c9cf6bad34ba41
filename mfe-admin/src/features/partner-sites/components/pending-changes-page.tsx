import { useEffect, useId, useRef, useState } from 'react';
import { ADMIN_MANIFEST } from 'shared-contracts/manifests';
import type { HeldSiteField, SiteChange } from 'shared-contracts/sites';
import { SITE_LIMITS } from 'shared-contracts/sites';
import { useCataloguePart, useIntl, usePageMeta, useT } from 'shared-runtime/session';
import { Alert, Button, EmptyState, ErrorPanel, Field, Heading, HStack, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { Table, Textarea, useConfirmController } from 'shared-ui/panel-kit';
import { ADMIN_PART } from '../../../lib/catalogue';
import { approveSiteChange, rejectSiteChange, usePendingSiteChanges } from '../api/partner-sites';

const PAGE = ADMIN_MANIFEST.pages['admin.partnerSite.pendingChange'];

const FIELD_LABEL = {
  sub_domain: 'admin.siteChanges.field.subDomain',
  domain: 'admin.siteChanges.field.domain',
  merchant_of_record: 'admin.siteChanges.field.merchantOfRecord',
} as const satisfies Record<HeldSiteField, string>;

type Outcome = { status: 'success' | 'error'; text: string };

/**
 * admin/partner-site/pending-change (issue 15 §1, ADR 0026): the requests to change a live site's sub-domain or custom
 * domain, oldest first, each with its diff. Approving (after a confirmation) moves the site to the asked-for address;
 * rejecting asks for the reason its owner will read. A request another administrator decided on, or an address
 * another site took meanwhile, answers with the API's message, and the list is read again.
 */
export function PendingChangesPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(ADMIN_PART);
  usePageMeta({ title: PAGE.title, breadcrumbs: [...breadcrumbs, { label: PAGE.title }] });
  const pending = usePendingSiteChanges();
  const { confirm, dialog } = useConfirmController();
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  async function decide(change: SiteChange, action: () => Promise<unknown>, done: string) {
    setBusy(change.id);
    setOutcome(null);
    let decided = false;
    try {
      await action();
      decided = true;
      setOutcome({ status: 'success', text: done });
      setRejecting(null);
      setReason('');
    } catch (error) {
      setOutcome({ status: 'error', text: error instanceof Error && error.message ? error.message : t('admin.siteChanges.failed') });
    } finally {
      setBusy(null);
      // A decided request leaves the list at once; the list is read again either way (another administrator may have decided meanwhile).
      if (decided) await pending.mutate((list) => list?.filter((each) => each.id !== change.id), { revalidate: true });
      else await pending.mutate();
    }
  }

  async function approve(change: SiteChange) {
    const yes = await confirm({
      title: t('admin.siteChanges.approve.title', { name: change.site_name }),
      message: t('admin.siteChanges.approve.message'),
      confirmLabel: t('admin.siteChanges.approve.confirm'),
    });
    if (yes) await decide(change, () => approveSiteChange(change.id), t('admin.siteChanges.approved', { name: change.site_name }));
  }

  async function reject(change: SiteChange) {
    const text = reason.trim();
    setReasonError(text ? null : t('admin.siteChanges.reasonRequired'));
    if (!text) return;
    await decide(change, () => rejectSiteChange(change.id, text), t('admin.siteChanges.rejected', { name: change.site_name }));
  }

  const changes = pending.data ?? [];
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(PAGE.title)}
        </Heading>
        <Text color="fg.muted">{t('admin.siteChanges.intro')}</Text>
      </Stack>
      {outcome ? (
        <Alert.Root status={outcome.status} role={outcome.status === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Title>{outcome.text}</Alert.Title>
        </Alert.Root>
      ) : null}
      {pending.error ? (
        <ErrorPanel message={t('admin.siteChanges.loadError')} onRetry={() => void pending.mutate()} />
      ) : !pending.data ? (
        <LoadingState label={t('admin.siteChanges.loading')} />
      ) : changes.length === 0 ? (
        <EmptyState title={t('admin.siteChanges.none')} description={t('admin.siteChanges.noneHint')} />
      ) : (
        <Stack as="ul" gap="4" m="0" p="0" listStyleType="none" aria-label={t('admin.siteChanges.list')}>
          {changes.map((change) => (
            <ChangeItem
              key={change.id}
              change={change}
              busy={busy === change.id}
              rejecting={rejecting === change.id}
              reason={reason}
              reasonError={reasonError}
              onApprove={() => void approve(change)}
              onStartReject={() => {
                setRejecting(change.id);
                setReason('');
                setReasonError(null);
              }}
              onReasonChange={setReason}
              onReject={() => void reject(change)}
              onCancelReject={() => setRejecting(null)}
            />
          ))}
        </Stack>
      )}
      {dialog}
    </Stack>
  );
}

interface ChangeItemProps {
  change: SiteChange;
  busy: boolean;
  rejecting: boolean;
  reason: string;
  reasonError: string | null;
  onApprove: () => void;
  onStartReject: () => void;
  onReasonChange: (reason: string) => void;
  onReject: () => void;
  onCancelReject: () => void;
}

/** One request: the site, when it was asked, the diff (a table: what the site has now, what was asked for), and the decision. */
function ChangeItem({ change, busy, rejecting, reason, reasonError, onApprove, onStartReject, onReasonChange, onReject, onCancelReject }: ChangeItemProps) {
  const t = useT();
  const intl = useIntl();
  const headingId = useId();
  const rejectButton = useRef<HTMLButtonElement>(null);
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  const name = change.site_name;

  const backToRejectButton = useRef(false);

  // The reason form opens right under the diff and the keyboard goes there with it; Cancel brings it back to Reject.
  useEffect(() => {
    if (rejecting) reasonBox.current?.focus();
    else if (backToRejectButton.current) rejectButton.current?.focus();
    backToRejectButton.current = false;
  }, [rejecting]);

  const value = (text: string | null, kind: 'old' | 'new') =>
    text === null ? (
      <Text as="span" fontStyle="italic" color="fg.muted">
        {t('admin.siteChanges.noValue')}
      </Text>
    ) : kind === 'old' ? (
      <Text as="del" color="fg.muted" wordBreak="break-all">
        {text}
      </Text>
    ) : (
      <Text as="ins" textDecoration="none" fontWeight="semibold" color="fg.success" wordBreak="break-all">
        {text}
      </Text>
    );

  return (
    <Stack as="li" gap="3" borderWidth="1px" borderRadius="md" p="4" aria-labelledby={headingId}>
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="0.5">
          <Heading as="h2" size="md" id={headingId}>
            {name}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('admin.siteChanges.asked', { date: intl.formatDate(change.created_at, { dateStyle: 'medium', timeStyle: 'short' }) })}
          </Text>
        </Stack>
        <HStack gap="2">
          <Button size="sm" onClick={onApprove} loading={busy && !rejecting} disabled={busy} aria-label={t('admin.siteChanges.approveOne', { name })}>
            {t('admin.siteChanges.approveShort')}
          </Button>
          <Button
            ref={rejectButton}
            size="sm"
            variant="outline"
            disabled={busy || rejecting}
            onClick={onStartReject}
            aria-label={t('admin.siteChanges.rejectOne', { name })}
          >
            {t('admin.siteChanges.rejectShort')}
          </Button>
        </HStack>
      </HStack>
      <Table.Root size="sm" variant="outline" aria-label={t('admin.siteChanges.table', { name })}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('admin.siteChanges.column.field')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('admin.siteChanges.column.now')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('admin.siteChanges.column.asked')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {change.fields.map((each) => (
            <Table.Row key={each.field}>
              <Table.Cell as="th" scope="row" fontWeight="medium" textAlign="start">
                {t(FIELD_LABEL[each.field])}
              </Table.Cell>
              <Table.Cell>{value(each.from, 'old')}</Table.Cell>
              <Table.Cell>{value(each.to, 'new')}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {rejecting ? (
        <Stack as="section" aria-label={t('admin.siteChanges.rejectOne', { name })} gap="3" borderTopWidth="1px" pt="3" maxW="2xl">
          <Heading as="h3" size="sm">
            {t('admin.siteChanges.rejectOne', { name })}
          </Heading>
          <Field.Root invalid={reasonError !== null} required>
            <Field.Label>{t('admin.siteChanges.reason')}</Field.Label>
            <Textarea ref={reasonBox} value={reason} maxLength={SITE_LIMITS.rejectReason} onChange={(event) => onReasonChange(event.target.value)} />
            <Field.HelperText>{t('admin.siteChanges.reasonHelp')}</Field.HelperText>
            {reasonError ? <Field.ErrorText>{reasonError}</Field.ErrorText> : null}
          </Field.Root>
          <HStack gap="2">
            <Button onClick={onReject} loading={busy}>
              {t('admin.siteChanges.rejectConfirm')}
            </Button>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                backToRejectButton.current = true;
                onCancelReject();
              }}
            >
              {t('admin.siteChanges.cancel')}
            </Button>
          </HStack>
        </Stack>
      ) : null}
    </Stack>
  );
}
