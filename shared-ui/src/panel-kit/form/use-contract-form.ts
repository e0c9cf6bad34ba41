import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCallback, useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { needsAlert } from 'shared-contracts/errors';
import type { GenericSchema, InferInput, InferOutput } from 'shared-contracts/valibot';
import { isMessageId } from 'shared-runtime/i18n';
import { useT } from 'shared-runtime/session';
import { errorMessage } from '../lib/error-message';
import { schemaFields, splitServerErrors } from './server-errors';

/** A contract schema a form can edit: an object in, an object out. */
export type FormSchema = GenericSchema<FieldValues, FieldValues>;

export interface UseContractFormOptions<S extends FormSchema> extends Omit<UseFormProps<InferInput<S>, unknown, InferOutput<S>>, 'resolver'> {
  /** Labels by field path for fields no FormField names (FormField registers its own label). */
  fieldLabels?: Readonly<Record<string, string>>;
}

export type ContractFormApi<S extends FormSchema> = UseFormReturn<InferInput<S>, unknown, InferOutput<S>> & {
  /**
   * handleSubmit with the kit's rules: runs `action` with the schema's output; on success the form is clean again
   * and `saved` names what changed; on failure the server's field errors go onto their fields and its message (with
   * any issue no field shows) above the form (errors.root.server).
   */
  submitWith: (action: (values: InferOutput<S>) => unknown) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** Labels of the fields the last successful save changed; null before a save and once the form changes again. */
  saved: readonly string[] | null;
  /** A field's label: the FormField's, else fieldLabels', else the path. */
  labelOf: (path: string) => string;
  /** Where FormField registers its label. */
  registerLabel: (path: string, label: string) => void;
};

/** Every leaf path react-hook-form marks dirty ({ a: true, b: [{ c: true }] } -> ['a', 'b.0.c']). */
function dirtyPaths(dirty: unknown, prefix = ''): string[] {
  if (dirty === true) return prefix ? [prefix] : [];
  if (typeof dirty !== 'object' || dirty === null) return [];
  return Object.entries(dirty).flatMap(([key, value]) => dirtyPaths(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * react-hook-form with the contract's valibot schema as resolver (the API validates with the same schema), plus
 * the save rules of the kit. Render it with ContractForm, FormField and SaveBar.
 */
export function useContractForm<S extends FormSchema>(schema: S, options: UseContractFormOptions<S> = {}): ContractFormApi<S> {
  const { fieldLabels, ...formOptions } = options;
  const t = useT();
  const form = useForm<InferInput<S>, unknown, InferOutput<S>>({ mode: 'onTouched', ...formOptions, resolver: valibotResolver(schema) });
  const registered = useRef(new Map<string, string>());
  const [saved, setSaved] = useState<readonly string[] | null>(null);
  const fields = useMemo(() => schemaFields(schema), [schema]);
  // Read during render, so react-hook-form's proxy keeps these up to date for submitWith.
  const { isDirty, dirtyFields } = form.formState;

  useEffect(() => {
    if (isDirty) setSaved(null);
  }, [isDirty]);

  const labelOf = useCallback(
    (path: string): string => {
      // The nearest path with a label: 'tickets.0.price' is named by 'tickets.0.price', else 'tickets.0', else 'tickets'.
      for (let parts = path.split('.'); parts.length > 0; parts = parts.slice(0, -1)) {
        const candidate = parts.join('.');
        const label = registered.current.get(candidate) ?? fieldLabels?.[candidate];
        if (label) return label;
      }
      return path;
    },
    [fieldLabels],
  );

  const registerLabel = useCallback((path: string, label: string) => {
    registered.current.set(path, label);
  }, []);

  const { handleSubmit, setError, clearErrors, reset, getValues } = form;
  const dirtyRef = useRef(dirtyFields);
  dirtyRef.current = dirtyFields;

  const submitWith = useCallback(
    (action: (values: InferOutput<S>) => unknown) =>
      handleSubmit(async (values) => {
        const changed = dirtyPaths(dirtyRef.current);
        clearErrors('root.server');
        try {
          await action(values);
        } catch (error) {
          const isField = (path: string) => fields?.has(path.split('.')[0] ?? '') ?? registered.current.has(path);
          const split = splitServerErrors(error, isField);
          split.fields.forEach((issue, index) =>
            setError(issue.path as Path<InferInput<S>>, { type: 'server', message: issue.message }, { shouldFocus: index === 0 }),
          );
          // The HTTP client already acted on it (the session ended, access denied): nothing more to say here.
          if (!needsAlert(error)) return;
          const lines = [
            split.general ?? errorMessage(error, t),
            ...split.unplaced.map((issue) =>
              t('kit.form.issue', { field: labelOf(issue.path), message: isMessageId(issue.message) ? t(issue.message) : issue.message }),
            ),
          ];
          setError('root.server', { type: 'server', message: lines.join('\n') });
          return;
        }
        reset(getValues());
        setSaved([...new Set(changed.map(labelOf))]);
      }),
    [handleSubmit, clearErrors, setError, reset, getValues, fields, labelOf, t],
  );

  return { ...form, submitWith, saved, labelOf, registerLabel };
}
