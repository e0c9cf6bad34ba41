import { ServiceDestinationBoxesInputSchema } from 'shared-contracts/destination-boxes';
import { GeneralStatus } from 'shared-contracts/enums';
import { useT } from 'shared-runtime/session';
import { EmptyState, ErrorPanel, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { ContractForm, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { type ActivityDestinationBoxes, setActivityDestinationBoxes, useActivityDestinationBoxes } from '../../api/destination-boxes';
import { errorTexts } from '../../lib/error-texts';
import { failureText } from '../../../../lib/failure';
import { ChoiceList } from '../sections/choice-list';
import { TourSettingsFrame } from './settings-frame';

/**
 * npanel/tour/settings/{id}/link-destination-box: the destination boxes the activity sits in (spec 002 §7.10). The
 * choices are the active boxes and any box the activity still sits in after an administrator closed it (ADR 0012).
 */
export function LinkDestinationBoxPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  return (
    <TourSettingsFrame page="supplier.tour.settings.linkDestinationBox" breadcrumbs={breadcrumbs} intro={t('supplier.tours.destinationBox.intro')}>
      {({ id, lang }) => <DestinationBoxes id={id} lang={lang} />}
    </TourSettingsFrame>
  );
}

function DestinationBoxes({ id, lang }: { id: number; lang: string }) {
  const t = useT();
  const boxes = useActivityDestinationBoxes(id, lang);
  if (boxes.error) return <ErrorPanel message={failureText(boxes.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void boxes.mutate()} />;
  if (!boxes.data) return <LoadingState />;
  if (boxes.data.boxes.length === 0) {
    return <EmptyState title={t('supplier.tours.destinationBox.none')} description={t('supplier.tours.destinationBox.noneHint')} />;
  }
  return (
    <DestinationBoxesForm
      id={id}
      lang={lang}
      boxes={boxes.data}
      onSaved={(saved) => boxes.mutate(saved, { revalidate: false })}
    />
  );
}

function DestinationBoxesForm({ id, lang, boxes, onSaved }: { id: number; lang: string; boxes: ActivityDestinationBoxes; onSaved: (saved: ActivityDestinationBoxes) => unknown }) {
  const t = useT();
  const legend = t('supplier.tours.destinationBox.legend');
  const form = useContractForm(ServiceDestinationBoxesInputSchema, {
    defaultValues: { destination_box_ids: boxes.boxes.filter((box) => box.linked).map((box) => box.id) },
    fieldLabels: { destination_box_ids: legend },
  });
  const value = (form.watch('destination_box_ids') as number[] | undefined) ?? [];
  const errors = errorTexts(form.getFieldState('destination_box_ids', form.formState).error, t);
  const closed = boxes.boxes.some((box) => box.status !== GeneralStatus.Active);
  const choices = boxes.boxes.map((box) => ({
    id: box.id,
    label: box.status === GeneralStatus.Active ? box.name : t('supplier.tours.destinationBox.closedLabel', { name: box.name }),
  }));
  return (
    <ContractForm
      form={form}
      onSubmit={async (values) => onSaved(await setActivityDestinationBoxes(id, values.destination_box_ids, lang))}
      aria-label={legend}
    >
      <Stack gap="4">
        <ChoiceList
          legend={legend}
          {...(closed ? { help: t('supplier.tours.destinationBox.closedHint') } : {})}
          choices={choices}
          value={value}
          onChange={(ids) => form.setValue('destination_box_ids', ids, { shouldDirty: true, shouldTouch: true })}
          footer={
            errors.length > 0 ? (
              <Text color="fg.error" role="alert">
                {errors.join(' ')}
              </Text>
            ) : null
          }
        />
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}
