import { Portal, Spinner, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import '../theme/toast-recipe';
import { UI } from 'shared-contracts/constants';
import { dismissAlert, useAlerts, useT, type Alert } from 'shared-runtime/session';

/**
 * One toaster for the whole page. shared-ui is a singleton, so the shell and every remote push to this instance
 * (through shared-contracts' alertsAtom) and the toasts stack in one place.
 */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });

/** Shows every alert of alertsAtom for UI.alertTimeoutMs (5 s), then removes it from the atom. */
export function AlertsToaster() {
  const alerts = useAlerts();
  const t = useT();
  const shown = useRef(new Set<string>());

  useEffect(() => {
    const text = (alert: Alert) => ('text' in alert ? alert.text : t(alert.messageId, alert.values));
    for (const alert of alerts) {
      if (shown.current.has(alert.id)) continue;
      shown.current.add(alert.id);
      // Created outside the effect: toasts created in the same tick inside a React effect render only the last one.
      queueMicrotask(() =>
        toaster.create({
          id: alert.id,
          type: alert.status,
          title: text(alert),
          duration: UI.alertTimeoutMs,
          closable: true,
          onStatusChange: ({ status }) => {
            if (status === 'unmounted') {
              shown.current.delete(alert.id);
              dismissAlert(alert.id);
            }
          },
        }),
      );
    }
  }, [alerts, t]);

  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label={t('areas.ui.closeAlert')} /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
