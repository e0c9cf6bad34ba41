import { useState } from 'react';
import type { Locale } from 'shared-contracts/constants';
import { TagsCategoriesInputSchema, type TourFull } from 'shared-contracts/tours';
import type { InferOutput } from 'shared-contracts/valibot';
import { useT } from 'shared-runtime/session';
import { Box, ErrorPanel, Input, LoadingState, SimpleGrid, Stack, Text } from 'shared-ui';
import { ContractForm, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { useCategories } from '../../api/get-categories';
import { useTags } from '../../api/select-tags';
import { errorTexts } from '../../lib/error-texts';
import { failureText } from '../../../../lib/failure';
import { ChoiceList, type Choice } from './choice-list';

export type TagsCategoriesOutput = InferOutput<typeof TagsCategoriesInputSchema>;

export interface TagsCategoriesFormProps {
  tour: TourFull;
  locale: Locale;
  onSubmit: (values: TagsCategoriesOutput) => unknown;
}

/**
 * Tags and categories (spec 000 §4; the reads of spec 002 §7.10): tags of the whole catalogue, and the categories of
 * the activity's service type (activities or events) with their sub-categories; a sub-category brings its parent.
 */
export function TagsCategoriesForm({ tour, locale, onSubmit }: TagsCategoriesFormProps) {
  const t = useT();
  const tags = useTags();
  const categories = useCategories(tour.service_type, locale);
  const [tagFilter, setTagFilter] = useState('');
  const form = useContractForm(TagsCategoriesInputSchema, {
    defaultValues: { tag_ids: tour.tags_and_categories.tag_ids, category_ids: tour.tags_and_categories.category_ids },
    fieldLabels: { tag_ids: t('supplier.tours.tags.tags'), category_ids: t('supplier.tours.tags.categories') },
  });
  const tagIds = (form.watch('tag_ids') as number[] | undefined) ?? [];
  const categoryIds = (form.watch('category_ids') as number[] | undefined) ?? [];
  const set = (name: 'tag_ids' | 'category_ids', ids: number[]) => form.setValue(name, ids, { shouldDirty: true, shouldTouch: true });
  const errorOf = (name: 'tag_ids' | 'category_ids') => {
    const texts = errorTexts(form.getFieldState(name, form.formState).error, t);
    return texts.length > 0 ? (
      <Text color="fg.error" fontSize="sm" role="alert" whiteSpace="pre-line">
        {texts.join('\n')}
      </Text>
    ) : null;
  };

  if (tags.error || categories.error) {
    return (
      <ErrorPanel
        message={failureText(tags.error ?? categories.error, t) ?? t('errors.somethingWentWrong')}
        onRetry={() => {
          void tags.mutate();
          void categories.mutate();
        }}
      />
    );
  }
  if (!tags.data || !categories.data) return <LoadingState />;

  const filter = tagFilter.trim().toLowerCase();
  // The chosen tags stay in view whatever the filter, so unticking one never needs a search.
  const tagChoices: Choice[] = tags.data
    .filter((tag) => !filter || tag.name.toLowerCase().includes(filter) || tagIds.includes(tag.id))
    .map((tag) => ({ id: tag.id, label: tag.name }));
  const categoryChoices: Choice[] = categories.data.parents.map((parent) => ({
    id: parent.id,
    label: parent.name,
    children: categories.data!.children.filter((child) => child.parent_id === parent.id).map((child) => ({ id: child.id, label: child.name })),
  }));

  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={t('supplier.tours.section.tagsAndCategories')}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Stack gap="3">
            <Box maxW="xs">
              <Input type="search" aria-label={t('supplier.tours.tags.filter')} placeholder={t('supplier.tours.tags.filter')} value={tagFilter}
                onChange={(event) => setTagFilter(event.target.value)}
                // A filter, not a save: Enter must not submit the form around it.
                onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
              />
            </Box>
            {tags.data.length === 0 ? (
              <Text color="fg.muted">{t('supplier.tours.tags.noTags')}</Text>
            ) : (
              <ChoiceList legend={t('supplier.tours.tags.tags')} help={t('supplier.tours.tags.tagsHelp')} choices={tagChoices} value={tagIds} onChange={(ids) => set('tag_ids', ids)} footer={errorOf('tag_ids')} />
            )}
          </Stack>
          {categoryChoices.length === 0 ? (
            <Text color="fg.muted">{t('supplier.tours.tags.noCategories')}</Text>
          ) : (
            <ChoiceList
              legend={t('supplier.tours.tags.categories')}
              help={t('supplier.tours.tags.categoriesHelp')}
              choices={categoryChoices}
              value={categoryIds}
              onChange={(ids) => set('category_ids', ids)}
              footer={errorOf('category_ids')}
            />
          )}
        </SimpleGrid>
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}
