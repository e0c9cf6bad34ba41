/** The thank-you dialog (spec 001 §2: carries the payment uuid; §4 "Thank-you": polls until the status is known). */
import { useT } from 'shared-runtime/session';
import { Alert, Button, CloseButton, HStack, Portal, Spinner, Text } from 'shared-ui';
import { Dialog } from 'shared-ui/panel';
import { BookingOutcome } from '../../../components/booking-summary';
import { useThanks } from '../../../hooks/use-thanks';

export interface ThankYouDialogProps {
  siteId: number;
  paymentUuid: string | null;
  onClose: () => void;
}

export function ThankYouDialog({ siteId, paymentUuid, onClose }: ThankYouDialogProps) {
  const t = useT();
  const state = useThanks(siteId, paymentUuid);
  return (
    <Dialog.Root open={paymentUuid !== null} onOpenChange={(details) => (details.open ? undefined : onClose())} placement="center" size="md" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('site.checkout.thanks.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <ThanksBody state={state} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t('site.checkout.thanks.close')}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('site.checkout.thanks.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ThanksBody({ state }: { state: ReturnType<typeof useThanks> }) {
  const t = useT();
  switch (state.kind) {
    case 'loading':
      return (
        <HStack role="status" gap="2">
          <Spinner size="sm" />
          <Text>{t('site.checkout.thanks.checking')}</Text>
        </HStack>
      );
    case 'not-found':
      return <Text role="alert">{t('site.checkout.details.notFound')}</Text>;
    case 'failed':
      return (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('site.checkout.thanks.loadFailed')}</Alert.Title>
        </Alert.Root>
      );
    default:
      return <BookingOutcome state={state} />;
  }
}
