import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UI } from 'shared-contracts/constants';
import { useConfirm, type ConfirmOptions } from '../confirm/use-confirm';
import { renderKit } from './render-kit';

function Asker({ options, label = 'Delete departure' }: { options: ConfirmOptions; label?: string }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button onClick={() => void confirm(options).then((yes) => setAnswer(String(yes)))}>{label}</button>
      <p data-testid="answer">{answer}</p>
    </>
  );
}

const answer = () => screen.getByTestId('answer');

describe('useConfirm', () => {
  it('resolves true when confirmed, in a dialog of the spec width', async () => {
    const user = userEvent.setup();
    renderKit(<Asker options={{ title: 'Delete this departure?', message: '12 guests are booked.', confirmLabel: 'Delete', destructive: true }} />);
    await user.click(screen.getByRole('button', { name: 'Delete departure' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this departure?' });
    expect(dialog).toHaveTextContent('12 guests are booked.');
    expect(dialog).toHaveStyle({ width: `${UI.confirmDialogWidth}px` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(answer()).toHaveTextContent('true'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('resolves false on Cancel and on Escape, and gives focus back to what asked', async () => {
    const user = userEvent.setup();
    renderKit(<Asker options={{ destructive: true }} />);
    const trigger = screen.getByRole('button', { name: 'Delete departure' });

    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    // The destructive question's default wording.
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(answer()).toHaveTextContent('false'));
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(answer()).toHaveTextContent('false');
  });

  it('answers a question with false when another is asked before it was answered', async () => {
    let confirm!: ReturnType<typeof useConfirm>;
    function Grab() {
      confirm = useConfirm();
      return null;
    }
    renderKit(<Grab />);
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = confirm({ message: 'First?' });
    });
    act(() => {
      second = confirm({ message: 'Second?' });
    });
    await expect(first).resolves.toBe(false);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Second?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(second).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('says what is missing when there is no ConfirmProvider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(<Asker options={{ message: 'x' }} />)).toThrow('useConfirm needs a ConfirmProvider');
    } finally {
      spy.mockRestore();
    }
  });
});
