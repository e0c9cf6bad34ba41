import { useEffect, useState } from 'react';
import type { Position } from 'shared-contracts/tours';
import { useT } from 'shared-runtime/session';
import { Input, SimpleGrid, Stack, Text } from 'shared-ui';
import { FormField, type ContractFormApi, type FormSchema } from 'shared-ui/panel-kit';

interface PositionText {
  lat: string;
  lng: string;
}

const toText = (position: Position | null | undefined): PositionText => ({ lat: position ? String(position.lat) : '', lng: position ? String(position.lng) : '' });

/** Both empty: no position; otherwise both numbers (an unreadable one is NaN, which the schema refuses on its field). */
function toPosition(text: PositionText): Position | null {
  if (text.lat.trim() === '' && text.lng.trim() === '') return null;
  const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(',', '.')));
  return { lat: number(text.lat), lng: number(text.lng) };
}

const samePosition = (a: Position | null, b: Position | null | undefined) =>
  a === null || b === null || b === undefined ? a === (b ?? null) : Object.is(a.lat, b.lat) && Object.is(a.lng, b.lng);

export interface PositionFieldsProps {
  // Any contract form with a nullable PositionSchema field at `name`.
  form: ContractFormApi<FormSchema>;
  name: string;
  legend: string;
  help: string;
}

/**
 * A map position as latitude and longitude, typed (no map picker yet): both empty is "no position". A comma works as
 * the decimal mark, as Norwegian and Swedish keyboards type it.
 */
export function PositionFields({ form, name, legend, help }: PositionFieldsProps) {
  const t = useT();
  const value = form.watch(name) as Position | null | undefined;
  const [text, setText] = useState<PositionText>(() => toText(value));

  // Discard and a reload put another value in the form: show it, unless it is what the fields already say.
  useEffect(() => {
    setText((current) => (samePosition(toPosition(current), value) ? current : toText(value)));
  }, [value]);

  const change = (part: keyof PositionText, input: string) => {
    const next = { ...text, [part]: input };
    setText(next);
    const { isSubmitted } = form.formState;
    form.setValue(name, toPosition(next), { shouldDirty: true, shouldTouch: true, shouldValidate: isSubmitted });
  };

  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="medium" fontSize="sm">
        {legend}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {help}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField name={`${name}.lat`} label={t('supplier.tours.position.lat')} help={t('supplier.tours.position.latHelp')}>
          <Input inputMode="decimal" value={text.lat} onChange={(event) => change('lat', event.target.value)} />
        </FormField>
        <FormField name={`${name}.lng`} label={t('supplier.tours.position.lng')} help={t('supplier.tours.position.lngHelp')}>
          <Input inputMode="decimal" value={text.lng} onChange={(event) => change('lng', event.target.value)} />
        </FormField>
      </SimpleGrid>
    </Stack>
  );
}
