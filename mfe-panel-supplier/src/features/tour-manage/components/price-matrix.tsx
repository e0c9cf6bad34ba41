import { useState } from 'react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import type { OptionTicketMap } from 'shared-contracts/tour-manage';
import { useT } from 'shared-runtime/session';
import { Box, Button, ErrorPanel, Flex, Heading, IconButton, Input, LoadingState, Stack, Text } from 'shared-ui';
import { Link as RouterLink } from 'shared-ui/router';
import { ContractForm, FormField, fieldErrorText, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { useOptionTickets } from '../api/get-option-tickets';
import { isTourKey, tourKey } from '../api/keys';
import { saveOptionTickets } from '../api/save-option-tickets';
import { failureText } from '../../../lib/failure';
import { PRICING_TYPE_LABELS } from '../lib/labels';
import { changedMappings, matrixToForm, PriceMatrixFormSchema, type PriceMatrixForm, type PricePair } from '../lib/price-matrix';
import { Fieldset, groupError, Legend } from './localized-fields';

export interface PriceMatrixProps {
  tourId: number;
  /** Where the options are made, for the empty state. */
  optionsHref: string;
  onSaved: () => void;
}

/**
 * What each ticket costs on each option: a default price and seasonal ones (a date range, both days included),
 * typed in major units and sent in minor units. A ticket without any price is not sold on that option.
 */
export function PriceMatrix({ tourId, optionsHref, onSaved }: PriceMatrixProps) {
  const t = useT();
  const matrix = useOptionTickets(tourId);

  let body;
  if (matrix.error) {
    body = <ErrorPanel title={t('supplier.tourManage.prices.loadFailed')} message={failureText(matrix.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void matrix.mutate()} />;
  } else if (!matrix.data) {
    body = <LoadingState label={t('supplier.tourManage.prices.loading')} />;
  } else if (matrix.data.options.length === 0) {
    body = (
      <Stack gap="2" align="start">
        <Text>{t('supplier.tourManage.prices.noOptions')}</Text>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={optionsHref}>{t('supplier.tourManage.prices.toOptions')}</RouterLink>
        </Button>
      </Stack>
    );
  } else if (matrix.data.tickets.length === 0) {
    body = <Text>{t('supplier.tourManage.prices.noTickets')}</Text>;
  } else {
    // A new option or ticket is a new matrix: the form starts again from what is stored.
    const shape = `${matrix.data.options.map((o) => o.id).join(',')}|${matrix.data.tickets.map((k) => k.id).join(',')}`;
    body = <MatrixForm key={shape} tourId={tourId} map={matrix.data} onSaved={onSaved} />;
  }

  return (
    <Stack as="section" aria-labelledby="prices-title" gap="3">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="prices-title">
          {t('supplier.tourManage.prices.title')}
        </Heading>
        <Text color="fg.muted">{t('supplier.tourManage.prices.intro')}</Text>
      </Stack>
      {body}
    </Stack>
  );
}

function MatrixForm({ tourId, map, onSaved }: { tourId: number; map: OptionTicketMap; onSaved: () => void }) {
  const t = useT();
  const { mutate } = useSWRConfig();
  const [notice, setNotice] = useState('');
  const form = useContractForm(PriceMatrixFormSchema, { defaultValues: matrixToForm(map) });
  const pairs = form.watch('pairs');

  const save = async (values: { pairs: PricePair[] }) => {
    setNotice('');
    const mappings = changedMappings(values.pairs, map);
    if (mappings.length === 0) return;
    const saved = await saveOptionTickets(tourId, { mappings });
    setNotice(t('supplier.tourManage.prices.saved', { count: mappings.length }));
    // The stored rows are now these: the next save compares with them, and the other pages ask again.
    await mutate(tourKey(tourId, 'option-ticket'), saved, { revalidate: false });
    void mutate((key) => isTourKey(tourId)(key) && JSON.stringify(key) !== JSON.stringify(tourKey(tourId, 'option-ticket')));
    onSaved();
  };

  return (
    <ContractForm form={form} onSubmit={save} aria-labelledby="prices-title">
      <Stack gap="5">
        {map.options.map((option, optionIndex) => (
          <Fieldset key={option.id}>
            <Legend>{option.name}</Legend>
            <Stack gap="4" mt="2">
              {map.tickets.map((ticket, ticketIndex) => {
                const index = optionIndex * map.tickets.length + ticketIndex;
                return (
                  <PairPrices
                    key={ticket.id}
                    index={index}
                    name={t('supplier.tourManage.prices.pair', { option: option.name, ticket: ticket.name })}
                    ticketText={t('supplier.tourManage.prices.ticket', { name: ticket.name, type: t(PRICING_TYPE_LABELS[ticket.pricing_type]) })}
                    currency={map.currency}
                    control={form.control as unknown as Control<PriceMatrixForm>}
                    register={form.register as unknown as UseFormRegister<PriceMatrixForm>}
                    seasonsError={groupError(form.formState.errors.pairs?.[index]?.seasons)}
                    offered={Boolean(pairs?.[index]?.default_price?.trim()) || (pairs?.[index]?.seasons?.length ?? 0) > 0}
                  />
                );
              })}
            </Stack>
          </Fieldset>
        ))}
      </Stack>
      <Box role="status" aria-live="polite" color="fg.success" mt="2">
        {notice}
      </Box>
      <SaveBar saveLabel={t('supplier.tourManage.prices.save')} />
    </ContractForm>
  );
}

interface PairPricesProps {
  index: number;
  /** "Morning · Adult": names the group, and so each field in it. */
  name: string;
  ticketText: string;
  currency: string;
  control: Control<PriceMatrixForm>;
  register: UseFormRegister<PriceMatrixForm>;
  seasonsError: string | undefined;
  offered: boolean;
}

function PairPrices({ index, name, ticketText, currency, control, register, seasonsError, offered }: PairPricesProps) {
  const t = useT();
  const seasons = useFieldArray({ control, name: `pairs.${index}.seasons` });
  return (
    <Box role="group" aria-label={name} borderWidth="1px" borderRadius="l2" p="3">
      <Flex justify="space-between" wrap="wrap" gap="2" mb="2">
        <Text fontWeight="medium">{ticketText}</Text>
        <Text fontSize="sm" color={offered ? 'fg.success' : 'fg.muted'}>
          {offered ? t('supplier.tourManage.prices.offered') : t('supplier.tourManage.prices.notOffered')}
        </Text>
      </Flex>
      <Box maxW="xs">
        <FormField
          name={`pairs.${index}.default_price`}
          label={t('supplier.tourManage.prices.default', { currency })}
          help={t('supplier.tourManage.prices.defaultHelp')}
        >
          <Input inputMode="decimal" autoComplete="off" {...register(`pairs.${index}.default_price`)} />
        </FormField>
      </Box>
      <Stack gap="2" mt="3">
        {seasons.fields.map((field, seasonIndex) => (
          <Flex
            key={field.id}
            role="group"
            aria-label={t('supplier.tourManage.prices.season', { number: seasonIndex + 1 })}
            gap="3"
            align="end"
            wrap="wrap"
          >
            <FormField name={`pairs.${index}.seasons.${seasonIndex}.valid_from`} label={t('kit.dates.from')} required>
              <Input type="date" {...register(`pairs.${index}.seasons.${seasonIndex}.valid_from`)} />
            </FormField>
            <FormField name={`pairs.${index}.seasons.${seasonIndex}.valid_to`} label={t('kit.dates.to')} required>
              <Input type="date" {...register(`pairs.${index}.seasons.${seasonIndex}.valid_to`)} />
            </FormField>
            <FormField name={`pairs.${index}.seasons.${seasonIndex}.price`} label={t('supplier.tourManage.prices.seasonPrice', { currency })} required>
              <Input inputMode="decimal" autoComplete="off" {...register(`pairs.${index}.seasons.${seasonIndex}.price`)} />
            </FormField>
            <IconButton
              variant="ghost"
              colorPalette="red"
              aria-label={t('supplier.tourManage.prices.removeSeason', { number: seasonIndex + 1, pair: name })}
              onClick={() => seasons.remove(seasonIndex)}
            >
              <span aria-hidden="true">✕</span>
            </IconButton>
          </Flex>
        ))}
      </Stack>
      {seasonsError ? (
        <Text role="alert" color="fg.error" fontSize="sm" mt="1">
          {fieldErrorText({ type: 'validate', message: seasonsError }, t)}
        </Text>
      ) : null}
      <Button
        mt="2"
        size="xs"
        variant="outline"
        aria-label={t('supplier.tourManage.prices.addSeasonFor', { pair: name })}
        onClick={() => seasons.append({ valid_from: '', valid_to: '', price: '' })}
      >
        {t('supplier.tourManage.prices.addSeason')}
      </Button>
    </Box>
  );
}
