/**
 * The card part of the checkout form. With a real Stripe key it mounts stripe-js's card element (the SDK is loaded
 * on first use only); with the simulated provider it is a plain card form, clearly marked as test mode, whose
 * confirm posts to the simulated provider. Both hand the dialog the same `CardPayment`.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { SimulatedCardSchema, type PaymentIntentView, type PublicKeyAnswer } from 'shared-contracts/booking';
import type { MessageId } from 'shared-runtime/i18n';
import { useT } from 'shared-runtime/session';
import * as v from 'shared-contracts/valibot';
import { Badge, Box, Field, HStack, Input, Stack, Text, chakra } from 'shared-ui';
import { confirmSimulatedCard } from '../api/confirm-simulated-card';
import { CheckoutError } from '../lib/checkout-error';

export interface CardPayment {
  /** A message id when the card cannot be used as entered (checked before anything is created on the server). */
  problem(): MessageId | null;
  confirm(clientSecret: string, intent: PaymentIntentView): Promise<void>;
}

interface CardSectionProps {
  siteId: number;
  provider: PublicKeyAnswer['data'];
  disabled: boolean;
  onReady: (payment: CardPayment | null) => void;
}

export function CardSection({ siteId, provider, disabled, onReady }: CardSectionProps) {
  const t = useT();
  const legendId = useId();
  return (
    <chakra.fieldset aria-labelledby={legendId} borderWidth="1px" borderRadius="md" p="4">
      <HStack justify="space-between" mb="3">
        <chakra.legend id={legendId} fontWeight="semibold" float="left">
          {t('site.checkout.card.legend')}
        </chakra.legend>
        {provider.provider === 'simulated' ? <Badge colorPalette="orange">{t('site.checkout.testMode')}</Badge> : null}
      </HStack>
      {provider.provider === 'stripe' ? (
        <StripeCard publicKey={provider.stripe_public_key} onReady={onReady} />
      ) : (
        <SimulatedCardForm siteId={siteId} disabled={disabled} onReady={onReady} />
      )}
    </chakra.fieldset>
  );
}

/** "MM/YY" or "MM/YYYY" → month and four-digit year; NaN where the text is not a date. */
function parseExpiry(text: string): { exp_month: number; exp_year: number } {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return { exp_month: Number.NaN, exp_year: Number.NaN };
  const year = Number(match[2]);
  return { exp_month: Number(match[1]), exp_year: year < 100 ? 2000 + year : year };
}

function SimulatedCardForm({ siteId, disabled, onReady }: { siteId: number; disabled: boolean; onReady: CardSectionProps['onReady'] }) {
  const t = useT();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const card = { number, cvc, ...parseExpiry(expiry) };
  const cardRef = useRef(card);
  cardRef.current = card;

  useEffect(() => {
    onReady({
      problem() {
        const current = cardRef.current;
        if (!current.number.trim() && !current.cvc.trim() && Number.isNaN(current.exp_month)) return 'errors.cardDetailsEmpty';
        const parsed = v.safeParse(SimulatedCardSchema, current);
        if (parsed.success) return null;
        return parsed.issues.some((issue) => issue.message === 'errors.cardDetailsEmpty') ? 'errors.cardDetailsEmpty' : 'errors.cardDetailInvalid';
      },
      async confirm(clientSecret, intent) {
        const parsed = v.parse(SimulatedCardSchema, cardRef.current);
        const result = await confirmSimulatedCard(siteId, intent.id, clientSecret, parsed);
        if (result.status !== 'succeeded' && result.status !== 'processing') {
          throw new CheckoutError(result.last_payment_error?.message ? { text: result.last_payment_error.message } : { messageId: 'errors.cardDetailInvalid' });
        }
      },
    });
    return () => onReady(null);
  }, [siteId, onReady]);

  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {t('site.checkout.card.testHint')}
      </Text>
      <Field.Root>
        <Field.Label>{t('site.checkout.card.number')}</Field.Label>
        <Input value={number} onChange={(e) => setNumber(e.target.value)} inputMode="numeric" autoComplete="cc-number" disabled={disabled} />
      </Field.Root>
      <HStack gap="3" align="start">
        <Field.Root>
          <Field.Label>{t('site.checkout.card.expiry')}</Field.Label>
          <Input value={expiry} onChange={(e) => setExpiry(e.target.value)} placeholder="MM/YY" autoComplete="cc-exp" disabled={disabled} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('site.checkout.card.cvc')}</Field.Label>
          <Input value={cvc} onChange={(e) => setCvc(e.target.value)} inputMode="numeric" autoComplete="cc-csc" disabled={disabled} />
        </Field.Root>
      </HStack>
    </Stack>
  );
}

/** stripe-js's card element, loaded lazily (only when the provider is Stripe). */
function StripeCard({ publicKey, onReady }: { publicKey: string; onReady: CardSectionProps['onReady'] }) {
  const t = useT();
  const mountRef = useRef<HTMLDivElement>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    let unmount: (() => void) | null = null;
    void (async () => {
      try {
        const { loadStripe } = await import(/* webpackChunkName: "stripe-js" */ '@stripe/stripe-js');
        const stripe = await loadStripe(publicKey);
        if (!live || !stripe || !mountRef.current) return;
        const card = stripe.elements().create('card');
        card.mount(mountRef.current);
        let empty = true;
        let complete = false;
        card.on('change', (event) => {
          empty = event.empty;
          complete = event.complete;
        });
        unmount = () => card.destroy();
        setLoading(false);
        onReady({
          problem: () => (empty ? 'errors.cardDetailsEmpty' : complete ? null : 'errors.cardDetailInvalid'),
          async confirm(clientSecret) {
            const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
            if (result.error) throw new CheckoutError(result.error.message ? { text: result.error.message } : { messageId: 'errors.confirmPaymentFailed' });
          },
        });
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
      unmount?.();
      onReady(null);
    };
  }, [publicKey, onReady]);

  return (
    <Stack gap="2">
      {loading && !failed ? <Text fontSize="sm">{t('site.checkout.card.loading')}</Text> : null}
      {failed ? (
        <Text role="alert" color="fg.error">
          {t('errors.paymentKeyMissing')}
        </Text>
      ) : null}
      <Box ref={mountRef} aria-label={t('site.checkout.card.number')} p="3" borderWidth="1px" borderRadius="md" minH="10" />
    </Stack>
  );
}
