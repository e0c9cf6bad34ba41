/**
 * booking-details/{payment_ref}: the return address after a card payment (spec 001 §2). The same thanks data as the
 * thank-you dialog, as a page, polled the same way while the payment settles.
 */
import { useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { Alert, Button, Heading, HStack, RemoteVersion, Spinner, Stack, Text } from 'shared-ui';
import { useParams } from 'shared-ui/router';
import { BookingOutcome } from '../../../components/booking-summary';
import { version } from '../../../expose/version';
import { useThanks } from '../../../hooks/use-thanks';
import { CHECKOUT_PART } from '../../../lib/catalogue';
import { useCheckoutSite } from '../../../lib/use-checkout-site';
import { PAGES } from '../../../app/paths';

export function BookingDetailsPage() {
  const t = useT();
  useCataloguePart(CHECKOUT_PART);
  usePageMeta({ title: PAGES.bookingDetails.titleId, breadcrumbs: [] });
  const params = useParams();
  const paymentRef = (params['*'] ?? '').split('/')[0] || null;
  const { site, failed: siteFailed, retry } = useCheckoutSite();
  const state = useThanks(site?.id ?? null, paymentRef);

  let body: React.ReactNode;
  if (!paymentRef) {
    body = <Text role="alert">{t('site.checkout.details.noRef')}</Text>;
  } else if (siteFailed) {
    body = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('errors.failedToFetchSiteById')}</Alert.Title>
        <Button size="sm" ms="auto" onClick={retry}>
          {t('site.checkout.cart.retry')}
        </Button>
      </Alert.Root>
    );
  } else if (state.kind === 'loading') {
    body = (
      <HStack role="status" gap="2">
        <Spinner size="sm" />
        <Text>{t('site.checkout.thanks.checking')}</Text>
      </HStack>
    );
  } else if (state.kind === 'not-found') {
    body = <Text role="alert">{t('site.checkout.details.notFound')}</Text>;
  } else if (state.kind === 'failed') {
    body = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('site.checkout.thanks.loadFailed')}</Alert.Title>
        <Button size="sm" ms="auto" onClick={state.retry}>
          {t('site.checkout.cart.retry')}
        </Button>
      </Alert.Root>
    );
  } else {
    body = <BookingOutcome state={state} detailed />;
  }

  return (
    <Stack as="main" gap="6" maxW="3xl" mx="auto" px="6" py="8">
      <Heading as="h1" size="2xl">
        {t('site.checkout.details.title')}
      </Heading>
      {body}
      <RemoteVersion name="mfe-checkout" version={version} />
    </Stack>
  );
}
