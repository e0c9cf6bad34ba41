import { Field } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { get, useFormContext, useFormState, type Control, type FieldError, type UseFormReturn } from 'react-hook-form';
import { isMessageId } from 'shared-runtime/i18n';
import { useT, type T } from 'shared-runtime/session';
import '../recipes';
import { useKitForm } from './contract-form';

export interface FormFieldProps {
  /** The field's path in the form ('price', 'tickets.0.price'): its error is shown here. */
  name: string;
  label: string;
  help?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** An error to show when the field is not in a react-hook-form form. */
  error?: string;
  /** The control: a Chakra Input, Textarea or NativeSelect gets id, aria-describedby, aria-invalid and required from here. */
  children: ReactNode;
}

/**
 * The text of a field error: a catalogue id (what contract schemas carry, and what the API's issues name) in the
 * page's language; a server's own text as it came; valibot's English defaults as the generic "not valid".
 */
export function fieldErrorText(error: Pick<FieldError, 'type' | 'message'>, t: T): string {
  const message = error.message ?? '';
  if (isMessageId(message)) return t(message);
  if (error.type === 'server' && message) return message;
  return t('validation.invalid');
}

function FieldFrame({ label, help, required, disabled, readOnly, errorText, children }: Omit<FormFieldProps, 'name' | 'error'> & { errorText: string | null }) {
  return (
    <Field.Root invalid={errorText !== null} required={required ?? false} disabled={disabled ?? false} readOnly={readOnly ?? false}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {/*
        The error sits inside the helper text: Chakra points aria-describedby at the helper text only (the error at
        aria-errormessage, which fewer screen readers read), so this way both are read with the control.
      */}
      {help || errorText !== null ? (
        <Field.HelperText display="flex" flexDirection="column" gap="1">
          {help ? <span>{help}</span> : null}
          {errorText !== null ? <Field.ErrorText>{errorText}</Field.ErrorText> : null}
        </Field.HelperText>
      ) : null}
    </Field.Root>
  );
}

function ConnectedFormField({ control, ...props }: FormFieldProps & { control: Control }) {
  const t = useT();
  const kit = useKitForm();
  const { errors } = useFormState({ control, name: props.name });
  const error = get(errors, props.name) as FieldError | undefined;
  const registerLabel = kit?.form.registerLabel;
  useEffect(() => registerLabel?.(props.name, props.label), [registerLabel, props.name, props.label]);
  return <FieldFrame {...props} errorText={error ? fieldErrorText(error, t) : null} />;
}

/** One form field: label (with the required mark), the control, help text and error, wired for assistive technology. */
export function FormField(props: FormFieldProps) {
  // Null outside a FormProvider, whatever its type says.
  const form = useFormContext() as UseFormReturn | null;
  if (form) return <ConnectedFormField {...props} control={form.control} />;
  return <FieldFrame {...props} errorText={props.error ?? null} />;
}
