import { useState } from 'react';
import type { Locale } from 'shared-contracts/constants';
import type { RatePlan, RatePlanValues } from 'shared-contracts/hotels';
import { money } from 'shared-contracts/site-content';
import { useAlert, useMoney, useT } from 'shared-runtime/session';
import { Badge, Button, Card, EmptyState, ErrorPanel, Flex, HStack, LoadingState, Stack, Text } from 'shared-ui';
import { useConfirm } from 'shared-ui/panel-kit';
import { failureText } from '../../../lib/failure';
import { deleteRatePlan } from '../api/delete-rate-plan';
import { useRatePlans } from '../api/get-rate-plans';
import { useRoomTypes } from '../api/get-room-types';
import { useSupplierPolicies } from '../api/get-supplier-policies';
import { saveRatePlan } from '../api/save-rate-plan';
import { derivationText } from '../lib/derivation';
import { RatePlanDialog } from './rate-plan-dialog';

export interface RatePlansSectionProps {
  hotel: { id: number; currency: string; supplier_id: number };
  locale: Locale;
  onChanged: () => unknown;
}

/**
 * The hotel's rate plans: the plans that are not connected first, each followed by the plans connected to it, shown
 * as "Standard −10 %". Each is edited in a dialog and deleted after asking; a refusal shows as an alert.
 */
export function RatePlansSection({ hotel, locale, onChanged }: RatePlansSectionProps) {
  const t = useT();
  const alert = useAlert();
  const confirm = useConfirm();
  const formatMoney = useMoney();
  const plans = useRatePlans(hotel.id, locale);
  const rooms = useRoomTypes(hotel.id, locale);
  const policies = useSupplierPolicies(hotel.supplier_id);
  const [editing, setEditing] = useState<RatePlan | 'new' | null>(null);

  const error = plans.error ?? rooms.error;
  if (error) return <ErrorPanel message={failureText(error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void Promise.all([plans.mutate(), rooms.mutate()])} />;
  if (!plans.data || !rooms.data) return <LoadingState label={t('supplier.hotels.plans.loading')} />;
  const roomNames = new Map(rooms.data.map((room) => [room.id, room.name]));
  const ordered = plans.data
    .filter((plan) => plan.connected === null)
    .flatMap((parent) => [parent, ...plans.data!.filter((plan) => plan.connected?.parent_rate_plan_id === parent.id)]);

  const save = async (values: RatePlanValues) => {
    const saved = await saveRatePlan(hotel.id, editing === 'new' || editing === null ? null : editing.id, values, locale);
    setEditing(null);
    alert.show({ status: 'success', text: t('supplier.hotels.plans.saved', { name: saved.name }) });
    await plans.mutate();
    await onChanged();
  };
  const remove = async (plan: RatePlan) => {
    const sure = await confirm({
      title: t('supplier.hotels.plans.deleteTitle', { name: plan.name }),
      message: t('supplier.hotels.plans.deleteMessage'),
      confirmLabel: t('common.delete'),
      destructive: true,
    });
    if (!sure) return;
    try {
      await deleteRatePlan(hotel.id, plan.id);
    } catch (error) {
      const text = failureText(error, t);
      if (text) alert.show({ status: 'error', text });
      return;
    }
    alert.show({ status: 'success', text: t('supplier.hotels.plans.deleted', { name: plan.name }) });
    await plans.mutate();
    await onChanged();
  };
  const addButton = (
    <Button size="sm" colorPalette="brand" disabled={rooms.data.length === 0} onClick={() => setEditing('new')}>
      {t('supplier.hotels.plans.add')}
    </Button>
  );

  return (
    <Stack gap="4">
      <Flex justify="space-between" gap="3" wrap="wrap" align="center">
        <Text color="fg.muted">{t('supplier.hotels.plans.intro')}</Text>
        {plans.data.length ? addButton : null}
      </Flex>
      {rooms.data.length === 0 ? <Text color="fg.warning">{t('supplier.hotels.plans.needRooms')}</Text> : null}
      {plans.data.length === 0 ? (
        <EmptyState title={t('supplier.hotels.plans.empty')} description={t('supplier.hotels.plans.emptyHint')} action={addButton} />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label={t('supplier.hotels.section.ratePlans')}>
          {ordered.map((plan) => (
            <Card.Root as="li" key={plan.id} variant="outline" ms={plan.connected ? '6' : undefined}>
              <Card.Body>
                <HStack gap="4" align="start">
                  <Stack gap="1" flex="1" minW="0">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="semibold">{plan.name}</Text>
                      {plan.connected ? <Badge colorPalette="purple">{t('supplier.hotels.plans.connectedBadge')}</Badge> : null}
                      <Badge colorPalette={plan.refundable ? 'green' : 'orange'}>{t(plan.refundable ? 'supplier.hotels.plans.refundable' : 'supplier.hotels.plans.nonRefundable')}</Badge>
                    </HStack>
                    {plan.connected ? (
                      <Text fontSize="sm">
                        {t('supplier.hotels.plans.derived', {
                          parent: plan.connected.parent_name,
                          change: derivationText(plan.connected.kind, plan.connected.value, (minor) => formatMoney(money(minor, hotel.currency))),
                        })}
                      </Text>
                    ) : null}
                    <Text fontSize="sm" color="fg.muted">
                      {[t(`supplier.hotels.meal.${plan.meal_plan}`), plan.cancellation_policy?.name, formatMoney(plan.base_price)].filter(Boolean).join(' · ')}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {plan.room_type_ids.map((id) => roomNames.get(id) ?? `#${id}`).join(', ')}
                    </Text>
                  </Stack>
                  <HStack gap="2">
                    <Button size="sm" variant="outline" aria-label={t('supplier.hotels.plans.edit', { name: plan.name })} onClick={() => setEditing(plan)}>
                      {t('common.edit')}
                    </Button>
                    <Button size="sm" variant="outline" colorPalette="red" aria-label={t('supplier.hotels.plans.delete', { name: plan.name })} onClick={() => void remove(plan)}>
                      {t('common.delete')}
                    </Button>
                  </HStack>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {editing ? (
        <RatePlanDialog
          plan={editing === 'new' ? null : editing}
          plans={plans.data}
          roomTypes={rooms.data}
          policies={policies.data ?? []}
          currency={hotel.currency}
          onClose={() => setEditing(null)}
          onSubmit={save}
        />
      ) : null}
    </Stack>
  );
}
