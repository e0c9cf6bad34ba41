import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Info } from 'luxon';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl, useT } from 'shared-runtime/session';
import '../recipes';

/** ISO weekdays, as luxon numbers them: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface WeekdayPickerProps {
  /** The chosen days, ISO numbers (1 Monday … 7 Sunday). */
  value: readonly number[];
  /** Always sorted Monday first, without repeats. */
  onChange: (days: number[]) => void;
  /** The group's name; "Weekdays" by default. */
  label?: string;
  disabled?: boolean;
}

/**
 * Monday to Sunday as seven toggle buttons (aria-pressed) in one labelled group. One tab stop: the arrow keys, Home
 * and End move between the days, Space or Enter turns one on or off. Day names follow the page's language.
 */
export function WeekdayPicker({ value, onChange, label, disabled = false }: WeekdayPickerProps) {
  const t = useT();
  const intl = useIntl();
  const labelId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [focused, setFocused] = useState(0);
  const short = Info.weekdays('short', { locale: intl.locale });
  const long = Info.weekdays('long', { locale: intl.locale });
  const chosen = new Set(value);

  const toggle = (weekday: number) => {
    const next = new Set(chosen);
    if (next.has(weekday)) next.delete(weekday);
    else next.add(weekday);
    onChange(WEEKDAYS.filter((each) => next.has(each)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: 6 };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const target = (move + 7) % 7;
    setFocused(target);
    buttons.current[target]?.focus();
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="medium" fontSize="sm" mb="1.5">
        {label ?? t('kit.weekdays')}
      </Text>
      <HStack gap="1" wrap="wrap">
        {WEEKDAYS.map((weekday, index) => {
          const on = chosen.has(weekday);
          return (
            <Button
              key={weekday}
              ref={(element: HTMLButtonElement | null) => {
                buttons.current[index] = element;
              }}
              size="sm"
              minW="12"
              variant={on ? 'solid' : 'outline'}
              colorPalette={on ? 'brand' : 'gray'}
              aria-pressed={on}
              aria-label={long[index]}
              tabIndex={index === focused ? 0 : -1}
              disabled={disabled}
              onFocus={() => setFocused(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onClick={() => toggle(weekday)}
            >
              {short[index]}
            </Button>
          );
        })}
      </HStack>
    </Box>
  );
}
