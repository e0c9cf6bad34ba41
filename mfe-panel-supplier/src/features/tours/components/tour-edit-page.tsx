import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared-contracts/constants';
import { TourEditSection } from 'shared-contracts/enums';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import type { TourFull } from 'shared-contracts/tours';
import type { Breadcrumb } from 'shared-runtime/session';
import { useAlert, useCataloguePart, useLocale, usePageMeta, useT } from 'shared-runtime/session';
import { Badge, Box, Button, EmptyState, ErrorPanel, Flex, Grid, Heading, HStack, Link, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'shared-ui/router';
import { TOURS_PART } from '../../../lib/catalogue';
import { createTour } from '../api/create-tour';
import { atGlanceKey } from '../api/get-at-glance';
import { tourKey, useTour } from '../api/get-tour';
import { updateTourSection } from '../api/update-tour-section';
import { failureStatus, failureText } from '../../../lib/failure';
import { tourHref } from '../lib/hrefs';
import { routeId } from '../../../lib/route-id';
import { MISSING_PART, SECTIONS, sectionOf } from '../lib/sections';
import { ActivationPanel } from './activation-panel';
import { BasicDetailsForm } from './sections/basic-details-form';
import { GalleryForm } from './sections/gallery-form';
import { SeasonalForm } from './sections/seasonal-form';
import { TagsCategoriesForm } from './sections/tags-categories-form';
import { TaxationForm } from './sections/taxation-form';
import { vitalBody, VitalDetailsForm, vitalSectionBody } from './sections/vital-details-form';

const PAGE = SUPPLIER_MANIFEST.pages['supplier.tour.edit'];

/** The language an activity's texts are first edited in: the panel's own. */
function useDefaultContentLocale(): Locale {
  const [locale] = useLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * npanel/tour/{id} (spec 000 §2.3, §4): tour/-1 creates an activity from its vital details and then opens it; an
 * existing one is edited one section at a time, each section its own form and save, with its status, privacy and
 * what it still needs to be sold at the top.
 */
export function TourEditPage({ breadcrumbs }: AreaPageProps) {
  useCataloguePart(TOURS_PART);
  const { id: param } = useParams();
  const id = routeId(param);
  if (id === 'create') return <CreateTour breadcrumbs={breadcrumbs} />;
  if (id === 'invalid') return <TourNotFound breadcrumbs={breadcrumbs} />;
  // A new id is a new activity: no form state carries over.
  return <EditTour key={id} id={id} breadcrumbs={breadcrumbs} />;
}

function TourNotFound({ breadcrumbs }: { breadcrumbs: Breadcrumb[] }) {
  const t = useT();
  const { lang = DEFAULT_LOCALE } = useParams();
  usePageMeta({ title: PAGE.title, breadcrumbs: [...breadcrumbs, { label: PAGE.title }] });
  return (
    <EmptyState
      title={t('supplier.tours.edit.notFound')}
      description={t('supplier.tours.edit.notFoundHint')}
      action={
        <Button asChild variant="outline">
          <RouterLink to={tourHref.list(lang)}>{t('supplier.tours.edit.backToList')}</RouterLink>
        </Button>
      }
    />
  );
}

function CreateTour({ breadcrumbs }: { breadcrumbs: Breadcrumb[] }) {
  const t = useT();
  const alert = useAlert();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { lang = DEFAULT_LOCALE } = useParams();
  const [locale, setLocale] = useState(useDefaultContentLocale());
  usePageMeta({ title: PAGE.createTitle, breadcrumbs: [...breadcrumbs, { label: PAGE.createTitle }] });

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(PAGE.createTitle)}
        </Heading>
        <Text color="fg.muted">{t('supplier.tours.create.intro')}</Text>
      </Stack>
      <VitalDetailsForm
        tour={null}
        locale={locale}
        onLocaleChange={setLocale}
        onSubmit={async (values) => {
          const created = await createTour(vitalBody(values), locale);
          // The new activity opens at once with what the answer holds; its page reads it again in the background.
          await mutate(tourKey(created.id, locale), created, { revalidate: false });
          alert.show({ status: 'success', text: t('supplier.tours.create.created', { name: created.vital_details.name }) });
          navigate(tourHref.edit(lang, created.id, TourEditSection.basicDetails));
        }}
      />
    </Stack>
  );
}

function EditTour({ id, breadcrumbs }: { id: number; breadcrumbs: Breadcrumb[] }) {
  const t = useT();
  const { lang = DEFAULT_LOCALE } = useParams();
  const [search] = useSearchParams();
  const section = sectionOf(search.get('section'));
  const [locale, setLocale] = useState(useDefaultContentLocale());
  const tour = useTour(id, locale);
  const { mutate } = useSWRConfig();
  const name = tour.data?.vital_details.name;
  usePageMeta({ title: PAGE.title, breadcrumbs: [...breadcrumbs, { label: name || PAGE.title }] });

  // A failed re-read keeps what is on screen (and in the forms); only a first read that fails replaces the page.
  if (tour.error && !tour.data) {
    if (failureStatus(tour.error) === 404) return <TourNotFound breadcrumbs={breadcrumbs} />;
    return <ErrorPanel message={failureText(tour.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void tour.mutate()} />;
  }
  if (!tour.data) return <LoadingState label={t('supplier.tours.edit.loading')} />;
  const current = tour.data;

  const saved = async (next: TourFull) => {
    await tour.mutate(next, { revalidate: false });
    // The counts at a glance change with the gallery; the list asks again itself when it is next shown.
    await mutate(atGlanceKey(id));
  };
  const save = async (body: Parameters<typeof updateTourSection>[1]) => saved(await updateTourSection(id, body, locale));
  const missingIn = new Set(current.sellable.missing.map((part) => MISSING_PART[part].where));
  const formKey = `${section}-${locale}`;

  return (
    <Stack gap="5">
      <Flex gap="3" justify="space-between" align="start" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {current.vital_details.name || t('supplier.tours.untitled')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('supplier.tours.edit.code', { code: current.product_code })}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline" size="sm">
            <RouterLink to={tourHref.manage(lang, id)}>{t('supplier.tours.edit.manage')}</RouterLink>
          </Button>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={tourHref.settings(lang, id)}>{t('supplier.tours.edit.settings')}</RouterLink>
          </Button>
        </HStack>
      </Flex>

      <ActivationPanel tour={current} lang={lang} locale={locale} onChanged={() => tour.mutate()} />

      <Grid templateColumns={{ base: '1fr', lg: '16rem 1fr' }} gap="6" alignItems="start">
        <Box as="nav" aria-label={t('supplier.tours.edit.sections')}>
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {SECTIONS.map((each) => {
              const active = each.id === section;
              return (
                <li key={each.id}>
                  <Link
                    asChild
                    display="flex"
                    justifyContent="space-between"
                    px="3"
                    py="2"
                    borderRadius="l2"
                    bg={active ? 'brand.subtle' : undefined}
                    fontWeight={active ? 'semibold' : 'normal'}
                  >
                    <RouterLink to={tourHref.edit(lang, id, each.id)} aria-current={active ? 'page' : undefined}>
                      {t(each.label)}
                      {missingIn.has(each.id) ? <Badge colorPalette="yellow">{t('supplier.tours.edit.needed')}</Badge> : null}
                    </RouterLink>
                  </Link>
                </li>
              );
            })}
          </Stack>
        </Box>
        <Stack gap="4" minW="0">
          <Heading as="h2" size="lg">
            {t(SECTIONS.find((each) => each.id === section)!.label)}
          </Heading>
          {section === TourEditSection.vitalDetails ? (
            <VitalDetailsForm key={formKey} tour={current} locale={locale} onLocaleChange={setLocale} onSubmit={(values) => save({ section, ...vitalSectionBody(values) })} />
          ) : section === TourEditSection.basicDetails ? (
            <BasicDetailsForm key={formKey} tour={current} locale={locale} onLocaleChange={setLocale} onSubmit={(values) => save({ section, ...values })} />
          ) : section === TourEditSection.galleryAndWidget ? (
            <GalleryForm key={formKey} tour={current} locale={locale} onSubmit={(values) => save({ section, ...values })} />
          ) : section === TourEditSection.tagsAndCategories ? (
            <TagsCategoriesForm key={formKey} tour={current} locale={locale} onSubmit={(values) => save({ section, ...values })} />
          ) : section === TourEditSection.taxation ? (
            <TaxationForm key={formKey} tour={current} onSubmit={(values) => save({ section, ...values })} />
          ) : (
            <SeasonalForm key={formKey} tour={current} onSubmit={(values) => save({ section, ...values })} />
          )}
        </Stack>
      </Grid>
    </Stack>
  );
}
