import { useState } from 'react';
import type { CancellationPolicy } from 'shared-contracts/cancellation-policies';
import { DEFAULT_LOCALE, LIMITS } from 'shared-contracts/constants';
import { hrefFor, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { Button, Heading, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { DataTable, fromListEnvelope, useServerTable, type DataTableColumn } from 'shared-ui/panel-kit';
import { Link as RouterLink, useNavigate, useParams } from 'shared-ui/router';
import { PRODUCT_SETTINGS_PART } from '../../../lib/catalogue';
import { deleteCancellationPolicy } from '../api/delete-cancellation-policy';
import { listCancellationPolicies, POLICIES_KEY, useAllCancellationPolicies } from '../api/list-cancellation-policies';
import { failureText } from '../../../lib/failure';
import { RefusalAlert } from './refusal-alert';
import { ServicePolicyMapping } from './service-policy-mapping';
import { TierTextsList } from './tier-texts-list';

const TITLE = SUPPLIER_MANIFEST.pages['supplier.productSettings.cancellationPolicies'].title;

/**
 * npanel/product-settings/cancellation-policy: the supplier's cancellation policies (spec 002 §7.13), each with its
 * tiers as guests read them and how many services follow it; below, every service with the policy it follows, to map.
 */
export function CancellationPoliciesPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(PRODUCT_SETTINGS_PART);
  usePageMeta({ title: TITLE, breadcrumbs: [...breadcrumbs, { label: TITLE }] });
  const { lang = DEFAULT_LOCALE } = useParams();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const allPolicies = useAllCancellationPolicies();
  const table = useServerTable<CancellationPolicy>({
    key: POLICIES_KEY,
    paging: 'left_off',
    fetcher: async ({ paging, search }) => fromListEnvelope(await listCancellationPolicies({ ...paging, ...(search ? { search } : {}) })),
  });
  const editHref = (id: number) => hrefFor('supplier.cancellationPolicy', { lang, cancellationPolicyId: id });

  const remove = async (policy: CancellationPolicy) => {
    setRefusal(null);
    try {
      await deleteCancellationPolicy(policy.id);
      await allPolicies.mutate();
    } catch (error) {
      // Shown on the page, not as a passing toast: the refusal names the services to remap first.
      setRefusal(failureText(error, t));
    }
  };

  const columns: DataTableColumn<CancellationPolicy>[] = [
    { key: 'name', header: t('supplier.productSettings.policies.column.name'), cell: (policy) => policy.name, hideable: false },
    { key: 'tiers', header: t('supplier.productSettings.policies.column.tiers'), cell: (policy) => <TierTextsList tiers={policy.tiers} /> },
    {
      key: 'services',
      header: t('supplier.productSettings.policies.column.services'),
      align: 'end',
      cell: (policy) => t('supplier.productSettings.policies.serviceCount', { count: policy.service_count }),
    },
  ];
  const createButton = (
    <Button asChild colorPalette="brand" size="sm">
      <RouterLink to={editHref(LIMITS.createId)}>{t('supplier.productSettings.policies.create')}</RouterLink>
    </Button>
  );

  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(TITLE)}
        </Heading>
        <Text color="fg.muted">{t('supplier.productSettings.policies.intro')}</Text>
      </Stack>
      {/* A region of its own: the page holds two tables, each with a search box. */}
      <Stack as="section" gap="3" aria-label={t(TITLE)}>
        <RefusalAlert text={refusal} onClose={() => setRefusal(null)} />
        <DataTable
          table={table}
          label={t(TITLE)}
          columns={columns}
          rowKey={(policy) => policy.id}
          rowLabel={(policy) => policy.name}
          onOpenRow={(policy) => void navigate(editHref(policy.id))}
          rowActions={(policy) => [
            { id: 'edit', label: t('common.edit'), run: () => void navigate(editHref(policy.id)) },
            {
              id: 'delete',
              label: t('common.delete'),
              destructive: true,
              confirm: {
                title: t('supplier.productSettings.policies.deleteTitle', { name: policy.name }),
                message: t('supplier.productSettings.policies.deleteMessage'),
              },
              run: () => remove(policy),
            },
          ]}
          searchPlaceholder={t('supplier.productSettings.policies.searchPlaceholder')}
          toolbar={createButton}
          empty={{
            title: t('supplier.productSettings.policies.empty'),
            description: t('supplier.productSettings.policies.emptyHint'),
            action: (
              <Button asChild colorPalette="brand">
                <RouterLink to={editHref(LIMITS.createId)}>{t('supplier.productSettings.policies.createFirst')}</RouterLink>
              </Button>
            ),
          }}
        />
      </Stack>
      <ServicePolicyMapping policies={allPolicies.data} onMapped={() => void Promise.all([table.refresh(), allPolicies.mutate()])} />
    </Stack>
  );
}
