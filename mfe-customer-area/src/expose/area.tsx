/**
 * The guest reservation area, exposed as './Area'. The shell renders it inside its own router, session store and
 * UiProvider, at `/:lang/*`, for customer-reservation/… on partner-site hosts.
 */
import { loadCataloguePart } from 'shared-runtime/i18n';
import { localeAtom, sessionStore } from 'shared-runtime/session';
import { CustomerAreaRoutes } from '../app/routes';

// The area's texts start loading with this chunk, before its first render (ADR 0004); the pages ask too.
loadCataloguePart('customer', sessionStore.get(localeAtom)).catch(() => undefined);

export default function Area() {
  return <CustomerAreaRoutes />;
}
