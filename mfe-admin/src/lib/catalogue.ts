/**
 * The administrator area's own texts (src/messages, ADR 0004): registered with the runtime as the `admin` part when
 * a module of this remote first imports this one, so a redeployed area brings its texts with it.
 */
import { loadCataloguePart, registerCatalogue } from 'shared-runtime/i18n';
import { loaders } from '../messages/loaders';

export const ADMIN_PART = 'admin';

registerCatalogue(ADMIN_PART, loaders);

/** Starts loading the part in `locale` (and English, the fallback); a failed chunk leaves English in place. */
export function loadAdminTexts(locale: string): void {
  loadCataloguePart(ADMIN_PART, locale).catch(() => undefined);
}
