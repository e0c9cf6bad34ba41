import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { formatDisplayDate, formatIsoDate, toDateTime } from 'shared-contracts/dates';
import type { Departure } from 'shared-contracts/tour-manage';
import { useLocale, useT } from 'shared-runtime/session';
import { Badge, Box, ErrorPanel, Heading, LoadingState, Stack, Text } from 'shared-ui';
import { DataTable, DateRangePicker, isValidDateRange, useServerTable, type DateRange } from 'shared-ui/panel-kit';
import { getAllotments } from '../api/get-allotments';
import { useOptions } from '../api/get-options';
import { isTourKey } from '../api/keys';
import { SLOT_STATUS_LABELS } from '../lib/labels';
import { localPage } from '../lib/local-page';
import { failureText } from '../../../lib/failure';
import { DepartureForm } from './departure-form';
import { ScheduleForm } from './schedule-form';

export interface DeparturesPanelProps {
  tourId: number;
  optionId: number;
}

/**
 * One option's departures: a schedule that makes them over a date range, the departures of a range the supplier
 * picks (the next 30 days at first, as the API answers without one), and one departure's seats and sale status.
 * Dates and times are the activity's own (its time zone, which the API names).
 */
export function DeparturesPanel({ tourId, optionId }: DeparturesPanelProps) {
  const t = useT();
  const [locale] = useLocale();
  const { mutate } = useSWRConfig();
  const heading = useRef<HTMLHeadingElement>(null);
  const options = useOptions(tourId);
  const option = options.data?.find((each) => each.id === optionId);
  // null: the API's default range (today and the next 30 days, in the activity's time zone).
  const [range, setRange] = useState<DateRange | null>(null);
  const [typed, setTyped] = useState<DateRange | null>(null);
  const [timeZone, setTimeZone] = useState<string | null>(null);
  const [changing, setChanging] = useState<Departure | null>(null);
  const [notice, setNotice] = useState('');

  useEffect(() => heading.current?.focus(), []);

  const table = useServerTable<Departure>({
    // The range is part of the key: each range is its own read. No column can be hidden, so no choice is stored.
    key: `supplier-tour-departures-${tourId}-${optionId}-${range ? `${range.start}_${range.end}` : 'next'}`,
    paging: 'page',
    pageSize: 50,
    fetcher: async (request) => {
      const answer = await getAllotments(tourId, { optionId, ...(range ? { start: range.start, end: range.end } : {}) });
      setTimeZone(answer.time_zone);
      return localPage(answer.departures, request, (d) => `${d.date} ${d.start_time}`);
    },
  });

  if (options.error) {
    return <ErrorPanel message={failureText(options.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void options.mutate()} />;
  }
  if (!options.data) return <LoadingState label={t('supplier.tourManage.departures.loading')} />;
  if (!option) return <Text color="fg.muted">{t('supplier.tourManage.departures.optionGone')}</Text>;

  const today = timeZone ? dayIn(timeZone, 0) : null;
  const shown = typed ?? range ?? (timeZone ? { start: dayIn(timeZone, 0), end: dayIn(timeZone, 30) } : { start: '', end: '' });
  const pickRange = (next: DateRange) => {
    setTyped(next);
    if (isValidDateRange(next)) setRange(next);
  };
  const afterChange = () => {
    void table.refresh();
    void mutate(isTourKey(tourId));
  };

  return (
    <Stack as="section" aria-labelledby="departures-title" gap="5" borderTopWidth="1px" pt="5">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="departures-title" ref={heading} tabIndex={-1}>
          {t('supplier.tourManage.departures.title', { name: option.name })}
        </Heading>
        {timeZone ? <Text color="fg.muted">{t('supplier.tourManage.departures.timeZone', { zone: timeZone })}</Text> : null}
      </Stack>
      <Box role="status" aria-live="polite" color="fg.success">
        {notice}
      </Box>

      {today && timeZone ? (
        <ScheduleForm
          tourId={tourId}
          optionId={optionId}
          optionName={option.name}
          today={today}
          defaultEnd={dayIn(timeZone, 30)}
          onScheduled={(result, scheduled) => {
            setNotice(t('supplier.tourManage.schedule.done', result));
            setTyped(null);
            setRange(scheduled);
            afterChange();
          }}
        />
      ) : null}

      <Stack as="section" aria-labelledby="departures-list-title" gap="3">
        <Heading as="h3" size="md" id="departures-list-title">
          {t('supplier.tourManage.departures.listTitle')}
        </Heading>
        <DateRangePicker label={t('supplier.tourManage.departures.range')} value={shown} onChange={pickRange} />
        <DataTable
          table={table}
          label={t('supplier.tourManage.departures.tableLabel', { name: option.name })}
          searchable={false}
          rowKey={(d) => d.id}
          rowLabel={(d) => t('supplier.tourManage.departures.rowName', { date: formatDisplayDate(d.date, { locale }), time: d.start_time })}
          columns={[
            { key: 'date', header: t('supplier.tourManage.departures.date'), hideable: false, cell: (d) => formatDisplayDate(d.date, { locale }) },
            { key: 'time', header: t('supplier.tourManage.departures.time'), hideable: false, cell: (d) => d.start_time },
            { key: 'allotment', header: t('supplier.tourManage.departures.allotment'), hideable: false, align: 'end', cell: (d) => d.allotment },
            { key: 'sold', header: t('supplier.tourManage.departures.sold'), hideable: false, align: 'end', cell: (d) => d.sold },
            { key: 'remaining', header: t('supplier.tourManage.departures.remaining'), hideable: false, align: 'end', cell: (d) => d.remaining },
            {
              key: 'status',
              header: t('common.status'),
              hideable: false,
              cell: (d) => <Badge colorPalette={d.status === 1 ? 'green' : 'gray'}>{t(SLOT_STATUS_LABELS[d.status])}</Badge>,
            },
          ]}
          rowActions={(d) => [
            {
              id: 'change',
              label: t('supplier.tourManage.departures.change'),
              run: () => {
                setNotice('');
                setChanging(d);
              },
            },
          ]}
          empty={{ title: t('supplier.tourManage.departures.emptyTitle'), description: t('supplier.tourManage.departures.emptyText') }}
        />
      </Stack>

      {changing ? (
        <DepartureForm
          key={changing.id}
          tourId={tourId}
          departure={changing}
          onSaved={(saved) => {
            setChanging(null);
            setNotice(
              t('supplier.tourManage.departure.saved', {
                date: formatDisplayDate(saved.date, { locale }),
                time: saved.start_time,
                allotment: saved.allotment,
              }),
            );
            afterChange();
          }}
          onClose={() => setChanging(null)}
        />
      ) : null}
    </Stack>
  );
}

/** The day `offset` days from today in `zone`, YYYY-MM-DD. */
function dayIn(zone: string, offset: number): string {
  return formatIsoDate(toDateTime(new Date(), zone).plus({ days: offset }), zone);
}
