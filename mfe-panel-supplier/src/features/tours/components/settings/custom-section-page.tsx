import { DEFAULT_LOCALE, isLocale } from 'shared-contracts/constants';
import { hrefFor } from 'shared-contracts/manifests';
import { CustomSectionInputSchema, CustomSectionUpdateSchema, type CustomSection } from 'shared-contracts/tours';
import { useAlert, useLocale, useT } from 'shared-runtime/session';
import { ErrorPanel, LoadingState, Stack } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { ContractForm, SaveBar, useContractForm, type ContractFormApi, type FormSchema } from 'shared-ui/panel-kit';
import { useNavigate, useParams } from 'shared-ui/router';
import { createCustomSection } from '../../api/create-custom-section';
import { useCustomSection } from '../../api/get-custom-section';
import { updateCustomSection } from '../../api/update-custom-section';
import { failureStatus, failureText } from '../../../../lib/failure';
import { routeId } from '../../../../lib/route-id';
import { LocalizedTexts } from './localized-texts';
import { TourSettingsFrame } from './settings-frame';

/** npanel/tour/settings/{id}/custom-sections/{sectionId} (-1 adds one): a section's title and text in each language. */
export function CustomSectionPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  const { sectionId } = useParams();
  const section = routeId(sectionId);
  return (
    <TourSettingsFrame page="supplier.tour.settings.customSection" breadcrumbs={breadcrumbs} intro={t('supplier.tours.customSection.intro')}>
      {({ id, lang }) =>
        section === 'create' ? <NewSection key="new" tourId={id} lang={lang} /> : section === 'invalid' ? <SectionMissing /> : <ExistingSection key={section} id={section} tourId={id} lang={lang} />
      }
    </TourSettingsFrame>
  );
}

function SectionMissing() {
  const t = useT();
  return <ErrorPanel title={t('supplier.tours.customSection.notFound')} message={t('supplier.tours.customSection.notFoundHint')} />;
}

function useInitialLocale() {
  const [locale] = useLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** After a save: back to the list, where the section now stands. */
function useBackToList(tourId: number, lang: string) {
  const navigate = useNavigate();
  const alert = useAlert();
  const t = useT();
  return () => {
    alert.show({ status: 'success', text: t('supplier.tours.customSection.saved') });
    navigate(hrefFor('supplier.tour.settings.customSections', { lang, id: tourId }));
  };
}

function NewSection({ tourId, lang }: { tourId: number; lang: string }) {
  const t = useT();
  const back = useBackToList(tourId, lang);
  const initial = useInitialLocale();
  const form = useContractForm(CustomSectionInputSchema, { defaultValues: { service_id: tourId, titles: {}, bodies: {} } });
  return (
    <ContractForm
      form={form}
      onSubmit={async (values) => {
        await createCustomSection(values);
        back();
      }}
      aria-label={t('supplier.tours.customSection.form')}
    >
      <Stack gap="4">
        <LocalizedTexts
          form={form as unknown as ContractFormApi<FormSchema>}
          titles="titles"
          bodies="bodies"
          titleLabel={t('supplier.tours.customSection.title')}
          bodyLabel={t('supplier.tours.customSection.body')}
          initialLocale={initial}
        />
        <SaveBar saveLabel={t('supplier.tours.customSection.create')} />
      </Stack>
    </ContractForm>
  );
}

function ExistingSection({ id, tourId, lang }: { id: number; tourId: number; lang: string }) {
  const t = useT();
  const section = useCustomSection(id);
  if (section.error) {
    if (failureStatus(section.error) === 404) return <SectionMissing />;
    return <ErrorPanel message={failureText(section.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void section.mutate()} />;
  }
  if (!section.data) return <LoadingState />;
  // A section of another activity is not this page's to edit.
  if (section.data.service_id !== tourId) return <SectionMissing />;
  return <SectionForm section={section.data} tourId={tourId} lang={lang} onSaved={(saved) => section.mutate(saved, { revalidate: false })} />;
}

function SectionForm({ section, tourId, lang, onSaved }: { section: CustomSection; tourId: number; lang: string; onSaved: (saved: CustomSection) => unknown }) {
  const t = useT();
  const back = useBackToList(tourId, lang);
  const initial = useInitialLocale();
  const form = useContractForm(CustomSectionUpdateSchema, { defaultValues: { titles: section.titles, bodies: section.bodies, position: section.position } });
  return (
    <ContractForm
      form={form}
      onSubmit={async (values) => {
        await onSaved(await updateCustomSection(section.id, values));
        back();
      }}
      aria-label={t('supplier.tours.customSection.form')}
    >
      <Stack gap="4">
        <LocalizedTexts
          form={form as unknown as ContractFormApi<FormSchema>}
          titles="titles"
          bodies="bodies"
          titleLabel={t('supplier.tours.customSection.title')}
          bodyLabel={t('supplier.tours.customSection.body')}
          initialLocale={initial}
        />
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}
