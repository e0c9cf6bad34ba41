/** Renders the supplier area at a route, as the shell mounts it, with a fresh swr cache and a signed-in user. */
import { SWRConfig } from 'swr';
import type { Locale } from 'shared-contracts/constants';
import type { CurrentUser } from 'shared-contracts/users';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

export function renderArea(route: string, user: CurrentUser, locale: Locale = 'en') {
  sessionStore.set(currentUserAtom, user);
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route, path: '/:lang/*', locale },
  );
}
