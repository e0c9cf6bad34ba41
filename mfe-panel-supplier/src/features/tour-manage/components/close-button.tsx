import { useT } from 'shared-runtime/session';
import { Button, HStack } from 'shared-ui';
import { useConfirmLeave } from 'shared-ui/panel-kit';

/** Closes an editor (inside its ContractForm), asking first when it holds unsaved changes. */
export function CloseButton({ onClose }: { onClose: () => void }) {
  const t = useT();
  const confirmLeave = useConfirmLeave();
  return (
    <HStack mt="3">
      <Button variant="outline" size="sm" onClick={() => void confirmLeave().then((leave) => leave && onClose())}>
        {t('supplier.tourManage.closeEditor')}
      </Button>
    </HStack>
  );
}
