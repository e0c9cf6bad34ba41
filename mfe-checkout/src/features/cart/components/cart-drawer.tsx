import { useT } from 'shared-contracts/session';
import { CloseButton, NotBuiltYet, Portal } from 'shared-ui';
import { Drawer } from 'shared-ui/panel';

export interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The cart drawer the storefront header opens. Placeholder: the cart itself arrives with the next issue. */
export function CartDrawer({ open, onOpenChange }: CartDrawerProps) {
  const t = useT();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('areas.checkout.cart')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <NotBuiltYet title={t('areas.checkout.cart')} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
