import { useState } from 'react';
import { utcMonthFrom } from 'shared-contracts/dates';
import { MONTH_PATTERN } from 'shared-contracts/reports';
import { Box, Field, Input } from '@chakra-ui/react';

/** A month that has begun (`YYYY-MM`, UTC), last month by default: the monthly reports' choice. */
export function useBegunMonth(): { month: string; setMonth: (month: string) => void; latest: string; valid: boolean } {
  const [now] = useState(() => new Date());
  const latest = utcMonthFrom(now, 0);
  const [month, setMonth] = useState(() => utcMonthFrom(now, -1));
  return { month, setMonth, latest, valid: MONTH_PATTERN.test(month) && month <= latest };
}

export interface MonthPickerProps {
  label: string;
  /** Shown, and the field marked invalid, when the month is not valid. */
  invalidText: string;
  choice: ReturnType<typeof useBegunMonth>;
}

/** The month field of a monthly report: the browser's month input, no later than this month. */
export function MonthPicker({ label, invalidText, choice }: MonthPickerProps) {
  return (
    <Box maxW="xs">
      <Field.Root invalid={!choice.valid}>
        <Field.Label>{label}</Field.Label>
        <Input type="month" value={choice.month} max={choice.latest} onChange={(event) => choice.setMonth(event.target.value)} />
        {!choice.valid ? <Field.ErrorText>{invalidText}</Field.ErrorText> : null}
      </Field.Root>
    </Box>
  );
}
