import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ManagedTicket, TicketForm as StoredTicket } from 'shared-contracts/tour-manage';
import { useT } from 'shared-runtime/session';
import { Box, Button, Stack } from 'shared-ui';
import { DataTable, useServerTable } from 'shared-ui/panel-kit';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { deleteTicket } from '../api/delete-ticket';
import { useOptionTickets } from '../api/get-option-tickets';
import { getTicket } from '../api/get-ticket';
import { getTickets } from '../api/get-tickets';
import { isTourKey } from '../api/keys';
import { PRICING_BASIS_LABELS, PRICING_TYPE_LABELS } from '../lib/labels';
import { localPage } from '../lib/local-page';
import { ManageFrame, manageHref } from './manage-frame';
import { PriceMatrix } from './price-matrix';
import { TicketForm, type TicketEditing } from './ticket-form';

/**
 * npanel/tour/manage/{id}/tickets: the activity's tickets (every pricing type, per person or per group; create, edit,
 * clone, delete) and their prices on each option, default and seasonal: the option-ticket mapping, which has no page
 * of its own in the manifest and belongs with the tickets it prices.
 */
export function TicketsPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  return (
    <ManageFrame page="supplier.tour.manage.tickets" breadcrumbs={breadcrumbs} intro={t('supplier.tourManage.tickets.intro')}>
      {({ tourId, lang }) => <TicketsBody tourId={tourId} lang={lang} />}
    </ManageFrame>
  );
}

function TicketsBody({ tourId, lang }: { tourId: number; lang: string }) {
  const t = useT();
  const { mutate } = useSWRConfig();
  const [editing, setEditing] = useState<TicketEditing | null>(null);
  const [notice, setNotice] = useState('');
  const optionCount = useOptionTickets(tourId).data?.options.length;

  const table = useServerTable<ManagedTicket>({
    key: `supplier-tour-tickets-${tourId}`,
    paging: 'page',
    fetcher: async (request) => localPage(await getTickets(tourId), request, (ticket) => `${ticket.name} ${ticket.pricing_type}`),
  });

  const changed = () => mutate(isTourKey(tourId));
  const open = (next: TicketEditing) => {
    setNotice('');
    setEditing(next);
  };
  const onSaved = (_saved: StoredTicket, name: string) => {
    setEditing(null);
    setNotice(t('supplier.tourManage.tickets.saved', { name }));
    void table.refresh();
    void changed();
  };

  const pricedOn = (ticket: ManagedTicket) => new Set(ticket.prices.map((p) => p.option_id)).size;

  return (
    <Stack gap="8">
      <Stack gap="4">
        <Box role="status" aria-live="polite" color="fg.success">
          {notice}
        </Box>
        {editing ? (
          <TicketForm
            key={editing.mode === 'create' ? 'create' : `${editing.mode}-${editing.ticket.id ?? 'copy'}`}
            tourId={tourId}
            editing={editing}
            onSaved={onSaved}
            onClose={() => setEditing(null)}
          />
        ) : null}
        <DataTable
          table={table}
          label={t('supplier.tourManage.tickets.tableLabel')}
          searchPlaceholder={t('supplier.tourManage.tickets.search')}
          rowKey={(ticket) => ticket.id}
          rowLabel={(ticket) => ticket.name}
          columns={[
            { key: 'name', header: t('supplier.tourManage.tickets.name'), hideable: false, cell: (ticket) => ticket.name },
            { key: 'type', header: t('supplier.tourManage.tickets.pricingType'), cell: (ticket) => t(PRICING_TYPE_LABELS[ticket.pricing_type]) },
            { key: 'basis', header: t('supplier.tourManage.tickets.pricingBasis'), cell: (ticket) => t(PRICING_BASIS_LABELS[ticket.pricing_basis]) },
            { key: 'members', header: t('supplier.tourManage.tickets.memberCount'), align: 'end', cell: (ticket) => ticket.member_count },
            {
              key: 'priced',
              header: t('supplier.tourManage.tickets.priced'),
              cell: (ticket) =>
                optionCount === undefined
                  ? pricedOn(ticket)
                  : t('supplier.tourManage.tickets.pricedOn', { count: pricedOn(ticket), options: optionCount }),
            },
          ]}
          rowActions={(ticket) => [
            { id: 'edit', label: t('common.edit'), run: async () => open({ mode: 'edit', ticket: await getTicket(tourId, ticket.id) }) },
            {
              id: 'clone',
              label: t('supplier.tourManage.tickets.clone'),
              run: async () => open({ mode: 'clone', ticket: await getTicket(tourId, ticket.id, true), sourceName: ticket.name }),
            },
            {
              id: 'delete',
              label: t('common.delete'),
              destructive: true,
              confirm: { title: t('supplier.tourManage.tickets.deleteTitle', { name: ticket.name }), message: t('supplier.tourManage.tickets.deleteMessage') },
              run: async () => {
                await deleteTicket(tourId, ticket.id);
                setNotice(t('supplier.tourManage.tickets.deleted', { name: ticket.name }));
                void changed();
              },
            },
          ]}
          toolbar={
            <Button colorPalette="brand" size="sm" onClick={() => open({ mode: 'create' })}>
              {t('supplier.tourManage.tickets.add')}
            </Button>
          }
          empty={{
            title: t('supplier.tourManage.tickets.emptyTitle'),
            description: t('supplier.tourManage.tickets.emptyText'),
            action: (
              <Button colorPalette="brand" onClick={() => open({ mode: 'create' })}>
                {t('supplier.tourManage.tickets.addFirst')}
              </Button>
            ),
          }}
        />
      </Stack>
      <PriceMatrix tourId={tourId} optionsHref={manageHref('supplier.tour.manage.options', lang, tourId)} onSaved={() => void table.refresh()} />
    </Stack>
  );
}
