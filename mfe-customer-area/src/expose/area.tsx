/**
 * The guest reservation area, exposed as './Area'. The shell renders it inside its own router, session store and
 * UiProvider, at `/:lang/*`, for customer-reservation/… on partner-site hosts.
 */
import { CustomerAreaRoutes } from '../app/routes';

export default function Area() {
  return <CustomerAreaRoutes />;
}
