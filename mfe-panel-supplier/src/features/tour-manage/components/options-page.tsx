import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ManagedOption, OptionForm as StoredOption } from 'shared-contracts/tour-manage';
import { useLocale, useT } from 'shared-runtime/session';
import { Box, Button, Stack, Text } from 'shared-ui';
import { DataTable, useServerTable } from 'shared-ui/panel-kit';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { useSearchParams } from 'shared-ui/router';
import { deleteOption } from '../api/delete-option';
import { getOption } from '../api/get-option';
import { getOptions } from '../api/get-options';
import { isTourKey } from '../api/keys';
import { localPage } from '../lib/local-page';
import { DeparturesPanel } from './departures-panel';
import { ManageFrame } from './manage-frame';
import { OptionForm, type OptionEditing } from './option-form';

/** The search parameter naming the option whose departures are shown, so the panel can be linked to. */
export const DEPARTURES_PARAM = 'departures';

/**
 * npanel/tour/manage/{id}/options: the activity's options (create, edit, clone, delete) and, for the option chosen,
 * its departures. The manifest has no departures page of its own; a schedule belongs to one option (the API takes
 * it per option), so it lives here, under that option.
 */
export function OptionsPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  return (
    <ManageFrame page="supplier.tour.manage.options" breadcrumbs={breadcrumbs} intro={t('supplier.tourManage.options.intro')}>
      {({ tourId }) => <OptionsBody tourId={tourId} />}
    </ManageFrame>
  );
}

function OptionsBody({ tourId }: { tourId: number }) {
  const t = useT();
  const [locale] = useLocale();
  const { mutate } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<OptionEditing | null>(null);
  const [notice, setNotice] = useState('');
  const shownId = Number(params.get(DEPARTURES_PARAM)) || null;

  const table = useServerTable<ManagedOption>({
    key: `supplier-tour-options-${tourId}`,
    paging: 'page',
    fetcher: async (request) => localPage(await getOptions(tourId), request, (option) => option.name),
  });

  // Counts, prices and the other pages' lists change with an option: they ask again when next shown.
  const changed = () => mutate(isTourKey(tourId));

  const onSaved = (saved: StoredOption, name: string) => {
    setEditing(null);
    setNotice(t('supplier.tourManage.options.saved', { name }));
    void table.refresh();
    void changed();
    if (saved.id !== null && editing?.mode !== 'edit') setParams({ [DEPARTURES_PARAM]: String(saved.id) }, { replace: true });
  };

  const open = (next: OptionEditing) => {
    setNotice('');
    setEditing(next);
  };

  const showDepartures = (option: ManagedOption) => setParams({ [DEPARTURES_PARAM]: String(option.id) });

  return (
    <Stack gap="6">
      <Box role="status" aria-live="polite" color="fg.success">
        {notice}
      </Box>
      {editing ? (
        <OptionForm
          key={editing.mode === 'create' ? 'create' : `${editing.mode}-${editing.option.id ?? 'copy'}`}
          tourId={tourId}
          editing={editing}
          onSaved={onSaved}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DataTable
        table={table}
        label={t('supplier.tourManage.options.tableLabel')}
        searchPlaceholder={t('supplier.tourManage.options.search')}
        rowKey={(option) => option.id}
        rowLabel={(option) => option.name}
        onOpenRow={showDepartures}
        columns={[
          { key: 'name', header: t('supplier.tourManage.options.name'), cell: (option) => option.name, hideable: false },
          {
            key: 'description',
            header: t('supplier.tourManage.options.description'),
            cell: (option) => option.descriptions[locale] ?? option.descriptions.en ?? '',
          },
          {
            key: 'departures',
            header: t('supplier.tourManage.options.departuresColumn'),
            hideable: false,
            cell: (option) => (
              <Button size="xs" variant="outline" aria-pressed={shownId === option.id} onClick={() => showDepartures(option)}>
                {t('supplier.tourManage.options.showDepartures', { name: option.name })}
              </Button>
            ),
          },
        ]}
        rowActions={(option) => [
          {
            id: 'edit',
            label: t('common.edit'),
            run: async () => open({ mode: 'edit', option: await getOption(tourId, option.id) }),
          },
          {
            id: 'clone',
            label: t('supplier.tourManage.options.clone'),
            run: async () => open({ mode: 'clone', option: await getOption(tourId, option.id, true), sourceName: option.name }),
          },
          {
            id: 'delete',
            label: t('common.delete'),
            destructive: true,
            confirm: {
              title: t('supplier.tourManage.options.deleteTitle', { name: option.name }),
              message: t('supplier.tourManage.options.deleteMessage'),
            },
            run: async () => {
              await deleteOption(tourId, option.id);
              setNotice(t('supplier.tourManage.options.deleted', { name: option.name }));
              if (shownId === option.id) setParams({}, { replace: true });
              void changed();
            },
          },
        ]}
        toolbar={
          <Button colorPalette="brand" size="sm" onClick={() => open({ mode: 'create' })}>
            {t('supplier.tourManage.options.add')}
          </Button>
        }
        empty={{
          title: t('supplier.tourManage.options.emptyTitle'),
          description: t('supplier.tourManage.options.emptyText'),
          action: (
            <Button colorPalette="brand" onClick={() => open({ mode: 'create' })}>
              {t('supplier.tourManage.options.addFirst')}
            </Button>
          ),
        }}
      />
      {shownId === null ? (
        table.rows.length > 0 ? (
          <Text color="fg.muted">{t('supplier.tourManage.options.pickForDepartures')}</Text>
        ) : null
      ) : (
        <DeparturesPanel key={shownId} tourId={tourId} optionId={shownId} />
      )}
    </Stack>
  );
}
