import type { ReactNode } from 'react';
import { Box, Stack, Text } from 'shared-ui';
import { Checkbox } from 'shared-ui/panel-kit';

export interface Choice {
  id: number;
  label: string;
  /** Shown indented under the choice (a category's sub-categories). */
  children?: readonly Choice[];
}

export interface ChoiceListProps {
  legend: string;
  help?: string;
  choices: readonly Choice[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Below the choices: the field's error. */
  footer?: ReactNode;
}

/** A fieldset of checkboxes over ids; a choice's children are checked on their own. */
export function ChoiceList({ legend, help, choices, value, onChange, footer }: ChoiceListProps) {
  const chosen = new Set(value);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange([...next]);
  };
  const renderChoices = (list: readonly Choice[], depth: number) =>
    list.map((choice) => (
      <Box key={choice.id} ps={depth * 6}>
        <Checkbox.Root checked={chosen.has(choice.id)} onCheckedChange={(details) => toggle(choice.id, details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{choice.label}</Checkbox.Label>
        </Checkbox.Root>
        {choice.children?.length ? <Stack gap="1" mt="1">{renderChoices(choice.children, depth + 1)}</Stack> : null}
      </Box>
    ));
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="medium" fontSize="sm">
        {legend}
      </Text>
      {help ? (
        <Text fontSize="sm" color="fg.muted">
          {help}
        </Text>
      ) : null}
      <Stack gap="1">{renderChoices(choices, 0)}</Stack>
      {footer}
    </Stack>
  );
}
