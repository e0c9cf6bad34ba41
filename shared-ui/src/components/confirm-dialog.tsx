import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import '../theme/panel-recipes';
import { UI } from 'shared-contracts/constants';
import { useT } from 'shared-runtime/session';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  /** Called on Cancel, Escape and a click outside. */
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Colours the confirm button as a destructive action (delete, cancel booking). */
  destructive?: boolean;
  /** Disables the buttons while the confirmed action runs. */
  busy?: boolean;
}

/**
 * Asks before an action. An alertdialog (focus is trapped inside, Escape cancels), UI.confirmDialogWidth wide.
 * Focus starts on Cancel so that Enter never confirms a destructive action by accident.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, onConfirm, onCancel, confirmLabel, cancelLabel, destructive, busy } = props;
  const t = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      initialFocusEl={() => cancelRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${UI.confirmDialogWidth}px`} maxWidth="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{message}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel ?? t('common.cancel')}
              </Button>
              <Button colorPalette={destructive ? 'red' : 'brand'} onClick={onConfirm} loading={busy}>
                {confirmLabel ?? t('common.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
