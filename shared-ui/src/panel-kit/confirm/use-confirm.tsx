import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useT } from 'shared-runtime/session';
import { ConfirmDialog } from '../../components/confirm-dialog';

export interface ConfirmOptions {
  /** Defaults to "Are you sure?". */
  title?: string;
  /** Defaults to "This cannot be undone." for a destructive question; required in practice for any other. */
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A red confirm button, for deleting or cancelling something. */
  destructive?: boolean;
}

/** Asks the question; true when the user confirmed, false on Cancel, Escape, a click outside or unmount. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

/**
 * The promise API over ConfirmDialog, for a component that renders its own dialog (`dialog` goes into its tree).
 * Screens use `useConfirm()` under a ConfirmProvider instead. Focus goes into the dialog (on Cancel) and, whatever
 * the answer, back to what had it when the question was asked (the dialog's focus trap).
 */
export function useConfirmController(): { confirm: Confirm; dialog: ReactElement } {
  const t = useT();
  // The open question's answer; null when none is open.
  const pending = useRef<((answer: boolean) => void) | null>(null);
  const [open, setOpen] = useState(false);
  // Kept after closing, so the texts do not vanish while the dialog animates out.
  const [shown, setShown] = useState<ConfirmOptions>({});

  const settle = useCallback((answer: boolean) => {
    const resolve = pending.current;
    if (!resolve) return;
    pending.current = null;
    setOpen(false);
    resolve(answer);
  }, []);

  const confirm = useCallback<Confirm>((options) => {
    // A second question while one is open answers the first with "no": one dialog, one answer.
    pending.current?.(false);
    return new Promise<boolean>((resolve) => {
      pending.current = resolve;
      setShown(options);
      setOpen(true);
    });
  }, []);

  useEffect(() => () => pending.current?.(false), []);

  const dialog = (
    <ConfirmDialog
      open={open}
      title={shown.title ?? t('kit.confirm.title')}
      message={shown.message ?? (shown.destructive ? t('kit.confirm.destructiveMessage') : '')}
      destructive={shown.destructive ?? false}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
      {...(shown.confirmLabel ? { confirmLabel: shown.confirmLabel } : {})}
      {...(shown.cancelLabel ? { cancelLabel: shown.cancelLabel } : {})}
    />
  );
  return { confirm, dialog };
}

const ConfirmContext = createContext<Confirm | null>(null);

/** One confirmation dialog for everything below it; mount it once at an area's root. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { confirm, dialog } = useConfirmController();
  const value = useMemo(() => confirm, [confirm]);
  return (
    <ConfirmContext.Provider value={value}>
      {children}
      {dialog}
    </ConfirmContext.Provider>
  );
}

/** `if (await confirm({ message, destructive: true })) …`, from the nearest ConfirmProvider. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider above it (shared-ui/panel-kit)');
  return confirm;
}
