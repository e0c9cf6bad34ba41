import { Box, Field, NativeSelect } from '@chakra-ui/react';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

export interface ChoiceSelectProps<Value extends string> {
  label: string;
  value: Value;
  choices: Choice<Value>[];
  onChange: (value: Value) => void;
}

/** A labelled native select of a few choices (the report pages' currency, party and breakdown pickers). */
export function ChoiceSelect<Value extends string>({ label, value, choices, onChange }: ChoiceSelectProps<Value>) {
  return (
    <Box maxW="xs" flex="1">
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as Value)}>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Box>
  );
}
