/**
 * The guest reservation area, exposed as './Area'. The shell renders it inside its own router, session store and
 * UiProvider, at `/:lang/*`, for customer-reservation/… on partner-site hosts.
 */
import { loadCataloguePart, registerCatalogue } from 'shared-runtime/i18n';
import { localeAtom, sessionStore } from 'shared-runtime/session';
import { CustomerAreaRoutes } from '../app/routes';
import { loaders } from '../messages/loaders';

// The area owns its texts (src/messages, ADR 0004): it registers them with the runtime, and they start loading
// with this chunk, before its first render; the pages ask too.
registerCatalogue('customer', loaders);
loadCataloguePart('customer', sessionStore.get(localeAtom)).catch(() => undefined);

export default function Area() {
  return <CustomerAreaRoutes />;
}
