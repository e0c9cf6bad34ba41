import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactElement } from 'react';
import { ActionDialog, type ActionDialogProps } from '../dialog/action-dialog';
import { renderKit } from './render-kit';

// jsdom has no PointerEvent; Chakra's focus tracking creates one when a control takes focus.
if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

type Props = Partial<Omit<ActionDialogProps, 'open' | 'onClose'>>;

/** A page with a button that opens the dialog, and a count of the times the dialog asked to close. */
function Opener({ onClose, ...props }: Props & { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Move booking</button>
      <ActionDialog
        title="Move WH-1 to another date"
        {...props}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        {props.children ?? <input aria-label="New date" />}
      </ActionDialog>
    </>
  );
}

async function openDialog(ui: ReactElement) {
  const user = userEvent.setup();
  renderKit(ui);
  const trigger = screen.getByRole('button', { name: 'Move booking' });
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Move WH-1 to another date' });
  return { user, trigger, dialog };
}

describe('ActionDialog', () => {
  // jsdom has no layout, and zag moves focus only to elements that take up room: give every element a width, as a
  // browser would for a shown dialog, so that where focus lands can be seen.
  beforeEach(() => jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100));
  afterEach(() => jest.restoreAllMocks());

  it('is a dialog named by its title, with the body inside; Escape closes it and focus goes back', async () => {
    const onClose = jest.fn();
    const { user, trigger, dialog } = await openDialog(<Opener onClose={onClose} />);
    expect(within(dialog).getByRole('heading', { name: 'Move WH-1 to another date' })).toBeInTheDocument();
    // Focus starts in the body, on its first control.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'New date' })).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with its close button', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openDialog(<Opener onClose={onClose} />);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers Cancel and the primary action: the action runs, Cancel closes', async () => {
    const onClose = jest.fn();
    const move = jest.fn();
    const { user, dialog } = await openDialog(<Opener onClose={onClose} primaryAction={{ label: 'Move the booking', onClick: move }} />);
    await user.click(within(dialog).getByRole('button', { name: 'Move the booking' }));
    expect(move).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names Cancel as asked, and keeps a disabled action from running', async () => {
    const move = jest.fn();
    const { user, dialog } = await openDialog(<Opener cancelLabel="Keep the booking" primaryAction={{ label: 'Move the booking', onClick: move, disabled: true }} />);
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep the booking' })).toBeEnabled();
    const action = within(dialog).getByRole('button', { name: 'Move the booking' });
    expect(action).toBeDisabled();
    await user.click(action);
    expect(move).not.toHaveBeenCalled();
  });

  it('while busy, disables Cancel and the action, which says what it is doing; the close button still closes', async () => {
    const onClose = jest.fn();
    const move = jest.fn();
    const { user, dialog } = await openDialog(<Opener onClose={onClose} busy primaryAction={{ label: 'Move the booking', onClick: move, loadingText: 'Moving…' }} />);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const working = within(dialog).getByRole('button', { name: /Moving…/ });
    expect(working).toBeDisabled();
    await user.click(working);
    expect(move).not.toHaveBeenCalled();
    expect(within(dialog).queryByRole('button', { name: 'Move the booking' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says why the action failed, as an alert inside the dialog', async () => {
    const { dialog } = await openDialog(<Opener error="The departure no longer has room." primaryAction={{ label: 'Move the booking', onClick: () => undefined }} />);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The departure no longer has room.');
  });

  it('shows no alert while nothing failed', async () => {
    const { dialog } = await openDialog(<Opener error={null} />);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a footer of its own in place of Cancel and the action', async () => {
    const { dialog } = await openDialog(<Opener primaryAction={{ label: 'Move the booking', onClick: () => undefined }} footer={<button>OK</button>} />);
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Move the booking' })).not.toBeInTheDocument();
  });

  it('starts focus where asked', async () => {
    function Focused() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Opener initialFocusEl={() => ref.current}>
          <input aria-label="New date" />
          <button ref={ref}>Today</button>
        </Opener>
      );
    }
    const { dialog } = await openDialog(<Focused />);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Today' })).toHaveFocus());
  });
});
