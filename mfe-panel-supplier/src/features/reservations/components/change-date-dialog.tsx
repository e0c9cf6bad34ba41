import { useState } from 'react';
import { formatDisplayDate } from 'shared-contracts/dates';
import { ReservationStatus } from 'shared-contracts/enums';
import { CHANGE_DATE_REFUSALS, type ChangeDateRefusal } from 'shared-contracts/panel-reservation-actions';
import type { ReservationDetails } from 'shared-contracts/panel-reservations';
import { useLocale, useT } from 'shared-runtime/session';
import { Button, Field, HStack, Input, LoadingState, Stack, Text } from 'shared-ui';
import { ActionDialog } from 'shared-ui/panel-kit';
import useSWR, { useSWRConfig } from 'swr';
import { failureText } from '../../../lib/failure';
import { changeDate, getChangeDateOptions, getEmptyDates } from '../api/change-date';
import { RESERVATIONS_KEY } from '../api/reservations';

const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The refusal reason of a failed move (the API puts it in the issue at path `reason`), when it names one. */
function refusalOf(error: unknown): ChangeDateRefusal | null {
  const issues = (error as { issues?: { path: string; code?: string }[] } | null)?.issues ?? [];
  const code = issues.find((issue) => issue.path === 'reason')?.code;
  return (CHANGE_DATE_REFUSALS as readonly string[]).includes(code ?? '') ? (code as ChangeDateRefusal) : null;
}

/**
 * "Change date" (issue 14 §1, ADR 0020): moves a confirmed activity or event booking to another departure of the same
 * option. Pick a date (or one of the nearby dates with room), pick one of its departures, confirm. The API decides
 * who may (the supplier and administrators; never a partner) and refuses with a reason when the move cannot be made.
 */
export function ChangeDateAction({ details }: { details: ReservationDetails }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const activity = details.service.type === 'activities' || details.service.type === 'events';
  if (!activity || details.tickets === null || details.status !== ReservationStatus.CONFIRM) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('supplier.reservations.changeDate.open')}
      </Button>
      {open ? <ChangeDateDialog details={details} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ChangeDateDialog({ details, onClose }: { details: ReservationDetails; onClose: () => void }) {
  const t = useT();
  const [locale] = useLocale();
  const { mutate } = useSWRConfig();
  const [date, setDate] = useState(details.start_date ?? '');
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const day = isDay(date) ? date : null;
  const nearby = useSWR(day ? [RESERVATIONS_KEY, 'change-date', 'empty', details.id, day] : null, () => getEmptyDates(details.id, day!), SWR_OPTIONS);
  const options = useSWR(day ? [RESERVATIONS_KEY, 'change-date', 'options', details.id, day] : null, () => getChangeDateOptions(details.id, day!), SWR_OPTIONS);
  const title = t('supplier.reservations.changeDate.title', { number: details.booking_number ?? details.ref });

  const pick = (next: string) => {
    setDate(next);
    setChosen(null);
    setFailed(null);
  };

  const move = async () => {
    if (chosen === null) return;
    setBusy(true);
    setFailed(null);
    try {
      await changeDate(details.id, chosen);
      await mutate((key) => Array.isArray(key) && key[0] === RESERVATIONS_KEY);
      onClose();
    } catch (error) {
      const reason = refusalOf(error);
      setFailed(reason ? t(`supplier.reservations.changeDate.refused.${reason}`) : (failureText(error, t) ?? t('errors.somethingWentWrong')));
      // The seats may have changed meanwhile: show the date's departures as they are now.
      void options.mutate();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActionDialog
      open
      title={title}
      onClose={onClose}
      busy={busy}
      error={failed}
      primaryAction={{ label: t('supplier.reservations.changeDate.confirm'), onClick: () => void move(), disabled: chosen === null, loadingText: t('supplier.reservations.changeDate.moving') }}
    >
      <Stack gap="4">
        <Text>{t('supplier.reservations.changeDate.seats', { count: details.tickets?.persons ?? 0 })}</Text>
        <Field.Root maxW="14rem">
          <Field.Label>{t('supplier.reservations.changeDate.date')}</Field.Label>
          <Input type="date" value={date} onChange={(event) => pick(event.target.value)} />
        </Field.Root>

        {nearby.data ? (
          <Stack gap="2">
            <Text fontWeight="medium">{t('supplier.reservations.changeDate.nearby')}</Text>
            {nearby.data.dates.length === 0 ? (
              <Text color="fg.muted">{t('supplier.reservations.changeDate.noNearby')}</Text>
            ) : (
              <HStack gap="2" wrap="wrap">
                {nearby.data.dates.map((free) => (
                  <Button key={free} size="xs" variant={free === day ? 'solid' : 'outline'} onClick={() => pick(free)}>
                    {formatDisplayDate(free, { locale })}
                  </Button>
                ))}
              </HStack>
            )}
          </Stack>
        ) : null}

        {day === null ? null : options.error ? (
          <Text color="fg.error" role="alert">
            {failureText(options.error, t) ?? t('errors.somethingWentWrong')}
          </Text>
        ) : !options.data ? (
          <LoadingState />
        ) : (
          <Stack gap="2" as="fieldset">
            <Text as="legend" fontWeight="medium" mb="2">
              {t('supplier.reservations.changeDate.departures')}
            </Text>
            {options.data.length === 0 ? <Text color="fg.muted">{t('supplier.reservations.changeDate.noDepartures')}</Text> : null}
            {options.data.map((option) => (
              <HStack as="label" key={option.departure_id} gap="2" opacity={option.fits ? 1 : 0.6}>
                <input
                  type="radio"
                  name="departure"
                  value={option.departure_id}
                  checked={chosen === option.departure_id}
                  disabled={!option.fits}
                  onChange={() => setChosen(option.departure_id)}
                />
                <Text as="span">
                  {option.current
                    ? t('supplier.reservations.changeDate.current', { time: option.start_time })
                    : t('supplier.reservations.changeDate.departure', { time: option.start_time, remaining: option.remaining })}
                </Text>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
    </ActionDialog>
  );
}
