import type { ReactNode } from 'react';
import type { Locale } from 'shared-contracts/constants';
import type { ListingFull } from 'shared-contracts/listings';
import { TagsCategoriesInputSchema } from 'shared-contracts/tours';
import type { InferOutput } from 'shared-contracts/valibot';
import { useT } from 'shared-runtime/session';
import { Box, LoadingState, Stack, Text } from 'shared-ui';
import { Checkbox, ContractForm, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { useCategories } from '../../api/get-categories';
import { useTags } from '../../api/select-tags';
import { firstErrorText } from '../../../../lib/error-text';

interface Choice {
  id: number;
  label: string;
  /** Shown indented under the choice (a category's sub-categories). */
  children?: readonly Choice[];
}

export interface TagsCategoriesFormProps {
  listing: ListingFull;
  /** The language categories are named in. */
  locale: Locale;
  onSubmit: (values: InferOutput<typeof TagsCategoriesInputSchema>) => unknown;
}

/** Tags and the type's categories: the product page shows both, and search filters by them. */
export function TagsCategoriesForm({ listing, locale, onSubmit }: TagsCategoriesFormProps) {
  const t = useT();
  const tags = useTags();
  const categories = useCategories(listing.service_type, locale);
  const form = useContractForm(TagsCategoriesInputSchema, { defaultValues: listing.tags_and_categories });
  const tagIds = (form.watch('tag_ids') as number[] | undefined) ?? [];
  const categoryIds = (form.watch('category_ids') as number[] | undefined) ?? [];
  const set = (name: 'tag_ids' | 'category_ids', ids: number[]) => form.setValue(name, ids, { shouldDirty: true, shouldTouch: true });

  const tagChoices: Choice[] = (tags.data ?? []).map((tag) => ({ id: tag.id, label: tag.name }));
  const all = categories.data ?? [];
  const categoryChoices: Choice[] = all
    .filter((category) => category.parent_id === null)
    .map((parent) => ({
      id: parent.id,
      label: parent.name,
      children: all.filter((child) => child.parent_id === parent.id).map((child) => ({ id: child.id, label: child.name })),
    }));

  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={t('supplier.listings.section.tagsAndCategories')}>
      <Stack gap="6">
        {!tags.data && !tags.error ? (
          <LoadingState label={t('supplier.listings.tags.loading')} />
        ) : (
          <ChoiceList
            legend={t('supplier.listings.tags.tags')}
            help={t('supplier.listings.tags.tagsHelp')}
            choices={tagChoices}
            value={tagIds}
            onChange={(ids) => set('tag_ids', ids)}
            footer={<FieldError text={firstErrorText(form.formState.errors.tag_ids, t)} />}
          />
        )}
        {!categories.data && !categories.error ? (
          <LoadingState label={t('supplier.listings.tags.loading')} />
        ) : (
          <ChoiceList
            legend={t('supplier.listings.tags.categories')}
            help={t('supplier.listings.tags.categoriesHelp')}
            choices={categoryChoices}
            value={categoryIds}
            onChange={(ids) => set('category_ids', ids)}
            footer={<FieldError text={firstErrorText(form.formState.errors.category_ids, t)} />}
          />
        )}
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}

function FieldError({ text }: { text: string | null }) {
  return text ? (
    <Text color="fg.error" fontSize="sm" role="alert">
      {text}
    </Text>
  ) : null;
}

/** A fieldset of checkboxes over ids; a choice's children are checked on their own. */
function ChoiceList({ legend, help, choices, value, onChange, footer }: { legend: string; help: string; choices: readonly Choice[]; value: readonly number[]; onChange: (ids: number[]) => void; footer: ReactNode }) {
  const t = useT();
  const chosen = new Set(value);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange([...next]);
  };
  const renderChoices = (list: readonly Choice[], depth: number): ReactNode =>
    list.map((choice) => (
      <Box key={choice.id} ps={depth * 6}>
        <Checkbox.Root checked={chosen.has(choice.id)} onCheckedChange={(details) => toggle(choice.id, details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{choice.label}</Checkbox.Label>
        </Checkbox.Root>
        {choice.children?.length ? (
          <Stack gap="1" mt="1">
            {renderChoices(choice.children, depth + 1)}
          </Stack>
        ) : null}
      </Box>
    ));
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="medium" fontSize="sm">
        {legend}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {help}
      </Text>
      {choices.length === 0 ? <Text color="fg.muted">{t('supplier.listings.tags.none')}</Text> : <Stack gap="1">{renderChoices(choices, 0)}</Stack>}
      {footer}
    </Stack>
  );
}
