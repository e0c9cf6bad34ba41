/** Renders the supplier area at a route, as the shell mounts it, with a fresh swr cache and a signed-in user. */
import { configure } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { Locale } from 'shared-contracts/constants';
import type { CurrentUser } from 'shared-contracts/users';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

// A page's first render loads its lazy chunk and its first answers over HTTP: on a busy machine that takes more than
// testing-library's default second.
configure({ asyncUtilTimeout: 5000 });

export function renderArea(route: string, user: CurrentUser, locale: Locale = 'en') {
  sessionStore.set(currentUserAtom, user);
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route, path: '/:lang/*', locale },
  );
}
