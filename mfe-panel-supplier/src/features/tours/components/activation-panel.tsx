import { useEffect, useState } from 'react';
import type { Locale } from 'shared-contracts/constants';
import type { GeneralStatus } from 'shared-contracts/enums';
import { TOUR_SELLABLE_PARTS, type TourFull, type TourSellablePart } from 'shared-contracts/tours';
import { useIntl, useMoney, useT } from 'shared-runtime/session';
import { Alert, Badge, Box, Button, Card, Field, Flex, Heading, HStack, Link, List, NativeSelect, Stack, Text } from 'shared-ui';
import { Switch, useConfirm } from 'shared-ui/panel-kit';
import { Link as RouterLink } from 'shared-ui/router';
import { useAtGlance } from '../api/get-at-glance';
import { updateTourPrivacy } from '../api/update-tour-privacy';
import { updateTourStatus } from '../api/update-tour-status';
import { failureStatus, failureText } from '../../../lib/failure';
import { tourHref } from '../lib/hrefs';
import { MISSING_PART } from '../lib/sections';
import { SET_STATUS_LABEL, STATUS_CONSEQUENCE, STATUS_LABEL, STATUS_PALETTE, STATUSES } from '../lib/status';

const isPart = (path: string): path is TourSellablePart => (TOUR_SELLABLE_PARTS as readonly string[]).includes(path);

/** The parts named by an activation refusal (400 VALIDATION_FAILED, each issue's path a part), else null. */
function refusedParts(error: unknown): TourSellablePart[] | null {
  if (failureStatus(error) !== 400) return null;
  const issues = (error as { issues?: { path: string }[] }).issues ?? [];
  const parts = issues.map((issue) => issue.path).filter(isPart);
  return parts.length > 0 ? parts : null;
}

function partHref(lang: string, id: number, part: TourSellablePart): string {
  const { where } = MISSING_PART[part];
  if (where === 'manageTickets') return tourHref.manageTickets(lang, id);
  if (where === 'manageOptions') return tourHref.manageOptions(lang, id);
  return tourHref.edit(lang, id, where);
}

/** What activation still needs, each part a link to the section or Manage page that supplies it. */
function MissingParts({ parts, lang, id }: { parts: readonly TourSellablePart[]; lang: string; id: number }) {
  const t = useT();
  return (
    <List.Root ps="5" gap="1">
      {parts.map((part) => (
        <List.Item key={part}>
          <Link asChild colorPalette="brand" textDecoration="underline">
            <RouterLink to={partHref(lang, id, part)}>{t(MISSING_PART[part].label)}</RouterLink>
          </Link>
          <Text as="span" color="fg.muted">
            {' '}
            {t(MISSING_PART[part].fix)}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

export interface ActivationPanelProps {
  tour: TourFull;
  lang: string;
  locale: Locale;
  /** After a status or privacy change: the page reads the activity again. */
  onChanged: () => Promise<unknown>;
}

/**
 * The activity's status and privacy, and what it has at a glance. Every status change is asked first; Active is
 * given only to a sellable activity (issue 12 §3), and a refusal lists what is missing, each part a link to its fix.
 */
export function ActivationPanel({ tour, lang, locale, onChanged }: ActivationPanelProps) {
  const t = useT();
  const intl = useIntl();
  const formatMoney = useMoney();
  const confirm = useConfirm();
  const glance = useAtGlance(tour.id, locale);
  const [target, setTarget] = useState<GeneralStatus>(tour.status);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; parts: TourSellablePart[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const name = tour.vital_details.name;
  // The status the select offers next follows the saved one (after a change, or a reload).
  useEffect(() => setTarget(tour.status), [tour.status]);

  const run = async (action: () => Promise<unknown>, doneText: string) => {
    setBusy(true);
    setRefusal(null);
    setProblem(null);
    setDone('');
    try {
      await action();
      await Promise.all([onChanged(), glance.mutate()]);
      setDone(doneText);
    } catch (error) {
      const parts = refusedParts(error);
      if (parts) setRefusal({ message: failureText(error, t) ?? '', parts });
      else setProblem(failureText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const changeStatus = async () => {
    const status = target;
    const asked = await confirm({
      title: t('supplier.tours.status.confirm.title', { name, status: t(STATUS_LABEL[status]) }),
      message: t(STATUS_CONSEQUENCE[status]),
      confirmLabel: t(SET_STATUS_LABEL[status]),
    });
    if (!asked) return;
    await run(() => updateTourStatus(tour.id, status), t('supplier.tours.status.changed', { status: t(STATUS_LABEL[status]) }));
  };

  const changePrivacy = async (isPrivate: boolean) => {
    const asked = await confirm({
      title: t(isPrivate ? 'supplier.tours.privacy.confirmPrivateTitle' : 'supplier.tours.privacy.confirmPublicTitle', { name }),
      message: t(isPrivate ? 'supplier.tours.privacy.privateHelp' : 'supplier.tours.privacy.publicHelp'),
      confirmLabel: t(isPrivate ? 'supplier.tours.privacy.makePrivate' : 'supplier.tours.privacy.makePublic'),
    });
    if (!asked) return;
    await run(() => updateTourPrivacy(tour.id, isPrivate), t(isPrivate ? 'supplier.tours.privacy.nowPrivate' : 'supplier.tours.privacy.nowPublic'));
  };

  const data = glance.data;
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <Flex gap="6" wrap="wrap" align="end">
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {t('supplier.tours.status.current')}
            </Text>
            <HStack gap="2">
              <Badge size="lg" colorPalette={STATUS_PALETTE[tour.status]} data-testid="tour-status">
                {t(STATUS_LABEL[tour.status])}
              </Badge>
              {tour.sync_failed ? <Badge colorPalette="red">{t('kit.status.syncFailed')}</Badge> : null}
            </HStack>
          </Stack>
          <HStack gap="2" align="end">
            <Field.Root width="auto">
              <Field.Label>{t('supplier.tours.status.new')}</Field.Label>
              <NativeSelect.Root width="44">
                <NativeSelect.Field value={target} onChange={(event) => setTarget(Number(event.target.value) as GeneralStatus)}>
                  {STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(STATUS_LABEL[status])}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button colorPalette="brand" disabled={target === tour.status} loading={busy} onClick={() => void changeStatus()}>
              {t('supplier.tours.status.change')}
            </Button>
          </HStack>
          <Switch.Root checked={tour.is_private} disabled={busy} onCheckedChange={(details) => void changePrivacy(details.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('supplier.tours.privacy.label')}</Switch.Label>
          </Switch.Root>
        </Flex>

        <Box role="status" aria-live="polite" color="fg.success" fontSize="sm">
          {done}
        </Box>
        {refusal ? (
          <Alert.Root status="error" role="alert" aria-label={t('supplier.tours.activation.refusedLabel')}>
            <Alert.Indicator />
            <Alert.Content gap="2">
              <Alert.Title>{refusal.message || t('supplier.tours.activation.refused')}</Alert.Title>
              <Alert.Description>
                <Stack gap="1">
                  <Text>{t('supplier.tours.activation.fixThese')}</Text>
                  <MissingParts parts={refusal.parts} lang={lang} id={tour.id} />
                </Stack>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {problem ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        ) : null}

        <Stack gap="2">
          <Heading as="h2" size="sm">
            {t('supplier.tours.glance.title')}
          </Heading>
          {glance.error ? (
            <HStack gap="2">
              <Text color="fg.error">{failureText(glance.error, t) ?? t('errors.somethingWentWrong')}</Text>
              <Button size="xs" variant="outline" onClick={() => void glance.mutate()}>
                {t('areas.ui.retry')}
              </Button>
            </HStack>
          ) : !data ? (
            <Text color="fg.muted">{t('supplier.tours.glance.loading')}</Text>
          ) : (
            <Flex as="dl" gap="6" wrap="wrap" fontSize="sm">
              <Fact label={t('supplier.tours.glance.media')} value={intl.formatNumber(data.media)} />
              <Fact label={t('supplier.tours.glance.options')} value={intl.formatNumber(data.options)} />
              <Fact label={t('supplier.tours.glance.tickets')} value={t('supplier.tours.glance.ticketsValue', { priced: data.priced_tickets, total: data.tickets })} />
              <Fact label={t('supplier.tours.glance.departures')} value={intl.formatNumber(data.upcoming_departures)} />
              <Fact
                label={t('supplier.tours.glance.next')}
                value={data.next_departure ? `${intl.formatDate(`${data.next_departure.date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })} ${data.next_departure.start_time}` : '—'}
              />
              <Fact label={t('supplier.tours.glance.seats')} value={intl.formatNumber(data.seats_left_30_days)} />
              <Fact label={t('supplier.tours.glance.price')} value={data.lowest_price ? formatMoney(data.lowest_price) : '—'} />
            </Flex>
          )}
          {tour.sellable.ready ? (
            <Text color="fg.success" fontSize="sm">
              {t('supplier.tours.activation.ready')}
            </Text>
          ) : (
            <Stack gap="1" fontSize="sm" data-testid="sellable-checklist">
              <Text>{t('supplier.tours.activation.notReady')}</Text>
              <MissingParts parts={tour.sellable.missing} lang={lang} id={tour.id} />
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" m="0">
        {value}
      </Text>
    </Stack>
  );
}
