import { useEffect, useRef } from 'react';
import { OptionInputSchema, type OptionForm as StoredOption } from 'shared-contracts/tour-manage';
import { useT } from 'shared-runtime/session';
import { Heading, Stack, Text } from 'shared-ui';
import { ContractForm, fieldErrorText, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { saveOption } from '../api/save-option';
import { CloseButton } from './close-button';
import { filledTexts, groupError, LocalizedFields, textsForForm, type RegisterText } from './localized-fields';

/** What the option editor is open for: a new option, one to change, or an unsaved copy of one. */
export type OptionEditing = { mode: 'create' } | { mode: 'edit'; option: StoredOption } | { mode: 'clone'; option: StoredOption; sourceName: string };

export interface OptionFormProps {
  tourId: number;
  editing: OptionEditing;
  onSaved: (saved: StoredOption, name: string) => void;
  onClose: () => void;
}

/**
 * Creates, changes or copies an option: its name and description in each panel language. A copy carries the
 * original's prices (the API's clone answer), so the new option is priced the same from the start.
 */
export function OptionForm({ tourId, editing, onSaved, onClose }: OptionFormProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const stored = editing.mode === 'edit' ? editing.option : null;
  const form = useContractForm(OptionInputSchema, {
    defaultValues: { id: stored?.id ?? null, names: textsForForm(stored?.names), descriptions: textsForForm(stored?.descriptions) },
  });

  const { setValue } = form;
  useEffect(() => {
    heading.current?.focus();
    // A copy is unsaved from the start: its texts are changes, so the save bar offers to save it and leaving asks.
    if (editing.mode !== 'clone') return;
    setValue('names', textsForForm(editing.option.names), { shouldDirty: true });
    setValue('descriptions', textsForForm(editing.option.descriptions), { shouldDirty: true });
    // Once, when the editor opens: the editor is remounted for another option.
  }, []);

  const title =
    editing.mode === 'create'
      ? t('supplier.tourManage.options.createTitle')
      : editing.mode === 'clone'
        ? t('supplier.tourManage.options.cloneTitle', { name: editing.sourceName })
        : t('supplier.tourManage.options.editTitle');

  const save = async (values: { id?: number | null; names: Record<string, string>; descriptions?: Record<string, string> }) => {
    const names = filledTexts(values.names);
    const saved = await saveOption(tourId, {
      id: values.id ?? null,
      names,
      descriptions: filledTexts(values.descriptions ?? {}),
      ...(editing.mode === 'clone' ? { prices: editing.option.prices } : {}),
    });
    onSaved(saved, Object.values(names)[0] ?? '');
  };

  const namesError = groupError(form.formState.errors.names);
  return (
    <Stack as="section" aria-labelledby="option-form-title" gap="4" borderWidth="1px" borderRadius="l3" p="4">
      <Heading as="h2" size="md" id="option-form-title" ref={heading} tabIndex={-1}>
        {title}
      </Heading>
      {editing.mode === 'clone' ? <Text color="fg.muted">{t('supplier.tourManage.options.cloneHelp')}</Text> : null}
      <ContractForm form={form} onSubmit={save}>
        <Stack gap="4">
          <LocalizedFields
            register={form.register as unknown as RegisterText}
            namesError={namesError ? fieldErrorText({ type: 'validate', message: namesError }, t) : null}
            withDescriptions
          />
        </Stack>
        <SaveBar saveLabel={editing.mode === 'edit' ? t('common.save') : t('supplier.tourManage.options.createSave')} />
        <CloseButton onClose={onClose} />
      </ContractForm>
    </Stack>
  );
}
