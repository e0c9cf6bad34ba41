import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Field, Flex, Heading, Input, NativeSelect, Stack, Text, chakra } from 'shared-ui';
import { Checkbox, RadioGroup } from 'shared-ui/storefront';
import { SEARCH_SERVICE_TYPES, type SearchServiceType } from 'shared-contracts/search';
import { useIntl, useT } from 'shared-runtime/session';
import { RATED_TYPE } from '../lib/search-filters';
import { hasFilters, type SearchChange, type SearchState } from '../lib/search-state';

const RATING_STEPS = [5, 4, 3, 2, 1] as const;
const Fieldset = chakra('fieldset');
const Legend = chakra('legend');

export interface SearchFiltersPanelProps {
  state: SearchState;
  onChange: (change: SearchChange) => void;
  onClear: () => void;
  /** Per service type; null while loading or when the facet search failed (the choice still works, without counts). */
  typeCounts: { total: number; counts: Record<string, number> } | null;
  categoryCounts: Record<string, number>;
  /** Per location id (the location_id facet). */
  locationCounts: Record<string, number>;
  /** Names by location id, from `locations_{locale}`; an id without one is shown as itself. */
  locationNames: Record<string, string>;
  priceStats: { min: number; max: number } | null;
  ratingCounts: Record<string, number>;
}

export function SearchFiltersPanel(props: SearchFiltersPanelProps) {
  const t = useT();
  const { state, onChange, onClear } = props;
  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center">
        <Heading as="h2" size="md">
          {t('site.search.filters.heading')}
        </Heading>
        {hasFilters(state) || state.type ? (
          <Button size="xs" variant="ghost" onClick={onClear}>
            {t('site.search.filters.clear')}
          </Button>
        ) : null}
      </Flex>
      <ServiceTypeSelect value={state.type} counts={props.typeCounts} onChange={(type) => onChange({ type })} />
      <CategoryFilter selected={state.categories} counts={props.categoryCounts} onChange={(categories) => onChange({ categories })} />
      <DestinationFilter selected={state.locations} counts={props.locationCounts} names={props.locationNames} onChange={(locations) => onChange({ locations })} />
      <PriceFilter min={state.priceMin} max={state.priceMax} stats={props.priceStats} onChange={(priceMin, priceMax) => onChange({ priceMin, priceMax })} />
      {state.type === RATED_TYPE ? <RatingFilter value={state.rating} counts={props.ratingCounts} onChange={(rating) => onChange({ rating })} /> : null}
    </Stack>
  );
}

function ServiceTypeSelect({ value, counts, onChange }: { value: SearchServiceType | undefined; counts: SearchFiltersPanelProps['typeCounts']; onChange: (type: SearchServiceType | undefined) => void }) {
  const t = useT();
  const id = useId();
  const label = (text: string, count: number | undefined) => (count === undefined ? text : t('site.search.type.withCount', { label: text, count }));
  // Types the site sells (and the chosen one); all of them until the counts arrive.
  const types = SEARCH_SERVICE_TYPES.filter((type) => !counts || (counts.counts[type] ?? 0) > 0 || type === value);
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{t('site.search.type.label')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field id={id} value={value ?? ''} onChange={(event) => onChange((event.currentTarget.value || undefined) as SearchServiceType | undefined)}>
          <option value="">{label(t('site.search.type.all'), counts?.total)}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {label(t(`site.search.type.${type}`), counts ? (counts.counts[type] ?? 0) : undefined)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** "Tours > Kayaking" is shown as "Kayaking": the parent is the service type's own tree. */
const categoryName = (value: string) => value.split(' > ').pop() ?? value;

function CategoryFilter({ selected, counts, onChange }: { selected: string[]; counts: Record<string, number>; onChange: (categories: string[]) => void }) {
  const t = useT();
  // A chosen category with no hits left stays visible, so it can be unticked.
  const values = [...new Set([...Object.keys(counts), ...selected])].sort((a, b) => categoryName(a).localeCompare(categoryName(b)));
  return (
    <Fieldset border="0" p="0" m="0" minW="0">
      <Legend fontWeight="medium" mb="2">
        {t('site.search.category.legend')}
      </Legend>
      {values.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('site.search.category.none')}
        </Text>
      ) : (
        <Stack gap="2">
          {values.map((value) => (
            <Checkbox.Root
              key={value}
              size="sm"
              checked={selected.includes(value)}
              onCheckedChange={(details) => onChange(details.checked === true ? [...selected, value] : selected.filter((item) => item !== value))}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('site.search.category.option', { name: categoryName(value), count: counts[value] ?? 0 })}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
    </Fieldset>
  );
}

function DestinationFilter({ selected, counts, names, onChange }: { selected: number[]; counts: Record<string, number>; names: Record<string, string>; onChange: (locations: number[]) => void }) {
  const t = useT();
  const name = (id: string) => names[id] ?? id;
  // Most services first, then by name; a chosen destination with no hits left stays visible, so it can be unticked.
  const values = [...new Set([...Object.keys(counts).filter((id) => /^\d+$/.test(id)), ...selected.map(String)])].sort(
    (a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || name(a).localeCompare(name(b)),
  );
  if (values.length === 0) return null;
  return (
    <Fieldset border="0" p="0" m="0" minW="0">
      <Legend fontWeight="medium" mb="2">
        {t('site.search.filters.destination')}
      </Legend>
      <Stack gap="2">
        {values.map((id) => (
          <Checkbox.Root
            key={id}
            size="sm"
            checked={selected.includes(Number(id))}
            onCheckedChange={(details) => onChange(details.checked === true ? [...selected, Number(id)] : selected.filter((item) => item !== Number(id)))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('site.search.filters.destinationOption', { name: name(id), count: counts[id] ?? 0 })}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Fieldset>
  );
}

const toNumber = (text: string) => {
  if (text.trim() === '') return undefined;
  const number = Number(text);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

function PriceFilter({ min, max, stats, onChange }: { min: number | undefined; max: number | undefined; stats: { min: number; max: number } | null; onChange: (min: number | undefined, max: number | undefined) => void }) {
  const t = useT();
  const intl = useIntl();
  const minId = useId();
  const maxId = useId();
  const hintId = useId();
  const [minText, setMinText] = useState(min === undefined ? '' : String(min));
  const [maxText, setMaxText] = useState(max === undefined ? '' : String(max));
  useEffect(() => setMinText(min === undefined ? '' : String(min)), [min]);
  useEffect(() => setMaxText(max === undefined ? '' : String(max)), [max]);
  const floor = stats ? Math.floor(stats.min) : undefined;
  const ceil = stats ? Math.ceil(stats.max) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let low = toNumber(minText);
    let high = toNumber(maxText);
    if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
    onChange(low, high);
  };

  return (
    <Fieldset as="form" onSubmit={submit} border="0" p="0" m="0" minW="0" aria-describedby={stats ? hintId : undefined}>
      <Legend fontWeight="medium" mb="2">
        {t('site.search.price.legend')}
      </Legend>
      {stats ? (
        <Text id={hintId} color="fg.muted" fontSize="sm" mb="2">
          {t('site.search.price.range', { min: floor ?? 0, max: ceil ?? 0 })}
        </Text>
      ) : null}
      <Flex gap="2">
        <Field.Root>
          <Field.Label htmlFor={minId} fontSize="sm">
            {t('site.search.price.min')}
          </Field.Label>
          <Input id={minId} type="number" inputMode="decimal" min={floor} max={ceil} placeholder={floor === undefined ? undefined : intl.formatNumber(floor)} value={minText} onChange={(e) => setMinText(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor={maxId} fontSize="sm">
            {t('site.search.price.max')}
          </Field.Label>
          <Input id={maxId} type="number" inputMode="decimal" min={floor} max={ceil} placeholder={ceil === undefined ? undefined : intl.formatNumber(ceil)} value={maxText} onChange={(e) => setMaxText(e.currentTarget.value)} />
        </Field.Root>
      </Flex>
      <Button type="submit" size="sm" variant="outline" mt="2">
        {t('site.search.price.apply')}
      </Button>
    </Fieldset>
  );
}

function RatingFilter({ value, counts, onChange }: { value: number | undefined; counts: Record<string, number>; onChange: (rating: number | undefined) => void }) {
  const t = useT();
  const labelId = useId();
  // The facet counts each rating value; "4 and up" is the sum over the values from 4.
  const atLeast = (step: number) => Object.entries(counts).reduce((sum, [rating, count]) => (Number(rating) >= step ? sum + count : sum), 0);
  return (
    <RadioGroup.Root size="sm" value={value === undefined ? 'any' : String(value)} onValueChange={(details) => onChange(details.value && details.value !== 'any' ? Number(details.value) : undefined)} aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="medium" mb="2">
        {t('site.search.rating.legend')}
      </Text>
      <Stack gap="2">
        <RadioGroup.Item value="any">
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>{t('site.search.rating.any')}</RadioGroup.ItemText>
        </RadioGroup.Item>
        {RATING_STEPS.map((step) => (
          <RadioGroup.Item key={step} value={String(step)}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t('site.search.rating.atLeast', { rating: step, count: atLeast(step) })}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
