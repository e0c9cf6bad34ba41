import { useId, useState } from 'react';
import { TourRecommendInputSchema, type RecommendedItem } from 'shared-contracts/tours';
import { useT } from 'shared-runtime/session';
import { Badge, Box, Button, ErrorPanel, Flex, Heading, HStack, Input, LoadingState, SimpleGrid, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { ContractForm, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { useRecommendCandidates } from '../../api/get-recommend-candidates';
import { useRecommendations } from '../../api/get-recommendations';
import { setRecommendations } from '../../api/set-recommendations';
import { errorTexts } from '../../lib/error-texts';
import { failureText } from '../../../../lib/failure';
import { STATUS_LABEL, STATUS_PALETTE } from '../../lib/status';
import { TourSettingsFrame } from './settings-frame';

/** The API's limit (TourRecommendInputSchema). */
const MAX_RECOMMENDED = 20;

/** npanel/tour/settings/{id}/recommended-items: other services of the supplier shown with this activity, in order. */
export function RecommendedItemsPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  return (
    <TourSettingsFrame page="supplier.tour.settings.recommendedItems" breadcrumbs={breadcrumbs} intro={t('supplier.tours.recommended.intro')}>
      {({ id }) => <Recommended id={id} />}
    </TourSettingsFrame>
  );
}

function Recommended({ id }: { id: number }) {
  const t = useT();
  const current = useRecommendations(id);
  if (current.error) return <ErrorPanel message={failureText(current.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void current.mutate()} />;
  if (!current.data) return <LoadingState />;
  return <RecommendedForm id={id} items={current.data} onSaved={(saved) => current.mutate(saved, { revalidate: false })} />;
}

function RecommendedForm({ id, items, onSaved }: { id: number; items: RecommendedItem[]; onSaved: (saved: RecommendedItem[]) => unknown }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const chosenHeading = useId();
  const candidatesHeading = useId();
  const candidates = useRecommendCandidates(id, search.trim());
  // Names of every service seen here, so the chosen list can name what it holds.
  const [known, setKnown] = useState<ReadonlyMap<number, RecommendedItem>>(() => new Map(items.map((item) => [item.id, item])));
  const form = useContractForm(TourRecommendInputSchema, {
    defaultValues: { service_id: id, recommended_ids: items.map((item) => item.id) },
    fieldLabels: { recommended_ids: t('supplier.tours.recommended.chosen') },
  });
  const chosen = (form.watch('recommended_ids') as number[] | undefined) ?? [];
  const setChosen = (ids: number[]) => {
    form.clearErrors('recommended_ids');
    form.setValue('recommended_ids', ids, { shouldDirty: true, shouldTouch: true });
  };
  const add = (item: RecommendedItem) => {
    setKnown((now) => new Map(now).set(item.id, item));
    setChosen([...chosen, item.id]);
  };
  const move = (from: number, to: number) => {
    const next = [...chosen];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setChosen(next);
  };
  const nameOf = (itemId: number) => known.get(itemId)?.name ?? t('supplier.tours.recommended.unknown', { id: itemId });
  const errors = errorTexts(form.getFieldState('recommended_ids', form.formState).error, t);

  return (
    <ContractForm form={form} onSubmit={async (values) => onSaved(await setRecommendations(id, values.recommended_ids))} aria-label={t('supplier.tours.recommended.chosen')}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <Stack as="section" gap="3" aria-labelledby={chosenHeading}>
            <Heading as="h2" size="md" id={chosenHeading}>
              {t('supplier.tours.recommended.chosen')}
            </Heading>
            {chosen.length === 0 ? <Text color="fg.muted">{t('supplier.tours.recommended.none')}</Text> : null}
            <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
              {chosen.map((itemId, index) => {
                const name = nameOf(itemId);
                return (
                  <Flex as="li" key={itemId} gap="2" align="center" borderWidth="1px" borderRadius="l2" p="2">
                    <Text flex="1" minW="0" truncate>
                      {index + 1}. {name}
                    </Text>
                    <Button size="xs" variant="outline" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('supplier.tours.recommended.moveUp', { name })}>
                      {t('supplier.tours.gallery.up')}
                    </Button>
                    <Button size="xs" variant="outline" disabled={index === chosen.length - 1} onClick={() => move(index, index + 1)} aria-label={t('supplier.tours.recommended.moveDown', { name })}>
                      {t('supplier.tours.gallery.down')}
                    </Button>
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setChosen(chosen.filter((each) => each !== itemId))} aria-label={t('supplier.tours.recommended.remove', { name })}>
                      {t('supplier.tours.gallery.removeShort')}
                    </Button>
                  </Flex>
                );
              })}
            </Stack>
            {errors.length > 0 ? (
              <Text color="fg.error" role="alert">
                {errors.join(' ')}
              </Text>
            ) : null}
          </Stack>
          <Stack as="section" gap="3" aria-labelledby={candidatesHeading}>
            <Heading as="h2" size="md" id={candidatesHeading}>
              {t('supplier.tours.recommended.candidates')}
            </Heading>
            <Input type="search" aria-label={t('supplier.tours.recommended.search')} placeholder={t('supplier.tours.recommended.search')} value={search}
              onChange={(event) => setSearch(event.target.value)}
              // A search, not a save: Enter must not submit the form around it.
              onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
            />
            {candidates.error ? (
              <Text color="fg.error" role="alert">
                {failureText(candidates.error, t)}
              </Text>
            ) : !candidates.data ? (
              <LoadingState />
            ) : candidates.data.length === 0 ? (
              <Text color="fg.muted">{t('supplier.tours.recommended.noCandidates')}</Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                {candidates.data.map((item) => {
                  const taken = chosen.includes(item.id);
                  return (
                    <Flex as="li" key={item.id} gap="2" align="center" borderWidth="1px" borderRadius="l2" p="2">
                      <Box flex="1" minW="0">
                        <Text truncate>{item.name}</Text>
                        <HStack gap="1">
                          <Badge size="sm" colorPalette={STATUS_PALETTE[item.status]}>
                            {t(STATUS_LABEL[item.status])}
                          </Badge>
                        </HStack>
                      </Box>
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={taken || chosen.length >= MAX_RECOMMENDED}
                        onClick={() => add(item)}
                        aria-label={t('supplier.tours.recommended.add', { name: item.name })}
                      >
                        {taken ? t('supplier.tours.recommended.added') : t('supplier.tours.recommended.addShort')}
                      </Button>
                    </Flex>
                  );
                })}
              </Stack>
            )}
          </Stack>
        </SimpleGrid>
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}
