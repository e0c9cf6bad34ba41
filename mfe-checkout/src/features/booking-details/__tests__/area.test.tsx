import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { pageMetaAtom, sessionStore } from 'shared-contracts/session';
import { Button } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';
import CartDrawer from '../../../expose/cart-drawer';

describe('checkout area', () => {
  it('shows the booking details page as not built yet, with the build version', () => {
    renderWithProviders(<Area />, { route: '/en/booking-details/pay_123', path: '/:lang/*' });
    expect(screen.getByRole('heading', { level: 1, name: 'Booking details' })).toBeInTheDocument();
    expect(screen.getByText(/This page is not built yet/)).toBeInTheDocument();
    expect(screen.getByTestId('remote-version-mfe-checkout')).toBeInTheDocument();
    expect(sessionStore.get(pageMetaAtom).title).toBe('areas.checkout.bookingDetails');
  });

  it('opens the cart drawer placeholder and closes it with Escape', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>open cart</Button>
          <CartDrawer open={open} onOpenChange={setOpen} />
        </>
      );
    }
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'open cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cart' });
    expect(dialog).toHaveTextContent('This page is not built yet');

    await user.keyboard('{Escape}');
    // The drawer leaves after its exit animation, which jsdom only approximates: wait for it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'open cart' })).toBeInTheDocument();
  });
});
