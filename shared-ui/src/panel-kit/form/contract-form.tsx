import { createContext, useContext, useMemo, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, useFormState } from 'react-hook-form';
import type { InferOutput } from 'shared-contracts/valibot';
import { useConfirmController, type Confirm } from '../confirm/use-confirm';
import { useUnsavedChangesGuard } from './unsaved-changes';
import type { ContractFormApi, FormSchema } from './use-contract-form';

interface KitForm {
  // The schema's type does not matter to the pieces inside (FormField, SaveBar).
  form: ContractFormApi<FormSchema>;
  confirm: Confirm;
  confirmLeave: () => Promise<boolean>;
}

const KitFormContext = createContext<KitForm | null>(null);

/** The enclosing ContractForm, or null (a FormField may stand in a plain react-hook-form FormProvider). */
export function useKitForm(): KitForm | null {
  return useContext(KitFormContext);
}

/** For a screen's own navigation out of a form (a Cancel button): asks when there are unsaved changes. */
export function useConfirmLeave(): () => Promise<boolean> {
  const kit = useKitForm();
  if (!kit) throw new Error('useConfirmLeave needs a ContractForm above it');
  return kit.confirmLeave;
}

export interface ContractFormProps<S extends FormSchema> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  form: ContractFormApi<S>;
  /** Saves; a rejection with the API's error envelope puts its field errors on the fields (see useContractForm). */
  onSubmit: (values: InferOutput<S>) => unknown;
  /** Warn before leaving with unsaved changes (default). */
  guardUnsaved?: boolean;
  children: ReactNode;
}

/** A form over useContractForm: its fields (FormField), the save bar (SaveBar), and the unsaved-changes warning. */
export function ContractForm<S extends FormSchema>({ form, onSubmit, guardUnsaved = true, children, ...attributes }: ContractFormProps<S>) {
  const { isDirty } = useFormState({ control: form.control });
  const guard = useUnsavedChangesGuard(guardUnsaved && isDirty);
  const { confirm, dialog } = useConfirmController();
  const kit = useMemo<KitForm>(
    () => ({ form: form as unknown as ContractFormApi<FormSchema>, confirm, confirmLeave: guard.confirmLeave }),
    [form, confirm, guard.confirmLeave],
  );
  return (
    <FormProvider {...form}>
      <KitFormContext.Provider value={kit}>
        <form noValidate {...attributes} onSubmit={form.submitWith(onSubmit)}>
          {children}
        </form>
        {guard.dialog}
        {dialog}
      </KitFormContext.Provider>
    </FormProvider>
  );
}
