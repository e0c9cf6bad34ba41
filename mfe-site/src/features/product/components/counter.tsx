import { useId } from 'react';
import { Flex, IconButton, Text } from 'shared-ui';
import { useT } from 'shared-runtime/session';

export interface CounterProps {
  /** What is counted, e.g. "Adult": it names the group and the buttons. */
  label: string;
  /** A second line under the label (a price, an age range). */
  hint?: string | undefined;
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  /** Added to or taken from the value by one press (always 1 today; a group counts its tickets). */
  disabled?: boolean;
}

/** A − value + stepper. The buttons are named after what they count ("Remove one Adult", "Add one Adult"). */
export function Counter({ label, hint, value, min = 0, max, onChange, disabled = false }: CounterProps) {
  const t = useT();
  const labelId = useId();
  return (
    <Flex role="group" aria-labelledby={labelId} align="center" justify="space-between" gap="3" py="1">
      <div>
        <Text id={labelId} fontWeight="medium">
          {label}
        </Text>
        {hint ? (
          <Text fontSize="sm" color="fg.muted">
            {hint}
          </Text>
        ) : null}
      </div>
      <Flex align="center" gap="2">
        <IconButton
          aria-label={t('site.product.counter.decrease', { label })}
          size="sm"
          variant="outline"
          borderRadius="full"
          disabled={disabled || value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <span aria-hidden="true">−</span>
        </IconButton>
        <Text as="output" minWidth="6" textAlign="center" aria-label={t('site.product.counter.value', { label, count: value })}>
          {value}
        </Text>
        <IconButton
          aria-label={t('site.product.counter.increase', { label })}
          size="sm"
          variant="outline"
          borderRadius="full"
          disabled={disabled || value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <span aria-hidden="true">+</span>
        </IconButton>
      </Flex>
    </Flex>
  );
}
