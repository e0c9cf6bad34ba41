import { useT } from 'shared-runtime/session';
import { Alert, CloseButton } from 'shared-ui';

/** A refusal the user must read (an in-use policy names its services): stays until closed or the next attempt. */
export function RefusalAlert({ text, onClose }: { text: string | null; onClose: () => void }) {
  const t = useT();
  if (text === null) return null;
  return (
    <Alert.Root status="error" role="alert" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={t('common.close')} onClick={onClose} />
    </Alert.Root>
  );
}
