import { Box, Field, HStack, Input, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useId } from 'react';
import { DATE_FORMATS } from 'shared-contracts/dates';
import { useT } from 'shared-runtime/session';
import '../recipes';

/** A range of calendar days as YYYY-MM-DD (spec 000 §9), '' for an end not chosen yet. Both ends are included. */
export interface DateRange {
  start: string;
  end: string;
}

/** The day, when `text` is a real YYYY-MM-DD date (not 2026-02-30). */
function day(text: string): DateTime | null {
  if (!text) return null;
  const parsed = DateTime.fromFormat(text, DATE_FORMATS.iso, { zone: 'UTC' });
  return parsed.isValid ? parsed : null;
}

/** Whether both ends are real dates and the end is not before the start (one day is a range). */
export function isValidDateRange(range: DateRange): boolean {
  const start = day(range.start);
  const end = day(range.end);
  return start !== null && end !== null && end >= start;
}

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The group's name; "Dates" by default. */
  label?: string;
  /** Earliest and latest selectable days, YYYY-MM-DD. */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  /** An error from outside (a form's); the picker itself says so when the end is before the start. */
  error?: string;
}

/**
 * Two date fields, From and To, as one labelled group. The browser's date input gives each field a calendar and
 * full keyboard entry; each end limits the other (To cannot be set before From).
 */
export function DateRangePicker({ value, onChange, label, min, max, required = false, disabled = false, error }: DateRangePickerProps) {
  const t = useT();
  const labelId = useId();
  const start = day(value.start);
  const end = day(value.end);
  const reversed = start !== null && end !== null && end < start;
  const problem = error ?? (reversed ? t('validation.dateRangeInvalid') : null);
  const limit = (picked: string | undefined, bound: string | undefined, pick: 'min' | 'max') => {
    if (!picked) return bound;
    if (!bound) return picked;
    return (pick === 'min' ? picked > bound : picked < bound) ? picked : bound;
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="medium" fontSize="sm" mb="1.5">
        {label ?? t('kit.dates.range')}
      </Text>
      <HStack gap="3" align="start" wrap="wrap">
        <Field.Root width="auto" required={required} disabled={disabled} invalid={Boolean(error)}>
          <Field.Label>{t('kit.dates.from')}</Field.Label>
          <Input
            type="date"
            value={value.start}
            {...(min ? { min } : {})}
            {...(limit(value.end, max, 'max') ? { max: limit(value.end, max, 'max') } : {})}
            onChange={(event) => onChange({ ...value, start: event.target.value })}
          />
        </Field.Root>
        <Field.Root width="auto" required={required} disabled={disabled} invalid={problem !== null}>
          <Field.Label>{t('kit.dates.to')}</Field.Label>
          <Input
            type="date"
            value={value.end}
            {...(limit(value.start, min, 'min') ? { min: limit(value.start, min, 'min') } : {})}
            {...(max ? { max } : {})}
            onChange={(event) => onChange({ ...value, end: event.target.value })}
          />
          {problem !== null ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
        </Field.Root>
      </HStack>
    </Box>
  );
}
