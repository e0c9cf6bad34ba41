import { useT } from 'shared-runtime/session';
import { Button, HStack, IconButton, Input, Stack, Text } from 'shared-ui';
import { fieldErrorText, FormField, type ContractFormApi, type FormSchema } from 'shared-ui/panel-kit';

export interface LinesFieldProps {
  form: ContractFormApi<FormSchema>;
  /** The form's path of a list of strings. */
  name: string;
  /** The list's name ("Highlights"), and one line's ("Highlight"). */
  legend: string;
  itemLabel: string;
  addLabel: string;
  help?: string;
  max: number;
  type?: 'text' | 'email';
}

/**
 * A list of short lines (highlights, inclusions, e-mail addresses…): one field each, numbered, with add and remove.
 * Each line is its own field, so an error the API puts on `highlights.2` shows on the third line.
 */
export function LinesField({ form, name, legend, itemLabel, addLabel, help, max, type = 'text' }: LinesFieldProps) {
  const t = useT();
  const lines = (form.watch(name) as string[] | undefined) ?? [];
  const options = () => ({ shouldDirty: true, shouldTouch: true, shouldValidate: form.formState.isSubmitted });
  const setLines = (next: string[]) => form.setValue(name, next, options());
  const listError = form.getFieldState(name, form.formState).error;

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
      {lines.map((line, index) => (
        <HStack key={index} gap="2" align="end">
          <FormField name={`${name}.${index}`} label={t('supplier.tours.lines.item', { label: itemLabel, number: index + 1 })}>
            <Input type={type} value={line} onChange={(event) => form.setValue(`${name}.${index}`, event.target.value, options())} />
          </FormField>
          <IconButton
            variant="ghost"
            aria-label={t('supplier.tours.lines.remove', { label: itemLabel, number: index + 1 })}
            onClick={() => setLines(lines.filter((_, at) => at !== index))}
          >
            <span aria-hidden="true">✕</span>
          </IconButton>
        </HStack>
      ))}
      {typeof listError?.message === 'string' ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {fieldErrorText(listError, t)}
        </Text>
      ) : null}
      <HStack>
        <Button variant="outline" size="sm" disabled={lines.length >= max} onClick={() => setLines([...lines, ''])}>
          {addLabel}
        </Button>
      </HStack>
    </Stack>
  );
}
