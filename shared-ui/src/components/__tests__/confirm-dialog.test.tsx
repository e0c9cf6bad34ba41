import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UI } from 'shared-contracts/constants';
import { Button } from '../../index';
import { renderWithProviders } from '../../testing/render';
import { ConfirmDialog } from '../confirm-dialog';

function Harness({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete tour</Button>
      <ConfirmDialog
        open={open}
        title="Delete this tour?"
        message="The tour and its options are removed."
        destructive
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  // jsdom has no layout, so the focus trap cannot tell which buttons are visible: it focuses the dialog itself
  // instead of Cancel. What is checked here is that focus enters the dialog and Tab cannot leave it.
  it('opens as an alertdialog of the spec width, takes focus, and keeps Tab inside', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onConfirm={jest.fn()} onCancel={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Delete tour' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this tour?' });
    expect(dialog).toHaveTextContent('The tour and its options are removed.');
    expect(dialog).toHaveStyle({ width: `${UI.confirmDialogWidth}px` });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    // The page behind is hidden from assistive technology while the dialog is open.
    expect(screen.queryByRole('button', { name: 'Delete tour' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete tour', hidden: true })).not.toHaveFocus();
  });

  it('confirms with the Confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Delete tour' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with Escape and does not confirm', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Delete tour' }));
    const dialog = await screen.findByRole('alertdialog');
    // The dialog listens for Escape once it holds focus; pressing earlier would test the race, not the dialog.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onCancel).toHaveBeenCalled());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
