import { useEffect, useRef } from 'react';
import { PricingBasis, PricingType } from 'shared-contracts/enums';
import { memberCountAllowed, TicketInputSchema, TOUR_MANAGE_LIMITS, type TicketForm as StoredTicket } from 'shared-contracts/tour-manage';
import type * as v from 'shared-contracts/valibot';
import { useT } from 'shared-runtime/session';
import { Box, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from 'shared-ui';
import { ContractForm, fieldErrorText, FormField, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { saveTicket } from '../api/save-ticket';
import { PRICING_BASIS_LABELS, PRICING_TYPE_LABELS } from '../lib/labels';
import { CloseButton } from './close-button';
import { filledTexts, groupError, LocalizedFields, textsForForm, type RegisterText } from './localized-fields';

/** What the ticket editor is open for: a new ticket, one to change, or an unsaved copy of one. */
export type TicketEditing = { mode: 'create' } | { mode: 'edit'; ticket: StoredTicket } | { mode: 'clone'; ticket: StoredTicket; sourceName: string };

export interface TicketFormProps {
  tourId: number;
  editing: TicketEditing;
  onSaved: (saved: StoredTicket, name: string) => void;
  onClose: () => void;
}

const PRICING_TYPES = Object.values(PricingType);
const PRICING_BASES = [PricingBasis.perPerson, PricingBasis.perGroup] as const;

/**
 * Creates, changes or copies a ticket: its pricing type and basis (spec 000 §3), how many people one ticket admits
 * (more than one only for Group and Family tickets and tickets priced per group), and its name in each panel
 * language. Prices are set per option in the price matrix; a copy carries the original's.
 */
export function TicketForm({ tourId, editing, onSaved, onClose }: TicketFormProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const stored = editing.mode === 'create' ? null : editing.ticket;
  const form = useContractForm(TicketInputSchema, {
    defaultValues: {
      id: editing.mode === 'edit' ? editing.ticket.id : null,
      pricing_type: stored?.pricing_type ?? PricingType.Adult,
      pricing_basis: stored?.pricing_basis ?? PricingBasis.perPerson,
      member_count: stored?.member_count ?? 1,
      names: textsForForm(editing.mode === 'edit' ? editing.ticket.names : undefined),
    },
  });
  const { setValue } = form;

  useEffect(() => {
    heading.current?.focus();
    // A copy is unsaved from the start: its name is a change, so the save bar offers to save it and leaving asks.
    if (editing.mode === 'clone') setValue('names', textsForForm(editing.ticket.names), { shouldDirty: true });
    // Once, when the editor opens: the editor is remounted for another ticket.
  }, []);

  const [type, basis] = form.watch(['pricing_type', 'pricing_basis']);
  const manyAllowed = memberCountAllowed(type, Number(basis), TOUR_MANAGE_LIMITS.memberCountMax);
  useEffect(() => {
    if (!manyAllowed && Number(form.getValues('member_count')) !== 1) setValue('member_count', 1, { shouldDirty: true });
  }, [manyAllowed, form, setValue]);

  const save = async (values: v.InferOutput<typeof TicketInputSchema>) => {
    const names = filledTexts(values.names);
    const saved = await saveTicket(tourId, { ...values, names, ...(editing.mode === 'clone' ? { prices: editing.ticket.prices } : {}) });
    onSaved(saved, Object.values(names)[0] ?? '');
  };

  const title =
    editing.mode === 'create'
      ? t('supplier.tourManage.tickets.createTitle')
      : editing.mode === 'clone'
        ? t('supplier.tourManage.tickets.cloneTitle', { name: editing.sourceName })
        : t('supplier.tourManage.tickets.editTitle');
  const namesError = groupError(form.formState.errors.names);

  return (
    <Stack as="section" aria-labelledby="ticket-form-title" gap="4" borderWidth="1px" borderRadius="l3" p="4">
      <Heading as="h2" size="md" id="ticket-form-title" ref={heading} tabIndex={-1}>
        {title}
      </Heading>
      {editing.mode === 'clone' ? <Text color="fg.muted">{t('supplier.tourManage.tickets.cloneHelp')}</Text> : null}
      <ContractForm form={form} onSubmit={save}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField name="pricing_type" label={t('supplier.tourManage.tickets.pricingType')} required>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('pricing_type')}>
                  {PRICING_TYPES.map((each) => (
                    <option key={each} value={each}>
                      {t(PRICING_TYPE_LABELS[each])}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField name="pricing_basis" label={t('supplier.tourManage.tickets.pricingBasis')} help={t('supplier.tourManage.tickets.pricingBasisHelp')} required>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('pricing_basis', { setValueAs: Number })}>
                  {PRICING_BASES.map((each) => (
                    <option key={each} value={each}>
                      {t(PRICING_BASIS_LABELS[each])}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField
              name="member_count"
              label={t('supplier.tourManage.tickets.memberCount')}
              help={manyAllowed ? t('supplier.tourManage.tickets.memberCountHelp') : t('supplier.tourManage.tickets.memberCountOne')}
              readOnly={!manyAllowed}
              required
            >
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={TOUR_MANAGE_LIMITS.memberCountMax}
                step={1}
                {...form.register('member_count', { valueAsNumber: true })}
              />
            </FormField>
          </SimpleGrid>
          <Box>
            <LocalizedFields
              register={form.register as unknown as RegisterText}
              namesError={namesError ? fieldErrorText({ type: 'validate', message: namesError }, t) : null}
            />
          </Box>
        </Stack>
        <SaveBar saveLabel={editing.mode === 'edit' ? t('common.save') : t('supplier.tourManage.tickets.createSave')} />
        <CloseButton onClose={onClose} />
      </ContractForm>
    </Stack>
  );
}
