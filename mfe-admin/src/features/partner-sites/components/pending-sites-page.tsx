import { useState } from 'react';
import { ADMIN_MANIFEST } from 'shared-contracts/manifests';
import type { PartnerSite } from 'shared-contracts/sites';
import { SITE_LIMITS } from 'shared-contracts/sites';
import { useCataloguePart, useIntl, usePageMeta, useT } from 'shared-runtime/session';
import { Alert, Button, EmptyState, ErrorPanel, Field, Heading, HStack, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { Table, Textarea, useConfirmController } from 'shared-ui/panel-kit';
import { ADMIN_PART } from '../../../lib/catalogue';
import { approveSite, rejectSite, usePendingSites } from '../api/partner-sites';

const PAGE = ADMIN_MANIFEST.pages['admin.partnerSite.pending'];

type Outcome = { status: 'success' | 'error'; text: string };

/**
 * admin/partner-site/pending (issue 15 §1, ADR 0025): the sites waiting for approval, oldest first. Approving (after
 * a confirmation) puts a site live at once; sending one back asks for the reason its owner will read. A site another
 * administrator decided on meanwhile answers with the API's message, and the list is read again.
 */
export function PendingSitesPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  const intl = useIntl();
  useCataloguePart(ADMIN_PART);
  usePageMeta({ title: PAGE.title, breadcrumbs: [...breadcrumbs, { label: PAGE.title }] });
  const pending = usePendingSites();
  const { confirm, dialog } = useConfirmController();
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sendingBack, setSendingBack] = useState<PartnerSite | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  async function decide(site: PartnerSite, action: () => Promise<unknown>, done: string) {
    setBusy(site.id);
    setOutcome(null);
    try {
      await action();
      setOutcome({ status: 'success', text: done });
      setSendingBack(null);
    } catch (error) {
      setOutcome({ status: 'error', text: error instanceof Error && error.message ? error.message : t('admin.sites.failed') });
    } finally {
      setBusy(null);
      await pending.mutate();
    }
  }

  async function approve(site: PartnerSite) {
    const yes = await confirm({
      title: t('admin.sites.approve.title', { name: site.name }),
      message: t('admin.sites.approve.message', { subDomain: site.sub_domain }),
      confirmLabel: t('admin.sites.approve.confirm'),
    });
    if (yes) await decide(site, () => approveSite(site.id), t('admin.sites.approved', { name: site.name }));
  }

  async function sendBack() {
    if (!sendingBack) return;
    const text = reason.trim();
    setReasonError(text ? null : t('admin.sites.reasonRequired'));
    if (!text) return;
    await decide(sendingBack, () => rejectSite(sendingBack.id, text), t('admin.sites.sentBack', { name: sendingBack.name }));
    setReason('');
  }

  const sites = pending.data ?? [];
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(PAGE.title)}
        </Heading>
        <Text color="fg.muted">{t('admin.sites.intro')}</Text>
      </Stack>
      {outcome ? (
        <Alert.Root status={outcome.status} role={outcome.status === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Title>{outcome.text}</Alert.Title>
        </Alert.Root>
      ) : null}
      {pending.error ? (
        <ErrorPanel message={t('admin.sites.loadError')} onRetry={() => void pending.mutate()} />
      ) : !pending.data ? (
        <LoadingState label={t('admin.sites.loading')} />
      ) : sites.length === 0 ? (
        <EmptyState title={t('admin.sites.none')} description={t('admin.sites.noneHint')} />
      ) : (
        <Table.Root size="sm" aria-label={t('admin.sites.table')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.sites.column.site')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.sites.column.address')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.sites.column.languages')}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {sites.map((site) => (
              <Table.Row key={site.id}>
                <Table.Cell>
                  <Text fontWeight="medium">{site.name}</Text>
                  {site.general_settings.company_name ? (
                    <Text fontSize="sm" color="fg.muted">
                      {site.general_settings.company_name}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  <Text>{site.sub_domain}</Text>
                  {site.domain ? (
                    <Text fontSize="sm" color="fg.muted">
                      {site.domain}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  {intl.formatList(site.general_settings.language.enabled_language.map((code) => intl.formatDisplayName(code, { type: 'language' }) ?? code))}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <HStack justify="flex-end" gap="2">
                    <Button size="sm" onClick={() => void approve(site)} loading={busy === site.id} aria-label={t('admin.sites.approveOne', { name: site.name })}>
                      {t('admin.sites.approveShort')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy === site.id}
                      onClick={() => {
                        setSendingBack(site);
                        setReason('');
                        setReasonError(null);
                      }}
                      aria-label={t('admin.sites.sendBackOne', { name: site.name })}
                    >
                      {t('admin.sites.sendBackShort')}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {sendingBack ? (
        <Stack as="section" aria-label={t('admin.sites.sendBackOne', { name: sendingBack.name })} gap="3" borderWidth="1px" borderRadius="md" p="4" maxW="2xl">
          <Heading as="h2" size="md">
            {t('admin.sites.sendBackOne', { name: sendingBack.name })}
          </Heading>
          <Field.Root invalid={reasonError !== null} required>
            <Field.Label>{t('admin.sites.reason')}</Field.Label>
            <Textarea value={reason} maxLength={SITE_LIMITS.rejectReason} onChange={(event) => setReason(event.target.value)} />
            <Field.HelperText>{t('admin.sites.reasonHelp')}</Field.HelperText>
            {reasonError ? <Field.ErrorText>{reasonError}</Field.ErrorText> : null}
          </Field.Root>
          <HStack gap="2">
            <Button onClick={() => void sendBack()} loading={busy === sendingBack.id}>
              {t('admin.sites.sendBackConfirm')}
            </Button>
            <Button variant="ghost" onClick={() => setSendingBack(null)}>
              {t('admin.sites.cancel')}
            </Button>
          </HStack>
        </Stack>
      ) : null}
      {dialog}
    </Stack>
  );
}
