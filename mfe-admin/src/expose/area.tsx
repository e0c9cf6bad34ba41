/**
 * The administrator area, exposed as './Area'. The shell renders it inside its own router, session store and
 * UiProvider, at `/:lang/*`, for /admin/… and for the administrator pages under /npanel (users, selects, texts,
 * tools, admin-report, partner-site/mappings, rental, restaurant, attraction). There is no separate npanel expose.
 */
import { AdminRoutes } from '../app/routes';

export default function Area() {
  return <AdminRoutes />;
}
