import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { NotBuiltYet } from '../not-built-yet';
import { EmptyState, ErrorPanel, LoadingState } from '../states';

describe('state panels', () => {
  it('ErrorPanel shows the message as an alert and retries on click', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithProviders(<ErrorPanel message="The list could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ErrorPanel without onRetry offers no button', () => {
    renderWithProviders(<ErrorPanel message="Gone." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('LoadingState announces itself as a status in the current language', () => {
    renderWithProviders(<LoadingState />, { locale: 'no' });
    expect(screen.getByRole('status')).toHaveTextContent('Laster inn');
  });

  it('EmptyState shows its title, description and action', () => {
    renderWithProviders(<EmptyState title="No reservations" description="Nothing booked this month." action={<button>New</button>} />);
    expect(screen.getByRole('heading', { name: 'No reservations' })).toBeInTheDocument();
    expect(screen.getByText('Nothing booked this month.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New' })).toBeInTheDocument();
  });

  it('NotBuiltYet names the page and says it is not built, in Swedish too', () => {
    renderWithProviders(<NotBuiltYet title="Aktivitetslista" />, { locale: 'sv' });
    expect(screen.getByRole('heading', { level: 1, name: 'Aktivitetslista' })).toBeInTheDocument();
    expect(screen.getByText('Inte byggd än')).toBeInTheDocument();
  });
});
