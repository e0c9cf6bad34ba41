import { CustomBookingOptionInputSchema } from 'shared-contracts/tours';
import type { InferInput } from 'shared-contracts/valibot';
import type { MessageId } from 'shared-runtime/i18n';
import { useT } from 'shared-runtime/session';
import { Button, ErrorPanel, HStack, Input, LoadingState, NativeSelect, SimpleGrid, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { Checkbox, ContractForm, FormField, SaveBar, useContractForm, type ContractFormApi, type FormSchema } from 'shared-ui/panel-kit';
import { useBookingOption } from '../../api/get-booking-option';
import { updateBookingOption } from '../../api/update-booking-option';
import { errorText } from '../../lib/error-texts';
import { failureText } from '../../../../lib/failure';
import { LinesField } from '../lines-field';
import { TourSettingsFrame } from './settings-frame';

type Values = InferInput<typeof CustomBookingOptionInputSchema>;
type Question = Values['questions'][number];
type QuestionType = Question['type'];

const TYPES: { value: QuestionType; label: MessageId }[] = [
  { value: 'text', label: 'supplier.tours.booking.type.text' },
  { value: 'number', label: 'supplier.tours.booking.type.number' },
  { value: 'yes_no', label: 'supplier.tours.booking.type.yesNo' },
  { value: 'select', label: 'supplier.tours.booking.type.select' },
];
/** The API's limit (CustomBookingOptionInputSchema). */
const MAX_QUESTIONS = 20;

/** npanel/tour/settings/{id}/custom-booking-option: extra questions a guest answers when booking the activity. */
export function BookingOptionPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  return (
    <TourSettingsFrame page="supplier.tour.settings.customBookingOption" breadcrumbs={breadcrumbs} intro={t('supplier.tours.booking.intro')}>
      {({ id }) => <BookingOption id={id} />}
    </TourSettingsFrame>
  );
}

function BookingOption({ id }: { id: number }) {
  const t = useT();
  const option = useBookingOption(id);
  if (option.error) return <ErrorPanel message={failureText(option.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void option.mutate()} />;
  if (!option.data) return <LoadingState />;
  return <QuestionsForm id={id} questions={option.data.questions as Question[]} onSaved={(data) => option.mutate(data, { revalidate: false })} />;
}

function QuestionsForm({ id, questions, onSaved }: { id: number; questions: Question[]; onSaved: (data: Awaited<ReturnType<typeof updateBookingOption>>) => unknown }) {
  const t = useT();
  const form = useContractForm(CustomBookingOptionInputSchema, { defaultValues: { questions }, fieldLabels: { questions: t('supplier.tours.booking.questions') } });
  const list = (form.watch('questions') as Question[] | undefined) ?? [];
  const options = () => ({ shouldDirty: true, shouldTouch: true, shouldValidate: form.formState.isSubmitted });
  const setList = (next: Question[]) => {
    form.clearErrors('questions');
    form.setValue('questions', next, options());
  };
  const move = (from: number, to: number) => {
    const next = [...list];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setList(next);
  };

  return (
    <ContractForm form={form} onSubmit={async (values) => onSaved(await updateBookingOption(id, values))} aria-label={t('supplier.tours.booking.questions')}>
      <Stack gap="4">
        {list.length === 0 ? <Text color="fg.muted">{t('supplier.tours.booking.none')}</Text> : null}
        {list.map((question, index) => {
          const number = index + 1;
          return (
            <Stack key={index} as="fieldset" gap="3" borderWidth="1px" borderRadius="l3" p="4">
              <Text as="legend" fontWeight="semibold" px="1">
                {t('supplier.tours.booking.question', { number })}
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <FormField name={`questions.${index}.label`} label={t('supplier.tours.booking.label')} help={t('supplier.tours.booking.labelHelp')} required>
                  <Input {...form.register(`questions.${index}.label`)} />
                </FormField>
                <FormField name={`questions.${index}.type`} label={t('supplier.tours.booking.answerType')}>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      {...form.register(`questions.${index}.type`, {
                        // Only a choice question has choices (the API refuses them on any other).
                        onChange: (event: { target: { value: string } }) => {
                          if (event.target.value !== 'select') form.setValue(`questions.${index}.choices`, [], options());
                        },
                      })}
                    >
                      {TYPES.map((type) => (
                        <option key={type.value} value={type.value}>
                          {t(type.label)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </SimpleGrid>
              <Checkbox.Root
                checked={question.required ?? false}
                onCheckedChange={(details) => form.setValue(`questions.${index}.required`, details.checked === true, options())}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('supplier.tours.booking.required', { number })}</Checkbox.Label>
              </Checkbox.Root>
              {question.type === 'select' ? (
                <LinesField
                  form={form as unknown as ContractFormApi<FormSchema>}
                  name={`questions.${index}.choices`}
                  legend={t('supplier.tours.booking.choices')}
                  help={t('supplier.tours.booking.choicesHelp')}
                  itemLabel={t('supplier.tours.booking.choice')}
                  addLabel={t('supplier.tours.booking.addChoice')}
                  max={20}
                />
              ) : null}
              <HStack gap="2" wrap="wrap">
                <Button size="xs" variant="outline" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('supplier.tours.booking.moveUp', { number })}>
                  {t('supplier.tours.gallery.up')}
                </Button>
                <Button size="xs" variant="outline" disabled={index === list.length - 1} onClick={() => move(index, index + 1)} aria-label={t('supplier.tours.booking.moveDown', { number })}>
                  {t('supplier.tours.gallery.down')}
                </Button>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setList(list.filter((_, at) => at !== index))} aria-label={t('supplier.tours.booking.remove', { number })}>
                  {t('supplier.tours.gallery.removeShort')}
                </Button>
              </HStack>
            </Stack>
          );
        })}
        {errorText(form.getFieldState('questions', form.formState).error, t) ? (
          <Text color="fg.error" role="alert">
            {errorText(form.getFieldState('questions', form.formState).error, t)}
          </Text>
        ) : null}
        <HStack>
          <Button
            variant="outline"
            size="sm"
            disabled={list.length >= MAX_QUESTIONS}
            onClick={() => setList([...list, { label: '', type: 'text', required: false, choices: [] }])}
          >
            {t('supplier.tours.booking.add')}
          </Button>
        </HStack>
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}
