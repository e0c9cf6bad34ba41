/**
 * The checkout dialog (spec 001 §2 overlays, §4 "Checkout"): the personal-information form, then the handler the
 * site's merchant of record calls for: no-pay, card (stripe-js or the simulated test-mode form) or card terminal.
 * While it processes, every button is disabled and leaving the page asks first.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { OrderSchema, type Cart, type Order } from 'shared-contracts/booking';
import { isMessageId } from 'shared-runtime/i18n';
import { type PartnerSite, readableOn } from 'shared-contracts/sites';
import { useMoney, useT } from 'shared-runtime/session';
import type * as v from 'shared-contracts/valibot';
import { Alert, Badge, Box, Button, CloseButton, Field, Grid, HStack, Input, Portal, Spinner, Stack, Text, chakra } from 'shared-ui';
import { Dialog } from 'shared-ui/panel';
import { readTerminalSettings } from '../../../lib/terminal-settings';
import { usePublicKey } from '../api/get-public-key';
import { newAttempt, type Attempt } from '../lib/attempt';
import { CheckoutError, checkoutErrorFrom } from '../lib/checkout-error';
import { chooseCheckoutMode, runCard, runNoPay, runTerminal, type CheckoutOutcome, type TerminalStage } from '../lib/handlers';
import type { ReaderDriver } from '../lib/handlers';
import { createSimulatedReaderDriver, type SimulatedReaderDriver } from '../lib/simulated-reader-driver';
import { createStripeReaderDriver } from '../lib/stripe-reader-driver';
import { CardSection, type CardPayment } from './card-section';

type OrderInput = v.InferInput<typeof OrderSchema>;

export interface CheckoutDialogProps {
  open: boolean;
  site: PartnerSite;
  cart: Cart;
  onClose: () => void;
  /** The handler finished: the thank-you dialog (no-pay, terminal) or the booking-details page (card). */
  onDone: (outcome: CheckoutOutcome) => void;
  /** A step failed after the server may have changed the cart (hold, release): the cart reloads. */
  onCartChanged: () => void;
}

const EMPTY_ORDER: OrderInput = { name: '', first_name: '', last_name: '', email: '', country: '', area_code: '', phone: '' };

export function CheckoutDialog({ open, site, cart, onClose, onDone, onCartChanged }: CheckoutDialogProps) {
  const t = useT();
  const formatMoney = useMoney();
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<CheckoutError | null>(null);
  const [stage, setStage] = useState<{ stage: TerminalStage; label?: string } | null>(null);
  const attemptRef = useRef<Attempt | null>(null);
  const cardRef = useRef<CardPayment | null>(null);
  const [reader, setReader] = useState<SimulatedReaderDriver | null>(null);
  const [driver, setDriver] = useState<ReaderDriver | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const mode = useMemo(() => (open ? chooseCheckoutMode(site, readTerminalSettings(site.id)) : null), [open, site]);
  const needsProvider = mode !== null && !(mode instanceof CheckoutError) && mode.kind !== 'nopay';
  const publicKey = usePublicKey(needsProvider ? site.id : null, needsProvider ? cart.cart_currency || null : null);
  const provider = publicKey.data ?? null;

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OrderInput, unknown, Order>({ resolver: valibotResolver(OrderSchema), defaultValues: EMPTY_ORDER });

  useEffect(() => {
    if (!processing) return undefined;
    // Spec 001 §4: a warning if the page is refreshed or left while the payment runs.
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t('site.checkout.unloadWarning');
      return event.returnValue;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [processing, t]);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const onCardReady = useCallback((payment: CardPayment | null) => {
    cardRef.current = payment;
  }, []);

  const fieldMessage = (message: string | undefined) => (message === undefined ? undefined : isMessageId(message) ? t(message) : message);

  const pay = handleSubmit(async (order) => {
    setFailure(null);
    if (mode instanceof CheckoutError) {
      setFailure(mode);
      return;
    }
    if (!mode) return;
    if (!cart.cart_currency) {
      setFailure(new CheckoutError({ messageId: 'errors.cartCurrencyRequired' }));
      return;
    }
    if (mode.kind !== 'nopay' && !provider) {
      setFailure(new CheckoutError({ messageId: publicKey.error ? 'errors.paymentKeyMissing' : 'errors.terminal.paymentSystemIssue' }));
      return;
    }
    if (mode.kind === 'card') {
      const problem = cardRef.current ? cardRef.current.problem() : 'errors.cardDetailsEmpty';
      if (problem) {
        setFailure(new CheckoutError({ messageId: problem }));
        return;
      }
    }
    // A new attempt unless the last one failed before anything is known to have reached the server.
    const attempt = attemptRef.current ?? newAttempt();
    attemptRef.current = attempt;
    const ctx = { siteId: site.id, cart, order, attempt };
    setProcessing(true);
    try {
      let outcome: CheckoutOutcome;
      if (mode.kind === 'nopay') {
        outcome = await runNoPay(ctx);
      } else if (mode.kind === 'card') {
        const card = cardRef.current;
        if (!card) throw new CheckoutError({ messageId: 'errors.cardDetailsEmpty' });
        outcome = await runCard(ctx, (secret, intent) => card.confirm(secret, intent));
      } else {
        const simulated = provider?.provider === 'simulated';
        const created = simulated ? createSimulatedReaderDriver(site.id, cart.cart_currency) : createStripeReaderDriver(site.id, cart.cart_currency);
        if (simulated) setReader(created as SimulatedReaderDriver);
        setDriver(created);
        outcome = await runTerminal(ctx, mode.settings, created, (next, label) => setStage({ stage: next, ...(label ? { label } : {}) }));
      }
      attemptRef.current = null;
      setProcessing(false);
      setStage(null);
      setReader(null);
      setDriver(null);
      onDone(outcome);
    } catch (error) {
      const shown = checkoutErrorFrom(error, 'errors.somethingWentWrong');
      if (!shown.retryable) attemptRef.current = null;
      setProcessing(false);
      setStage(null);
      setReader(null);
      setDriver(null);
      setFailure(shown);
      onCartChanged();
    }
  });

  const total = formatMoney(cart.cart_total_price);
  const payLabel =
    mode && !(mode instanceof CheckoutError) && mode.kind === 'terminal'
      ? t('site.checkout.pay.reader')
      : mode && !(mode instanceof CheckoutError) && mode.kind === 'card'
        ? t('site.checkout.pay.card', { total })
        : t('site.checkout.pay.confirm');
  const buttonColor = site.theme_settings.checkout_button_color;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !processing) onClose();
      }}
      // The click that opens it lands outside it (on the drawer), and a stray click must not lose the form.
      closeOnInteractOutside={false}
      closeOnEscape={!processing}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={processing}>
            {/* The site's header colour, with the title in a colour that reads on it whatever the partner chose. */}
            <Dialog.Header bg={site.theme_settings.dialog_header_color} color={readableOn(site.theme_settings.dialog_header_color, site.theme_settings.title_color)}>
              <Dialog.Title>{t('site.checkout.dialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id="checkout-form" onSubmit={(event) => void pay(event)} noValidate>
                <Stack gap="4">
                  <Text fontWeight="semibold">{t('site.checkout.dialog.total', { total })}</Text>
                  {failure ? (
                    <Alert.Root status="error" role="alert" ref={alertRef} tabIndex={-1}>
                      <Alert.Indicator />
                      <Alert.Title>{failure.messageId ? t(failure.messageId, failure.values) : failure.message}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                  <chakra.fieldset disabled={processing}>
                    <chakra.legend fontWeight="semibold" mb="2">
                      {t('site.checkout.form.legend')}
                    </chakra.legend>
                    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
                      <Box gridColumn={{ md: 'span 2' }}>
                        <TextField label={t('site.checkout.form.name')} error={fieldMessage(errors.name?.message)} autoComplete="name" {...register('name')} />
                      </Box>
                      <TextField label={t('site.checkout.form.firstName')} required error={fieldMessage(errors.first_name?.message)} autoComplete="given-name" {...register('first_name')} />
                      <TextField label={t('site.checkout.form.lastName')} required error={fieldMessage(errors.last_name?.message)} autoComplete="family-name" {...register('last_name')} />
                      <Box gridColumn={{ md: 'span 2' }}>
                        <TextField label={t('site.checkout.form.email')} required type="email" error={fieldMessage(errors.email?.message)} autoComplete="email" {...register('email')} />
                      </Box>
                      <TextField label={t('site.checkout.form.country')} required error={fieldMessage(errors.country?.message)} autoComplete="country-name" {...register('country')} />
                      <HStack align="start" gap="3">
                        <Box flex="0 0 7rem">
                          <TextField label={t('site.checkout.form.areaCode')} required error={fieldMessage(errors.area_code?.message)} autoComplete="tel-country-code" inputMode="tel" {...register('area_code')} />
                        </Box>
                        <TextField label={t('site.checkout.form.phone')} required error={fieldMessage(errors.phone?.message)} autoComplete="tel-national" inputMode="tel" {...register('phone')} />
                      </HStack>
                    </Grid>
                  </chakra.fieldset>
                  {mode && !(mode instanceof CheckoutError) && mode.kind === 'card' && provider ? (
                    <CardSection siteId={site.id} provider={provider} disabled={processing} onReady={onCardReady} />
                  ) : null}
                  {stage ? (
                    <TerminalStatus
                      stage={stage.stage}
                      label={stage.label}
                      reader={stage.stage === 'waiting' ? reader : null}
                      driver={stage.stage === 'waiting' ? driver : null}
                    />
                  ) : null}
                  {processing && !stage ? (
                    <HStack role="status" gap="2">
                      <Spinner size="sm" />
                      <Text>{t('site.checkout.processing')}</Text>
                    </HStack>
                  ) : null}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={processing}>
                {t('common.cancel')}
              </Button>
              <Button
                type="submit"
                form="checkout-form"
                loading={processing}
                loadingText={payLabel}
                disabled={processing || (needsProvider && publicKey.isLoading)}
                bg={buttonColor}
                color="white"
              >
                {payLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('site.checkout.thanks.close')} disabled={processing} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type TextFieldProps = React.ComponentProps<typeof Input> & { label: string; error: string | undefined; required?: boolean };

function TextField({ label, error, required, ref, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input ref={ref} {...input} />
      {error ? <Field.ErrorText role="alert">{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** Spec 001 §2 terminal strings: Connecting to Reader, Connected, Waiting for Payment; the simulated reader's tap. */
interface TerminalStatusProps {
  stage: TerminalStage;
  label: string | undefined;
  /** The simulated reader, whose tap the page plays (test mode only). */
  reader: SimulatedReaderDriver | null;
  /** While waiting for the card: lets the operator stop waiting. */
  driver: ReaderDriver | null;
}

function TerminalStatus({ stage, label, reader, driver }: TerminalStatusProps) {
  const t = useT();
  const [tapping, setTapping] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelFailed, setCancelFailed] = useState<string | null>(null);
  const text = stage === 'connecting' ? t('site.checkout.terminal.connecting') : stage === 'connected' ? t('site.checkout.terminal.connected') : t('site.checkout.terminal.waiting');
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" aria-label={t('site.checkout.terminal.title')} role="group">
      <HStack role="status" gap="2">
        {stage === 'connected' ? null : <Spinner size="sm" />}
        <Text fontWeight="semibold">{text}</Text>
      </HStack>
      {label ? <Text fontSize="sm">{t('site.checkout.terminal.reader', { label })}</Text> : null}
      {driver ? (
        <Button
          variant="outline"
          size="sm"
          alignSelf="start"
          loading={cancelling}
          onClick={() => {
            setCancelling(true);
            setCancelFailed(null);
            void driver
              .cancelCollect()
              .catch((error: unknown) => setCancelFailed(error instanceof CheckoutError && error.messageId ? t(error.messageId) : t('errors.terminal.cancelFailed')))
              .finally(() => setCancelling(false));
          }}
        >
          {t('site.checkout.terminal.cancel')}
        </Button>
      ) : null}
      {cancelFailed ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {cancelFailed}
        </Text>
      ) : null}
      {reader ? (
        <Stack gap="2">
          <HStack>
            <Badge colorPalette="orange">{t('site.checkout.testMode')}</Badge>
            <Text fontSize="sm">{t('site.checkout.terminal.testHint')}</Text>
          </HStack>
          <Button
            variant="outline"
            alignSelf="start"
            loading={tapping}
            onClick={() => {
              setTapping(true);
              void reader.tap().finally(() => setTapping(false));
            }}
          >
            {t('site.checkout.terminal.tapCard')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
