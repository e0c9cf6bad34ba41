import { useId } from 'react';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { hrefFor, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { NotificationEmailsInputSchema } from 'shared-contracts/tours';
import type { MessageId } from 'shared-runtime/i18n';
import { useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { Button, Card, EmptyState, ErrorPanel, Heading, Link, LoadingState, SimpleGrid, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { ContractForm, SaveBar, useContractForm, type ContractFormApi, type FormSchema } from 'shared-ui/panel-kit';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { TOURS_PART } from '../../../../lib/catalogue';
import { useTour } from '../../api/get-tour';
import { setNotificationEmails } from '../../api/set-notification-emails';
import { failureText } from '../../../../lib/failure';
import { tourHref } from '../../lib/hrefs';
import { LinesField } from '../lines-field';
import { SETTINGS_PAGES, TourSettingsFrame } from './settings-frame';

const ROOT = 'supplier.tour.settings';

const DESCRIPTION: Record<Exclude<(typeof SETTINGS_PAGES)[number], typeof ROOT>, MessageId> = {
  'supplier.tour.settings.customBookingOption': 'supplier.tours.settings.describe.bookingOption',
  'supplier.tour.settings.customSections': 'supplier.tours.settings.describe.customSections',
  'supplier.tour.settings.features': 'supplier.tours.settings.describe.features',
  'supplier.tour.settings.linkDestinationBox': 'supplier.tours.settings.describe.destinationBox',
  'supplier.tour.settings.recommendedItems': 'supplier.tours.settings.describe.recommended',
  'supplier.tour.settings.specialInstructionMail': 'supplier.tours.settings.describe.specialInstruction',
};

/** The notification e-mails can hold at most this many addresses (NotificationEmailsInputSchema). */
const MAX_EMAILS = 10;

/**
 * npanel/tour/settings/{id?} (spec 000 §2.3): an activity's settings pages, and the addresses told of each of its
 * bookings (spec 002 §7.8 notification e-mails). Without an id there is no activity to set up: the list is offered.
 */
export function TourSettingsPage(props: AreaPageProps) {
  const { id } = useParams();
  if (id === undefined) return <NoActivity {...props} />;
  return <SettingsOverview {...props} />;
}

function NoActivity({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(TOURS_PART);
  const { lang = DEFAULT_LOCALE } = useParams();
  const title = SUPPLIER_MANIFEST.pages[ROOT].title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t(title)}
      </Heading>
      <EmptyState
        title={t('supplier.tours.settings.chooseActivity')}
        description={t('supplier.tours.settings.chooseActivityHint')}
        action={
          <Button asChild colorPalette="brand">
            <RouterLink to={tourHref.list(lang)}>{t('supplier.tours.edit.backToList')}</RouterLink>
          </Button>
        }
      />
    </Stack>
  );
}

function SettingsOverview({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  return (
    <TourSettingsFrame page={ROOT} breadcrumbs={breadcrumbs} intro={t('supplier.tours.settings.intro')}>
      {({ id, lang }) => (
        <Stack gap="8">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {SETTINGS_PAGES.filter((key) => key !== ROOT).map((key) => (
              <Card.Root key={key} variant="outline">
                <Card.Body gap="2">
                  <Heading as="h2" size="md">
                    <Link asChild colorPalette="brand">
                      <RouterLink to={hrefFor(key, { lang, id })}>{t(SUPPLIER_MANIFEST.pages[key].title)}</RouterLink>
                    </Link>
                  </Heading>
                  <Text color="fg.muted">{t(DESCRIPTION[key])}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
          <NotificationEmails id={id} />
        </Stack>
      )}
    </TourSettingsFrame>
  );
}

/** Who hears of each booking of the activity besides the supplier's own address. */
function NotificationEmails({ id }: { id: number }) {
  const t = useT();
  const tour = useTour(id, DEFAULT_LOCALE);
  if (tour.error) return <ErrorPanel message={failureText(tour.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void tour.mutate()} />;
  if (!tour.data) return <LoadingState />;
  return <NotificationEmailsForm id={id} emails={tour.data.notification_emails} onSaved={(emails) => tour.mutate({ ...tour.data!, notification_emails: emails }, { revalidate: false })} />;
}

function NotificationEmailsForm({ id, emails, onSaved }: { id: number; emails: string[]; onSaved: (emails: string[]) => unknown }) {
  const t = useT();
  const heading = useId();
  const form = useContractForm(NotificationEmailsInputSchema, { defaultValues: { emails }, fieldLabels: { emails: t('supplier.tours.settings.emails') } });
  return (
    <Stack as="section" gap="3" aria-labelledby={heading}>
      <Heading as="h2" size="md" id={heading}>
        {t('supplier.tours.settings.emails')}
      </Heading>
      <ContractForm form={form} onSubmit={async (values) => onSaved(await setNotificationEmails(id, values.emails))}>
        <Stack gap="3">
          <LinesField
            form={form as unknown as ContractFormApi<FormSchema>}
            name="emails"
            legend={t('supplier.tours.settings.emailsLegend')}
            help={t('supplier.tours.settings.emailsHelp')}
            itemLabel={t('supplier.tours.settings.email')}
            addLabel={t('supplier.tours.settings.addEmail')}
            max={MAX_EMAILS}
            type="email"
          />
          <SaveBar />
        </Stack>
      </ContractForm>
    </Stack>
  );
}
