import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from 'shared-ui/router';
import { currentUserAtom, pageMetaAtom, sessionStore } from 'shared-runtime/session';
import { createAdmin, createPartner } from 'shared-contracts/testing';
import { renderWithProviders } from '../../testing/render';
import { AreaRoutes, type AreaPageComponents, type AreaPageProps } from '../area-routes';

function Probe({ breadcrumbs }: AreaPageProps) {
  const { pathname } = useLocation();
  return <p data-testid="probe">{`${pathname} ${JSON.stringify(breadcrumbs)}`}</p>;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderArea = (route: string, area: 'admin' | 'partner' | 'supplier', pages: AreaPageComponents = {}, landing?: ReactElement) =>
  renderWithProviders(
    <>
      <AreaRoutes area={area} pages={pages} landing={landing} />
      <Where />
    </>,
    { route, path: '/:lang/*' },
  );

afterEach(() => sessionStore.set(currentUserAtom, null));

describe('AreaRoutes: an area rendered from its manifest', () => {
  it("renders the remote's component for a key, with the manifest's breadcrumbs up to the page", () => {
    sessionStore.set(currentUserAtom, createAdmin());
    renderArea('/sv/admin/tools/zaui', 'admin', { 'admin.tools.zaui': Probe });
    expect(screen.getByTestId('probe')).toHaveTextContent(
      '/sv/admin/tools/zaui [{"label":"nav.dashboard","href":"/sv/admin/dashboard"},{"label":"areas.admin.tools","href":"/sv/admin/tools"}]',
    );
  });

  it('falls back to the labelled not-built page, titled by the manifest, for a key it does not implement', () => {
    sessionStore.set(currentUserAtom, createAdmin());
    renderArea('/en/admin/hotel/-1', 'admin', { 'admin.tools.zaui': Probe });
    expect(screen.getByRole('heading', { level: 1, name: 'Create accommodation' })).toBeInTheDocument();
    expect(screen.getByText(/This page is not built yet/)).toBeInTheDocument();
    expect(screen.queryByTestId('probe')).not.toBeInTheDocument();
    expect(sessionStore.get(pageMetaAtom)).toEqual({
      title: 'areas.admin.accommodationCreate',
      breadcrumbs: [
        { label: 'nav.dashboard', href: '/en/admin/dashboard' },
        { label: 'areas.admin.accommodations', href: '/en/admin/hotel' },
        { label: 'areas.admin.accommodationCreate' },
      ],
    });
  });

  it('follows a redirect page to its target', async () => {
    renderArea('/no/admin', 'admin');
    expect(await screen.findByTestId('where')).toHaveTextContent('/no/admin/dashboard');
  });

  it('serves only its own area’s pages: a shared page belongs to its owning remote (ADR 0018)', () => {
    sessionStore.set(currentUserAtom, createPartner());
    const { unmount } = renderArea('/en/npanel/reservations/ABC-1', 'supplier');
    expect(screen.getByRole('heading', { level: 1, name: 'Reservation details' })).toBeInTheDocument();
    unmount();
    renderArea('/en/npanel/reservations/ABC-1', 'partner');
    expect(screen.getByRole('alert')).toHaveTextContent('Oops, Something went wrong');
    cleanup();
    renderArea('/en/npanel/tour', 'partner');
    expect(screen.getByRole('alert')).toHaveTextContent('Oops, Something went wrong');
  });

  it('shows the landing at the panel root, where the shell embeds it in the profile page', () => {
    renderArea('/en/npanel', 'partner', {}, <p>partner landing</p>);
    expect(screen.getByText('partner landing')).toBeInTheDocument();
  });
});
