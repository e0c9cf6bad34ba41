import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { MEAL_PLANS, type RatePlan, RatePlanInputSchema, type RatePlanValues, type RoomType } from 'shared-contracts/hotels';
import { useT } from 'shared-runtime/session';
import { Box, Input, NativeSelect, SimpleGrid, Stack, Text } from 'shared-ui';
import { ActionDialog, Checkbox, ContractForm, FormField, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { majorToMinor, minorToMajorText } from '../../../lib/money';
import type { PolicyChoice } from '../api/get-supplier-policies';
import { signedMajorToMinor } from '../lib/derivation';
import { firstErrorText } from '../../../lib/error-text';

export interface RatePlanDialogProps {
  /** null: a new plan. */
  plan: RatePlan | null;
  /** Every plan of the hotel: the parents a connected plan can follow are the others that are not connected. */
  plans: RatePlan[];
  roomTypes: RoomType[];
  policies: PolicyChoice[];
  currency: string;
  onClose: () => void;
  onSubmit: (values: RatePlanValues) => unknown;
}

/** A whole number typed in a field; NaN (refused by the contract) when it is not one. */
const integer = (text: string) => (/^[-−+]?\d+$/.test(text.trim()) ? Number(text.trim().replace('−', '-')) : Number.NaN);

/**
 * Adds or edits a rate plan: name, meals, cancellation policy (the supplier's), the room types it sells, and either
 * its "from" price or, for a connected plan, the parent plan and the change (a percent, or an amount).
 */
export function RatePlanDialog({ plan, plans, roomTypes, policies, currency, onClose, onSubmit }: RatePlanDialogProps) {
  const t = useT();
  const form = useContractForm(RatePlanInputSchema, {
    defaultValues: plan
      ? {
          name: plan.name,
          meal_plan: plan.meal_plan,
          cancellation_policy_id: plan.cancellation_policy?.id ?? null,
          room_type_ids: plan.room_type_ids,
          base_price_minor: plan.connected ? null : plan.base_price_minor,
          connected: plan.connected ? { parent_rate_plan_id: plan.connected.parent_rate_plan_id, kind: plan.connected.kind, value: plan.connected.value } : null,
        }
      : { name: '', meal_plan: 'room_only', cancellation_policy_id: null, room_type_ids: roomTypes.map((room) => room.id), base_price_minor: null, connected: null },
  });
  const connected = form.watch('connected') as RatePlanValues['connected'] | undefined;
  const roomIds = (form.watch('room_type_ids') as number[] | undefined) ?? [];
  const parents = plans.filter((each) => each.connected === null && each.id !== plan?.id);
  const setRoom = (id: number, on: boolean) =>
    form.setValue('room_type_ids', on ? [...roomIds, id] : roomIds.filter((each) => each !== id), { shouldDirty: true, shouldTouch: true });
  const setConnected = (on: boolean) =>
    form.setValue('connected', on ? { parent_rate_plan_id: parents[0]?.id ?? Number.NaN, kind: 'percent', value: -10 } : null, { shouldDirty: true, shouldTouch: true });
  const title = t(plan ? 'supplier.hotels.plans.editTitle' : 'supplier.hotels.plans.createTitle');
  const roomsError = firstErrorText(form.formState.errors.room_type_ids, t);

  return (
    <ActionDialog open title={title} onClose={onClose} size="lg" scrollInside>
      <ContractForm form={form} onSubmit={onSubmit} aria-label={title} guardUnsaved={false}>
        <Stack gap="4">
          <FormField name="name" label={t('supplier.hotels.plans.name')} help={t('supplier.hotels.plans.nameHelp')} required>
            <Input {...form.register('name')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <FormField name="meal_plan" label={t('supplier.hotels.plans.mealPlan')} required>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('meal_plan')}>
                  {MEAL_PLANS.map((meal) => (
                    <option key={meal} value={meal}>
                      {t(`supplier.hotels.meal.${meal}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField name="cancellation_policy_id" label={t('supplier.hotels.plans.policy')} help={t('supplier.hotels.plans.policyHelp')}>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('cancellation_policy_id', { setValueAs: (value: string | number | null) => (value === '' || value === null ? null : Number(value)) })}>
                  <option value="">{t('supplier.hotels.plans.policyNone')}</option>
                  {policies.map((policy) => (
                    <option key={policy.id} value={policy.id}>
                      {policy.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>
          <Stack as="fieldset" gap="1">
            <Text as="legend" fontWeight="medium">
              {t('supplier.hotels.plans.rooms')}
            </Text>
            {roomTypes.map((room) => (
              <Checkbox.Root key={room.id} checked={roomIds.includes(room.id)} onCheckedChange={(details) => setRoom(room.id, details.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{room.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
            {roomsError ? (
              <Text color="fg.error" fontSize="sm" role="alert">
                {roomsError}
              </Text>
            ) : null}
          </Stack>
          <Stack gap="1">
            <Checkbox.Root checked={Boolean(connected)} disabled={parents.length === 0} onCheckedChange={(details) => setConnected(details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('supplier.hotels.plans.connected')}</Checkbox.Label>
            </Checkbox.Root>
            <Text fontSize="sm" color="fg.muted">
              {t('supplier.hotels.plans.connectedHelp')}
            </Text>
          </Stack>
          {connected ? (
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <FormField name="connected.parent_rate_plan_id" label={t('supplier.hotels.plans.parent')} required>
                <NativeSelect.Root>
                  <NativeSelect.Field {...form.register('connected.parent_rate_plan_id', { setValueAs: (value: string | number) => (value === '' ? Number.NaN : Number(value)) })}>
                    {parents.map((parent) => (
                      <option key={parent.id} value={parent.id}>
                        {parent.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField name="connected.kind" label={t('supplier.hotels.plans.kind')} required>
                <NativeSelect.Root>
                  <NativeSelect.Field {...form.register('connected.kind')}>
                    <option value="percent">{t('supplier.hotels.plans.kindPercent')}</option>
                    <option value="amount">{t('supplier.hotels.plans.kindAmount', { currency })}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <Controller
                control={form.control}
                name="connected.value"
                render={({ field }) => (
                  <ChangeField
                    key={connected.kind}
                    kind={connected.kind}
                    currency={currency}
                    value={field.value as number}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    label={t('supplier.hotels.plans.value')}
                    help={t('supplier.hotels.plans.valueHelp', { currency })}
                  />
                )}
              />
            </SimpleGrid>
          ) : (
            <Box maxW="sm">
              <Controller
                control={form.control}
                name="base_price_minor"
                render={({ field }) => (
                  <PriceField
                    value={field.value as number | null}
                    currency={currency}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    label={t('supplier.hotels.plans.basePrice', { currency })}
                    help={t('supplier.hotels.plans.basePriceHelp')}
                  />
                )}
              />
            </Box>
          )}
          <SaveBar saveLabel={t('supplier.hotels.plans.save')} />
        </Stack>
      </ContractForm>
    </ActionDialog>
  );
}

interface TextFieldProps<V> {
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  label: string;
  help: string;
}

/** The plan's "from" price, typed in major units and kept as minor units (NaN when it is no price). */
function PriceField({ value, currency, onChange, onBlur, label, help }: TextFieldProps<number | null> & { currency: string }) {
  const [text, setText] = useState(() => (value === null || value === undefined || Number.isNaN(value) ? '' : minorToMajorText(value, currency)));
  return (
    <FormField name="base_price_minor" label={label} help={help} required>
      <Input
        inputMode="decimal"
        value={text}
        onBlur={onBlur}
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value.trim() === '' ? null : (majorToMinor(event.target.value) ?? Number.NaN));
        }}
      />
    </FormField>
  );
}

/** A connected plan's change: a whole percent, or an amount typed in major units (minor units in the form). */
function ChangeField({ kind, value, currency, onChange, onBlur, label, help }: TextFieldProps<number> & { kind: 'percent' | 'amount'; currency: string }) {
  const shown = (minor: number) => `${minor < 0 ? '-' : ''}${minorToMajorText(Math.abs(minor), currency)}`;
  const [text, setText] = useState(() => (Number.isNaN(value) || value === undefined ? '' : kind === 'percent' ? String(value) : shown(value)));
  return (
    <FormField name="connected.value" label={label} help={help} required>
      <Input
        inputMode="decimal"
        value={text}
        onBlur={onBlur}
        onChange={(event) => {
          setText(event.target.value);
          onChange(kind === 'percent' ? integer(event.target.value) : signedMajorToMinor(event.target.value, majorToMinor));
        }}
      />
    </FormField>
  );
}
