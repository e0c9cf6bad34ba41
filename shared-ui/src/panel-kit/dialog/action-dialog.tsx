import { Button, Dialog, IconButton, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import '../../theme/panel-recipes';
import { useT } from 'shared-runtime/session';

export interface DialogAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** What the button says while the dialog is busy. */
  loadingText?: string;
}

export interface ActionDialogProps {
  open: boolean;
  /** The dialog's heading and its accessible name. */
  title: string;
  /** Called on Escape, a click outside, the close button and Cancel. */
  onClose: () => void;
  /** The body. */
  children: ReactNode;
  /** The footer's main button; with it the footer shows Cancel (which closes) and this. */
  primaryAction?: DialogAction;
  /** Cancel's text; `common.cancel` by default. */
  cancelLabel?: string;
  /** A footer of the caller's own, shown in place of Cancel and the primary action. */
  footer?: ReactNode;
  /** While the action runs: the primary button shows it is working and Cancel is disabled. */
  busy?: boolean;
  /** Why the action failed: an alert at the end of the body, next to the buttons. */
  error?: string | null;
  size?: Dialog.RootProps['size'];
  /** The body scrolls inside the dialog (a long form) instead of the page. */
  scrollInside?: boolean;
  /** Where focus starts; the first focusable element of the body by default. */
  initialFocusEl?: () => HTMLElement | null;
}

/**
 * The panel's dialog for an action or a short form: a centred, titled dialog with a close button, the body, and a
 * footer (Cancel and a primary action, or the caller's own). Focus is trapped inside and goes back where it was.
 * The close button and Escape stay available while busy: closing only stops showing the action, it does not undo it.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { open, title, onClose, children, primaryAction, cancelLabel, footer, busy, error, size = 'md', scrollInside, initialFocusEl } = props;
  const t = useT();
  const buttons = footer ?? (primaryAction ? <ActionButtons action={primaryAction} cancelLabel={cancelLabel ?? t('common.cancel')} onCancel={onClose} busy={busy} /> : null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={size}
      placement="center"
      scrollBehavior={scrollInside ? 'inside' : undefined}
      {...(initialFocusEl ? { initialFocusEl } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {children}
              {error ? (
                <Text color="fg.error" role="alert" mt="4">
                  {error}
                </Text>
              ) : null}
            </Dialog.Body>
            {buttons ? <Dialog.Footer>{buttons}</Dialog.Footer> : null}
            <Dialog.CloseTrigger asChild>
              <IconButton variant="ghost" size="sm" aria-label={t('common.close')}>
                <span aria-hidden="true">✕</span>
              </IconButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ActionButtons({ action, cancelLabel, onCancel, busy }: { action: DialogAction; cancelLabel: string; onCancel: () => void; busy?: boolean }) {
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button onClick={action.onClick} disabled={action.disabled} loading={busy} loadingText={action.loadingText}>
        {action.label}
      </Button>
    </>
  );
}
