/**
 * The partner area's own texts (src/messages, ADR 0004): registered with the runtime as the `partner` part when a
 * module of this remote first imports this one, so a redeployed area brings its texts with it.
 */
import { registerCatalogue } from 'shared-runtime/i18n';
import { loaders } from '../messages/loaders';

export const PARTNER_PART = 'partner';

registerCatalogue(PARTNER_PART, loaders);
