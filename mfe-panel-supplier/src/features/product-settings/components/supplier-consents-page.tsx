import { useState } from 'react';
import type { SupplierConsent } from 'shared-contracts/cancellation-policies';
import { DEFAULT_LOCALE, LIMITS } from 'shared-contracts/constants';
import type { ApprovalStatus } from 'shared-contracts/enums';
import { hrefFor, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { Badge, Button, Heading, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { DataTable, fromListEnvelope, useServerTable, type DataTableColumn } from 'shared-ui/panel-kit';
import { Link as RouterLink, useNavigate, useParams } from 'shared-ui/router';
import { PRODUCT_SETTINGS_PART } from '../../../lib/catalogue';
import { deleteSupplierConsent } from '../api/delete-supplier-consent';
import { CONSENTS_KEY, listSupplierConsents } from '../api/list-supplier-consents';
import { failureText } from '../../../lib/failure';
import { CONSENT_STATUS, CONSENT_STATUS_ORDER } from '../lib/labels';
import { RefusalAlert } from './refusal-alert';

const TITLE = SUPPLIER_MANIFEST.pages['supplier.productSettings.supplierConsents'].title;

/**
 * npanel/product-settings/supplier-consent: the partners this supplier lets package its services (spec 002 §7.12;
 * SUPPLIER_PACKAGE_POLICY), each with its status and how many services it covers.
 */
export function SupplierConsentsPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(PRODUCT_SETTINGS_PART);
  usePageMeta({ title: TITLE, breadcrumbs: [...breadcrumbs, { label: TITLE }] });
  const { lang = DEFAULT_LOCALE } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const table = useServerTable<SupplierConsent>({
    key: CONSENTS_KEY,
    paging: 'left_off',
    fetcher: async ({ paging, search, filters }) =>
      fromListEnvelope(
        await listSupplierConsents({
          ...paging,
          ...(search ? { search } : {}),
          ...(filters.status ? { status: Number(filters.status) as ApprovalStatus } : {}),
        }),
      ),
  });
  const editHref = (id: number) => hrefFor('supplier.productSettings.supplierConsent', { lang, supplierConsentId: id });

  const remove = async (consent: SupplierConsent) => {
    setFailure(null);
    try {
      await deleteSupplierConsent(consent.id);
    } catch (error) {
      setFailure(failureText(error, t));
    }
  };

  const columns: DataTableColumn<SupplierConsent>[] = [
    {
      key: 'partner',
      header: t('supplier.productSettings.consents.column.partner'),
      hideable: false,
      cell: (consent) => (
        <Stack gap="0">
          <Text fontWeight="medium">{consent.partner.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {consent.partner.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('common.status'),
      cell: (consent) => <Badge colorPalette={CONSENT_STATUS[consent.status].palette}>{t(CONSENT_STATUS[consent.status].labelId)}</Badge>,
    },
    {
      key: 'services',
      header: t('supplier.productSettings.consents.column.services'),
      align: 'end',
      cell: (consent) => t('supplier.productSettings.consents.serviceCount', { count: consent.service_count }),
    },
  ];

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(TITLE)}
        </Heading>
        <Text color="fg.muted">{t('supplier.productSettings.consents.intro')}</Text>
      </Stack>
      <RefusalAlert text={failure} onClose={() => setFailure(null)} />
      <DataTable
        table={table}
        label={t(TITLE)}
        columns={columns}
        rowKey={(consent) => consent.id}
        rowLabel={(consent) => consent.partner.name}
        onOpenRow={(consent) => void navigate(editHref(consent.id))}
        rowActions={(consent) => [
          { id: 'edit', label: t('common.edit'), run: () => void navigate(editHref(consent.id)) },
          {
            id: 'delete',
            label: t('common.delete'),
            destructive: true,
            confirm: {
              title: t('supplier.productSettings.consents.deleteTitle', { partner: consent.partner.name }),
              message: t('supplier.productSettings.consents.deleteMessage'),
            },
            run: () => remove(consent),
          },
        ]}
        searchPlaceholder={t('supplier.productSettings.consents.searchPlaceholder')}
        filters={[
          {
            key: 'status',
            label: t('common.status'),
            options: CONSENT_STATUS_ORDER.map((status) => ({ value: String(status), label: t(CONSENT_STATUS[status].labelId) })),
          },
        ]}
        toolbar={
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={editHref(LIMITS.createId)}>{t('supplier.productSettings.consents.create')}</RouterLink>
          </Button>
        }
        empty={{
          title: t('supplier.productSettings.consents.empty'),
          description: t('supplier.productSettings.consents.emptyHint'),
          action: (
            <Button asChild colorPalette="brand">
              <RouterLink to={editHref(LIMITS.createId)}>{t('supplier.productSettings.consents.createFirst')}</RouterLink>
            </Button>
          ),
        }}
      />
    </Stack>
  );
}
