import { type ReactNode, useState } from 'react';
import { useSWRConfig } from 'swr';
import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared-contracts/constants';
import { ListingEditSection, type ListingFull, type ListingSectionInput, type ListingServiceType as ListingType } from 'shared-contracts/listings';
import type { MessageId } from 'shared-runtime/i18n';
import type { Breadcrumb } from 'shared-runtime/session';
import { useAlert, useCataloguePart, useLocale, usePageMeta, useT } from 'shared-runtime/session';
import { Badge, Box, Button, EmptyState, ErrorPanel, Flex, Grid, Heading, Link, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { useConfirm } from 'shared-ui/panel-kit';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'shared-ui/router';
import { LISTINGS_PART } from '../../../lib/catalogue';
import { createListing } from '../api/create-listing';
import { deleteListing } from '../api/delete-listing';
import { listingKey, useListing } from '../api/get-listing';
import { updateListingSection } from '../api/update-listing-section';
import { failureStatus, failureText } from '../../../lib/failure';
import { KINDS, listingHref, MISSING_PART, sectionLabel, SECTIONS, sectionOf } from '../lib/kinds';
import { routeId } from '../../../lib/route-id';
import { CreateListingForm } from './create-listing-form';
import { BasicDetailsForm } from './sections/basic-details-form';
import { GalleryForm } from './sections/gallery-form';
import { LocationForm } from './sections/location-form';
import { TagsCategoriesForm } from './sections/tags-categories-form';
import { TypeDetailsForm } from './sections/type-details-form';
import { StatusPanel } from './status-panel';

/** The language a listing's texts are first edited in: the panel's own. */
function useDefaultContentLocale(): Locale {
  const [locale] = useLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

interface PageProps {
  type: ListingType;
  breadcrumbs: Breadcrumb[];
}

/** A section a type adds after the shared ones (a hotel's features, room types and rate plans), saved on its own. */
export interface ExtraSection {
  id: string;
  label: MessageId;
  render: (props: { listing: ListingFull; locale: Locale; onChanged: () => Promise<unknown> }) => ReactNode;
}

/**
 * npanel/{rental,restaurant,attraction,hotel}/{id} (spec 000 §2.3): -1 creates a listing from its name and then opens
 * it; an existing one is edited one section at a time (basic details, the type's details, location, gallery, tags and
 * categories, then any `extraSections` of its type), each its own form and save, with its status and what it still
 * needs at the top.
 */
export function ListingEditPage({ type, breadcrumbs, extraSections = [] }: AreaPageProps & { type: ListingType; extraSections?: readonly ExtraSection[] }) {
  useCataloguePart(LISTINGS_PART);
  const { id: param } = useParams();
  const id = routeId(param);
  if (id === 'create') return <CreateListing type={type} breadcrumbs={breadcrumbs} />;
  if (id === 'invalid') return <ListingNotFound type={type} breadcrumbs={breadcrumbs} />;
  // A new id is a new listing: no form state carries over.
  return <EditListing key={id} type={type} id={id} breadcrumbs={breadcrumbs} extraSections={extraSections} />;
}

function ListingNotFound({ type, breadcrumbs }: PageProps) {
  const t = useT();
  const { lang = DEFAULT_LOCALE } = useParams();
  const kind = KINDS[type];
  usePageMeta({ title: kind.edit.title, breadcrumbs: [...breadcrumbs, { label: kind.edit.title }] });
  return (
    <EmptyState
      title={t(kind.text.notFound)}
      description={t('supplier.listings.edit.notFoundHint')}
      action={
        <Button asChild variant="outline">
          <RouterLink to={listingHref.list(type, lang)}>{t('supplier.listings.edit.backToList')}</RouterLink>
        </Button>
      }
    />
  );
}

function CreateListing({ type, breadcrumbs }: PageProps) {
  const t = useT();
  const alert = useAlert();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { lang = DEFAULT_LOCALE } = useParams();
  const [locale, setLocale] = useState(useDefaultContentLocale());
  const kind = KINDS[type];
  usePageMeta({ title: kind.edit.createTitle, breadcrumbs: [...breadcrumbs, { label: kind.edit.createTitle }] });

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(kind.edit.createTitle)}
        </Heading>
        <Text color="fg.muted">{t(kind.text.createIntro)}</Text>
      </Stack>
      <CreateListingForm
        locale={locale}
        onLocaleChange={setLocale}
        onSubmit={async (values) => {
          const created = await createListing(type, values, locale);
          // The new listing opens at once, without asking for what the answer already holds.
          await mutate(listingKey(type, created.id, locale), created, { revalidate: false });
          alert.show({ status: 'success', text: t('supplier.listings.create.created', { name: created.basic_details.name }) });
          navigate(listingHref.edit(type, lang, created.id, ListingEditSection.typeDetails));
        }}
      />
    </Stack>
  );
}

function EditListing({ type, id, breadcrumbs, extraSections }: PageProps & { id: number; extraSections: readonly ExtraSection[] }) {
  const t = useT();
  const alert = useAlert();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { lang = DEFAULT_LOCALE } = useParams();
  const [search] = useSearchParams();
  const section = sectionOf(
    search.get('section'),
    extraSections.map((each) => each.id),
  );
  const extra = extraSections.find((each) => each.id === section);
  const [locale, setLocale] = useState(useDefaultContentLocale());
  const listing = useListing(type, id, locale);
  const kind = KINDS[type];
  const name = listing.data?.basic_details.name;
  usePageMeta({ title: kind.edit.title, breadcrumbs: [...breadcrumbs, { label: name || kind.edit.title }] });

  if (listing.error) {
    if (failureStatus(listing.error) === 404) return <ListingNotFound type={type} breadcrumbs={breadcrumbs} />;
    return <ErrorPanel message={failureText(listing.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void listing.mutate()} />;
  }
  if (!listing.data) return <LoadingState label={t('supplier.listings.edit.loading')} />;
  const current = listing.data;
  const title = current.basic_details.name || t('supplier.listings.untitled');

  const save = async (body: ListingSectionInput) => {
    const next: ListingFull = await updateListingSection(type, id, body, locale);
    await listing.mutate(next, { revalidate: false });
  };
  const remove = async () => {
    const sure = await confirm({ title: t('supplier.listings.delete.title', { name: title }), message: t('supplier.listings.delete.message'), confirmLabel: t('common.delete'), destructive: true });
    if (!sure) return;
    try {
      await deleteListing(type, id);
    } catch (error) {
      const text = failureText(error, t);
      if (text) alert.show({ status: 'error', text });
      return;
    }
    alert.show({ status: 'success', text: t('supplier.listings.deleted', { name: title }) });
    navigate(listingHref.list(type, lang));
  };
  const missingIn = new Set(current.readiness.missing.map((part) => MISSING_PART[part].where));
  const formKey = `${section}-${locale}`;
  const forms = { listing: current, locale, onLocaleChange: setLocale };

  return (
    <Stack gap="5">
      <Flex gap="3" justify="space-between" align="start" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('supplier.listings.edit.code', { code: current.product_code })}
          </Text>
        </Stack>
        <Button variant="outline" colorPalette="red" size="sm" onClick={() => void remove()}>
          {t('supplier.listings.edit.delete')}
        </Button>
      </Flex>

      <StatusPanel listing={current} lang={lang} onChanged={() => listing.mutate()} />

      <Grid templateColumns={{ base: '1fr', lg: '16rem 1fr' }} gap="6" alignItems="start">
        <Box as="nav" aria-label={t('supplier.listings.edit.sections')}>
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {[...SECTIONS.map((each) => ({ id: each.id as string, label: sectionLabel(kind, each.id) })), ...extraSections].map((each) => {
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
                    <RouterLink to={listingHref.edit(type, lang, id, each.id)} aria-current={active ? 'page' : undefined}>
                      {t(each.label)}
                      {missingIn.has(each.id) ? <Badge colorPalette="yellow">{t('supplier.listings.edit.needed')}</Badge> : null}
                    </RouterLink>
                  </Link>
                </li>
              );
            })}
          </Stack>
        </Box>
        <Stack gap="4" minW="0">
          <Heading as="h2" size="lg">
            {t(extra?.label ?? sectionLabel(kind, section))}
          </Heading>
          {section === ListingEditSection.basicDetails ? (
            <BasicDetailsForm key={formKey} {...forms} onSubmit={(values) => save({ section, ...values })} />
          ) : section === ListingEditSection.typeDetails ? (
            <TypeDetailsForm key={formKey} listing={current} onSubmit={(values) => save({ section, ...values } as ListingSectionInput)} />
          ) : section === ListingEditSection.location ? (
            <LocationForm key={formKey} {...forms} onSubmit={(values) => save({ section, ...values })} />
          ) : section === ListingEditSection.gallery ? (
            <GalleryForm key={formKey} listing={current} onSubmit={(values) => save({ section, ...values })} />
          ) : section === ListingEditSection.tagsAndCategories ? (
            <TagsCategoriesForm key={formKey} listing={current} locale={locale} onSubmit={(values) => save({ section, ...values })} />
          ) : (
            extra?.render({ listing: current, locale, onChanged: () => listing.mutate() })
          )}
        </Stack>
      </Grid>
    </Stack>
  );
}

export const RentalEditPage = (props: AreaPageProps) => <ListingEditPage {...props} type="rentals" />;
export const RestaurantEditPage = (props: AreaPageProps) => <ListingEditPage {...props} type="restaurants" />;
export const AttractionEditPage = (props: AreaPageProps) => <ListingEditPage {...props} type="attractions" />;
