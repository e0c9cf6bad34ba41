/**
 * The administrator area, exposed as './Area'. The shell renders it inside its own router, session store and
 * UiProvider, at `/:lang/*`, for /admin/… and for the administrator pages under /npanel (users, selects, texts,
 * tools, admin-report, partner-site/mappings, rental, restaurant, attraction). There is no separate npanel expose.
 */
import { localeAtom, sessionStore } from 'shared-runtime/session';
import { AdminRoutes } from '../app/routes';
import { loadAdminTexts } from '../lib/catalogue';

// The area's texts start loading with this chunk, before its first render (ADR 0004); its pages ask too.
loadAdminTexts(sessionStore.get(localeAtom));

export default function Area() {
  return <AdminRoutes />;
}
