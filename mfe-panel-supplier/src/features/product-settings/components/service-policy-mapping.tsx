import { useState } from 'react';
import type { CancellationPolicy, ServiceCancellationPolicy } from 'shared-contracts/cancellation-policies';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { type ServiceTypeId } from 'shared-contracts/enums';
import { hrefFor } from 'shared-contracts/manifests';
import { useT } from 'shared-runtime/session';
import { Box, Button, Heading, NativeSelect, Stack, Text } from 'shared-ui';
import { DataTable, fromListEnvelope, useServerTable, type DataTableColumn } from 'shared-ui/panel-kit';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { listServiceCancellationPolicies, SERVICES_KEY } from '../api/list-service-cancellation-policies';
import { mapCancellationPolicy } from '../api/map-cancellation-policy';
import { failureText } from '../../../lib/failure';
import { SERVICE_TYPE_LABELS } from '../lib/labels';
import { RefusalAlert } from './refusal-alert';
import { TierTextsList } from './tier-texts-list';

/** The select's value for "no policy": the service keeps the tiers it has, as its own. */
const NONE = '';

const serviceKey = (service: Pick<ServiceCancellationPolicy, 'serviceable_id' | 'service_type'>) => `${service.service_type}:${service.serviceable_id}`;

export interface ServicePolicyMappingProps {
  /** Every policy of the supplier, the select's choices (undefined while they load). */
  policies: readonly CancellationPolicy[] | undefined;
  /** After a service was mapped or unmapped: the policies' service counts changed. */
  onMapped: () => void;
}

/**
 * Every service of the supplier with the policy it follows (POST /service-cancellation-policies), and a select per
 * service that maps it onto a policy or off it (POST /cancellation-policies/mapping).
 */
export function ServicePolicyMapping({ policies, onMapped }: ServicePolicyMappingProps) {
  const t = useT();
  const { lang = DEFAULT_LOCALE } = useParams();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const table = useServerTable<ServiceCancellationPolicy>({
    key: SERVICES_KEY,
    paging: 'left_off',
    fetcher: async ({ paging, search, filters }) =>
      fromListEnvelope(
        await listServiceCancellationPolicies({
          ...paging,
          ...(search ? { search } : {}),
          ...(filters.type ? { service_type: Number(filters.type) as ServiceTypeId } : {}),
          ...(filters.policy ? { cancellation_policy_id: Number(filters.policy) } : {}),
        }),
      ),
  });

  const map = async (service: ServiceCancellationPolicy, value: string) => {
    setFailure(null);
    setDone('');
    setBusy(serviceKey(service));
    try {
      const policyId = value === NONE ? null : Number(value);
      const mapped = await mapCancellationPolicy({ serviceable_id: service.serviceable_id, service_type: service.service_type, cancellation_policy_id: policyId });
      setDone(
        mapped.cancellation_policy
          ? t('supplier.productSettings.mapping.mapped', { service: service.service_name, policy: mapped.cancellation_policy.name })
          : t('supplier.productSettings.mapping.unmapped', { service: service.service_name }),
      );
      await table.refresh();
      onMapped();
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setBusy(null);
    }
  };

  const policySelect = (service: ServiceCancellationPolicy) => {
    const current = service.cancellation_policy;
    // The service's own policy stays a choice while the list of policies loads.
    const choices = policies ?? (current ? [current] : []);
    return (
      <NativeSelect.Root size="sm" minW="44" disabled={busy !== null}>
        <NativeSelect.Field
          aria-label={t('supplier.productSettings.mapping.policyFor', { service: service.service_name })}
          value={current ? String(current.id) : NONE}
          onChange={(event) => void map(service, event.currentTarget.value)}
        >
          <option value={NONE}>{t('supplier.productSettings.mapping.noPolicy')}</option>
          {choices.map((policy) => (
            <option key={policy.id} value={String(policy.id)}>
              {policy.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  };

  const columns: DataTableColumn<ServiceCancellationPolicy>[] = [
    { key: 'service', header: t('supplier.productSettings.mapping.column.service'), cell: (service) => service.service_name, hideable: false },
    { key: 'type', header: t('supplier.productSettings.mapping.column.type'), cell: (service) => t(SERVICE_TYPE_LABELS[service.service_type]) },
    {
      key: 'tiers',
      header: t('supplier.productSettings.mapping.column.tiers'),
      cell: (service) =>
        service.tiers.length > 0 ? <TierTextsList tiers={service.tiers} /> : <Text color="fg.muted">{t('supplier.productSettings.mapping.noTiers')}</Text>,
    },
    { key: 'policy', header: t('supplier.productSettings.mapping.column.policy'), cell: policySelect, hideable: false },
  ];

  return (
    <Stack as="section" gap="3" aria-labelledby="service-policy-mapping-title">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="service-policy-mapping-title">
          {t('supplier.productSettings.mapping.title')}
        </Heading>
        <Text color="fg.muted">{t('supplier.productSettings.mapping.intro')}</Text>
      </Stack>
      <RefusalAlert text={failure} onClose={() => setFailure(null)} />
      <Box role="status" aria-live="polite" color="fg.success" fontSize="sm">
        {done}
      </Box>
      <DataTable
        table={table}
        label={t('supplier.productSettings.mapping.title')}
        columns={columns}
        rowKey={serviceKey}
        rowLabel={(service) => service.service_name}
        searchPlaceholder={t('supplier.productSettings.mapping.searchPlaceholder')}
        filters={[
          {
            key: 'type',
            label: t('supplier.productSettings.mapping.column.type'),
            options: Object.entries(SERVICE_TYPE_LABELS).map(([value, labelId]) => ({ value, label: t(labelId) })),
          },
          {
            key: 'policy',
            label: t('supplier.productSettings.mapping.column.policy'),
            options: (policies ?? []).map((policy) => ({ value: String(policy.id), label: policy.name })),
          },
        ]}
        empty={{
          title: t('supplier.productSettings.mapping.empty'),
          description: t('supplier.productSettings.mapping.emptyHint'),
          action: (
            <Button asChild variant="outline">
              <RouterLink to={hrefFor('supplier.tour.list', { lang })}>{t('supplier.productSettings.mapping.toActivities')}</RouterLink>
            </Button>
          ),
        }}
      />
    </Stack>
  );
}
