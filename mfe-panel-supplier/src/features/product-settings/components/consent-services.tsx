import { useEffect, useMemo, useState } from 'react';
import type {
  ServiceCancellationPolicy,
  SupplierConsentDetail,
  SupplierConsentMappingInput,
  SupplierConsentMappingUpdate,
  SupplierConsentService,
} from 'shared-contracts/cancellation-policies';
import { useIntl, useT } from 'shared-runtime/session';
import { Box, Button, Flex, Heading, HStack, Input, NativeSelect, Stack, Text } from 'shared-ui';
import { ContractForm, DataTable, FormField, fromListEnvelope, type PagingParams, SaveBar, useContractForm, useServerTable, type DataTableColumn } from 'shared-ui/panel-kit';
import { createConsentService } from '../api/create-consent-service';
import { deleteConsentService } from '../api/delete-consent-service';
import { listConsentServices } from '../api/list-consent-services';
import { useAllServices } from '../api/list-service-cancellation-policies';
import { updateConsentService } from '../api/update-consent-service';
import { toPercent } from '../lib/commission';
import { addServiceFormSchema, CommissionFormSchema, serviceValue } from '../lib/consent-forms';
import { SERVICE_TYPE_LABELS } from '../lib/labels';

export interface ConsentServicesProps {
  consent: SupplierConsentDetail;
  /** After a service was added, changed or removed: the consent's own counts and list changed. */
  onChanged: () => void;
}

/** The commission as a percentage in the page's language ("12.5 %"); the contract keeps basis points. */
function useCommissionText() {
  const intl = useIntl();
  return (basisPoints: number) => intl.formatNumber(toPercent(basisPoints) / 100, { style: 'percent', maximumFractionDigits: 2 });
}

/**
 * The services a consent covers (spec 002 §7.12's mapping calls): the list with the partner's commission on each, a
 * form to add one of the supplier's other services, and per row a change of commission or a removal that asks first.
 */
export function ConsentServices({ consent, onChanged }: ConsentServicesProps) {
  const t = useT();
  const commissionText = useCommissionText();
  const services = useAllServices();
  const [editing, setEditing] = useState<SupplierConsentService | null>(null);
  const [done, setDone] = useState('');
  const table = useServerTable<SupplierConsentService>({
    key: `supplier-consent-services-${consent.id}`,
    paging: 'left_off',
    fetcher: async ({ paging }) => fromListEnvelope(await listConsentServices(consent.id, paging as Extract<PagingParams, { left_off: number }>)),
  });
  const covered = new Set(consent.services.map(serviceValue));
  const choices = (services.data ?? []).filter((service) => !covered.has(serviceValue(service)));

  const changed = async (message: string) => {
    setDone(message);
    await table.refresh();
    onChanged();
  };

  const columns: DataTableColumn<SupplierConsentService>[] = [
    { key: 'service', header: t('supplier.productSettings.consentServices.column.service'), cell: (row) => row.service_name, hideable: false },
    { key: 'type', header: t('supplier.productSettings.consentServices.column.type'), cell: (row) => t(SERVICE_TYPE_LABELS[row.service_type]) },
    {
      key: 'commission',
      header: t('supplier.productSettings.consentServices.column.commission'),
      align: 'end',
      cell: (row) => commissionText(row.commission_basis_points),
    },
  ];

  return (
    <Stack as="section" gap="4" aria-labelledby="consent-services-title">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="consent-services-title">
          {t('supplier.productSettings.consentServices.title')}
        </Heading>
        <Text color="fg.muted">{t('supplier.productSettings.consentServices.intro', { partner: consent.partner.name })}</Text>
      </Stack>
      <Box role="status" aria-live="polite" color="fg.success" fontSize="sm">
        {done}
      </Box>
      {editing ? (
        <CommissionEditor
          service={editing}
          onCancel={() => setEditing(null)}
          onSaved={async (saved) => {
            setEditing(null);
            await changed(t('supplier.productSettings.consentServices.commissionSaved', { service: saved.service_name, commission: commissionText(saved.commission_basis_points) }));
          }}
        />
      ) : null}
      <DataTable
        table={table}
        label={t('supplier.productSettings.consentServices.title')}
        columns={columns}
        searchable={false}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.service_name}
        rowActions={(row) => [
          { id: 'commission', label: t('supplier.productSettings.consentServices.changeCommission'), run: () => setEditing(row) },
          {
            id: 'remove',
            label: t('supplier.productSettings.consentServices.remove'),
            destructive: true,
            confirm: {
              title: t('supplier.productSettings.consentServices.removeTitle', { service: row.service_name }),
              message: t('supplier.productSettings.consentServices.removeMessage', { partner: consent.partner.name }),
            },
            run: async () => {
              await deleteConsentService(row.id);
              if (editing?.id === row.id) setEditing(null);
              setDone(t('supplier.productSettings.consentServices.removed', { service: row.service_name }));
              onChanged();
            },
          },
        ]}
        empty={{ title: t('supplier.productSettings.consentServices.empty'), description: t('supplier.productSettings.consentServices.emptyHint') }}
      />
      <Stack as="section" gap="3" aria-labelledby="consent-add-service-title" borderWidth="1px" borderRadius="l3" p="4">
        <Heading as="h3" size="md" id="consent-add-service-title">
          {t('supplier.productSettings.consentServices.addTitle')}
        </Heading>
        {services.error ? (
          <Text color="fg.error">{t('supplier.productSettings.consentServices.servicesFailed')}</Text>
        ) : !services.data ? (
          <Text color="fg.muted">{t('supplier.productSettings.consentServices.servicesLoading')}</Text>
        ) : choices.length === 0 ? (
          <Text color="fg.muted">
            {services.data.length === 0 ? t('supplier.productSettings.consentServices.noServices') : t('supplier.productSettings.consentServices.allCovered')}
          </Text>
        ) : (
          <AddServiceForm
            consentId={consent.id}
            choices={choices}
            onAdded={(added) =>
              changed(t('supplier.productSettings.consentServices.added', { service: added.service_name, commission: commissionText(added.commission_basis_points) }))
            }
          />
        )}
      </Stack>
    </Stack>
  );
}

function AddServiceForm({
  consentId,
  choices,
  onAdded,
}: {
  consentId: number;
  choices: readonly ServiceCancellationPolicy[];
  onAdded: (added: SupplierConsentService) => Promise<void>;
}) {
  const t = useT();
  const schema = useMemo(() => addServiceFormSchema(consentId), [consentId]);
  const empty = { service: '', commission_percent: 0 };
  const form = useContractForm(schema, { defaultValues: empty });

  const add = async (input: SupplierConsentMappingInput) => {
    const added = await createConsentService(input);
    // Ready for the next service; the kit then keeps these values as the clean state.
    form.reset(empty);
    await onAdded(added);
  };

  return (
    <ContractForm form={form} onSubmit={add} guardUnsaved={false}>
      <Flex gap="4" wrap="wrap" align="start">
        <Box flex="2" minW="56">
          <FormField name="service" label={t('supplier.productSettings.consentServices.service')} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('service')}>
                <option value="">{t('supplier.productSettings.consentServices.chooseService')}</option>
                {choices.map((service) => (
                  <option key={serviceValue(service)} value={serviceValue(service)}>
                    {t('supplier.productSettings.consentServices.serviceOption', { name: service.service_name, type: t(SERVICE_TYPE_LABELS[service.service_type]) })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
        <Box flex="1" minW="40">
          <FormField
            name="commission_percent"
            label={t('supplier.productSettings.consentServices.commission')}
            help={t('supplier.productSettings.consentServices.commissionHelp')}
            required
          >
            <Input type="number" inputMode="decimal" min={0} max={100} step={0.01} {...form.register('commission_percent', { valueAsNumber: true })} />
          </FormField>
        </Box>
      </Flex>
      <SaveBar saveLabel={t('supplier.productSettings.consentServices.add')} />
    </ContractForm>
  );
}

function CommissionEditor({
  service,
  onSaved,
  onCancel,
}: {
  service: SupplierConsentService;
  onSaved: (saved: SupplierConsentService) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const form = useContractForm(CommissionFormSchema, { defaultValues: { commission_percent: toPercent(service.commission_basis_points) } });
  const { setFocus } = form;
  // Opened from a row's menu: the keyboard goes straight to the field it opened for.
  useEffect(() => setFocus('commission_percent'), [setFocus]);

  const save = async (input: SupplierConsentMappingUpdate) => {
    await onSaved(await updateConsentService(service.id, input));
  };

  return (
    <Stack as="section" gap="3" aria-labelledby="consent-commission-title" borderWidth="1px" borderRadius="l3" p="4">
      <Heading as="h3" size="md" id="consent-commission-title">
        {t('supplier.productSettings.consentServices.commissionFor', { service: service.service_name })}
      </Heading>
      <ContractForm form={form} onSubmit={save}>
        <Box maxW="xs">
          <FormField name="commission_percent" label={t('supplier.productSettings.consentServices.commission')} required>
            <Input type="number" inputMode="decimal" min={0} max={100} step={0.01} {...form.register('commission_percent', { valueAsNumber: true })} />
          </FormField>
        </Box>
        <SaveBar />
        <HStack mt="2">
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </HStack>
      </ContractForm>
    </Stack>
  );
}
