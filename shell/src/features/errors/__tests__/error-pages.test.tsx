import { screen } from '@testing-library/react';
import { renderShell, resetSession } from '../../../testing/render-shell';
import { AccessDeniedPage } from '../components/access-denied-page';
import { ErrorPage } from '../components/error-page';
import { NotFoundPage } from '../components/not-found-page';

beforeEach(() => resetSession());

describe('error pages (spec 000 §2.1, §8)', () => {
  it('unknown route: "ERROR" / "Oops, Something went wrong", with a way home in the current language', () => {
    renderShell(<ErrorPage />, { route: '/en/nowhere' });
    expect(screen.getByRole('heading', { name: 'ERROR' })).toBeInTheDocument();
    expect(screen.getByText('Oops, Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/en');
  });

  it('unknown page: "This page could not be found"', () => {
    renderShell(<NotFoundPage />, { route: '/sv/page/missing', locale: 'sv' });
    expect(screen.getByRole('heading', { name: 'Sidan kunde inte hittas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå till startsidan' })).toHaveAttribute('href', '/sv');
  });

  it('access denied, translated, linking back to the profile', () => {
    renderShell(<AccessDeniedPage profileHref="/no/npanel" />, { route: '/no/npanel/403', locale: 'no' });
    expect(screen.getByRole('heading', { name: 'Ingen tilgang' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til profilen din' })).toHaveAttribute('href', '/no/npanel');
  });
});
