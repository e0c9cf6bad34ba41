/**
 * The administrator area, exposed as './Area'. The shell renders it inside its own router, session store and
 * UiProvider, at `/:lang/*`, for /admin/… and for the administrator pages under /npanel (users, selects, texts,
 * tools, admin-report, partner-site/mappings). There is no separate npanel expose: rentals, restaurants and
 * attractions are the supplier area's pages, which the admin drawer lists too (ADR 0009).
 */
import { localeAtom, sessionStore } from 'shared-runtime/session';
import { AdminRoutes } from '../app/routes';
import { loadAdminTexts } from '../lib/catalogue';

// The area's texts start loading with this chunk, before its first render (ADR 0004); its pages ask too.
loadAdminTexts(sessionStore.get(localeAtom));

export default function Area() {
  return <AdminRoutes />;
}
