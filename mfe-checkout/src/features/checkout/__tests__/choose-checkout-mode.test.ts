import { MerchantOfRecordType, PaymentMethod } from 'shared-contracts/enums';
import { createPartnerSite } from 'shared-contracts/testing';
import { CheckoutError } from '../lib/checkout-error';
import { chooseCheckoutMode } from '../lib/handlers';

const settings = { location_id: 'tml_1', reader_id: 'tmr_1' };
const site = (type: MerchantOfRecordType, methods: PaymentMethod[]) =>
  createPartnerSite({ merchant_of_record: { type, payment_method: methods } });

describe('chooseCheckoutMode (spec 001 §4 Checkout)', () => {
  it('holds and confirms on a no-pay site, whatever the device has saved', () => {
    expect(chooseCheckoutMode(site(MerchantOfRecordType.NOPAY, [PaymentMethod.NOPAY]), settings)).toEqual({ kind: 'nopay' });
  });

  it('uses the terminal on a hub site with the terminal method and saved settings, else the card element', () => {
    const hub = site(MerchantOfRecordType.GOTO_HUB, [PaymentMethod.STRIPE, PaymentMethod.STRIPE_TERMINAL]);
    expect(chooseCheckoutMode(hub, settings)).toEqual({ kind: 'terminal', settings });
    expect(chooseCheckoutMode(hub, null)).toEqual({ kind: 'card' });
    expect(chooseCheckoutMode(site(MerchantOfRecordType.GOTO_HUB, [PaymentMethod.STRIPE]), settings)).toEqual({ kind: 'card' });
  });

  it('refuses a terminal-only hub site without saved settings with "Stripe Terminal Not Found!"', () => {
    const result = chooseCheckoutMode(site(MerchantOfRecordType.GOTO_HUB, [PaymentMethod.STRIPE_TERMINAL]), null);
    expect(result).toBeInstanceOf(CheckoutError);
    expect((result as CheckoutError).messageId).toBe('errors.stripeTerminalNotFound');
  });
});
