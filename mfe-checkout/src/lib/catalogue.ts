/**
 * The checkout's own texts (src/messages, ADR 0004): registered with the runtime as the `checkout` part when a module
 * of this remote first imports this one, so a redeployed checkout brings its texts with it.
 */
import { loadCataloguePart, registerCatalogue } from 'shared-runtime/i18n';
import { loaders } from '../messages/loaders';

export const CHECKOUT_PART = 'checkout';

registerCatalogue(CHECKOUT_PART, loaders);

/** Starts loading the part in `locale` (and English, the fallback); a failed chunk leaves English in place. */
export function loadCheckoutTexts(locale: string): void {
  loadCataloguePart(CHECKOUT_PART, locale).catch(() => undefined);
}
