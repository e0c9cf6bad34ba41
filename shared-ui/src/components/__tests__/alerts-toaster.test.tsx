import { act, screen } from '@testing-library/react';
import { UI } from 'shared-contracts/constants';
import { alertsAtom, pushAlert, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from '../../testing/render';

describe('alerts toaster', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStore.set(alertsAtom, []);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows a pushed alert in the current language and removes it after UI.alertTimeoutMs', async () => {
    renderWithProviders(<p>page</p>, { withToaster: true });
    act(() => {
      pushAlert({ status: 'success', messageId: 'common.alerts.locationCreated' });
    });
    expect(await screen.findByText('Location successfully created!')).toBeInTheDocument();

    await act(async () => {
      jest.advanceTimersByTime(UI.alertTimeoutMs + 1000);
    });
    expect(screen.queryByText('Location successfully created!')).not.toBeInTheDocument();
    expect(sessionStore.get(alertsAtom)).toEqual([]);
  });

  it('shows literal text alerts too', async () => {
    renderWithProviders(<p>page</p>, { withToaster: true });
    act(() => {
      pushAlert({ status: 'error', text: 'Server said no' });
    });
    expect(await screen.findByText('Server said no')).toBeInTheDocument();
  });
});
