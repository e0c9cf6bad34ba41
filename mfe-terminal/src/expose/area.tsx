/**
 * The terminal operator area, exposed as './Area'. The shell renders it inside its own router, session store and
 * UiProvider, at `/:lang/*`, for setup-terminal/… .
 */
import { TerminalRoutes } from '../app/routes';

export default function Area() {
  return <TerminalRoutes />;
}
