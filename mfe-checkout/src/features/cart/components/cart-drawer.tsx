/**
 * The cart drawer the storefront header opens (spec 001 §2 overlays, §4 "Cart"): the site's cart by its stored
 * reference, each item with its details, validity and comments; removal after a confirmation; the count and the
 * total; checkout, disabled while an item is invalid.
 */
import type { Cart } from 'shared-contracts/booking';
import type { PartnerSite } from 'shared-contracts/sites';
import { useMoney, useT } from 'shared-runtime/session';
import { Alert, Badge, Button, CloseButton, HStack, List, Portal, Spinner, Stack, Text } from 'shared-ui';
import { Drawer } from 'shared-ui/panel';
import { useCartRef } from '../../../lib/cart-ref';
import { useCart } from '../api/get-cart';
import { removePackage } from '../api/remove-package';
import { removeReservation } from '../api/remove-reservation';
import { saveComments } from '../api/save-comments';
import { useCartHandoffs } from '../hooks/use-cart-handoffs';
import { CartItem, type CartLine } from './cart-item';

export interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  site: PartnerSite | null;
  siteLoading: boolean;
  siteFailed: boolean;
  onRetrySite: () => void;
  /** The visitor pressed Checkout on a valid cart. */
  onCheckout: (cart: Cart) => void;
  /** True while a checkout runs: the cart must not change under it. */
  locked?: boolean;
}

export function cartLines(cart: Cart): CartLine[] {
  return [
    ...cart.reservations.map((item) => ({ kind: 'reservation' as const, item })),
    ...cart.reserved_package.map((item) => ({ kind: 'package' as const, item })),
  ];
}

export function CartDrawer({ open, onOpenChange, site, siteLoading, siteFailed, onRetrySite, onCheckout, locked = false }: CartDrawerProps) {
  const t = useT();
  const formatMoney = useMoney();
  const siteId = site?.id ?? null;
  const cartRef = useCartRef(siteId);
  const { adding, failure, dismissFailure } = useCartHandoffs(site);
  const cart = useCart(siteId, cartRef);
  const data = cartRef ? cart.data : undefined;
  const lines = data ? cartLines(data) : [];
  // Spec 001 §3: the count is reservations plus reserved packages.
  const count = data ? data.reservations.length + data.reserved_package.length : 0;
  const invalid = lines.some((line) => !line.item.status);
  const single = site?.booking_flow_settings.process_single_cart_item ?? false;

  const reload = () => void cart.mutate();

  let body: React.ReactNode;
  if (siteFailed) {
    body = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('errors.failedToFetchSiteById')}</Alert.Title>
        <Button size="sm" ms="auto" onClick={onRetrySite}>
          {t('site.checkout.cart.retry')}
        </Button>
      </Alert.Root>
    );
  } else if (siteLoading || (cartRef && cart.isLoading && !data)) {
    body = (
      <HStack role="status" gap="2">
        <Spinner size="sm" />
        <Text>{t('site.checkout.cart.loading')}</Text>
      </HStack>
    );
  } else if (cartRef && cart.error && !data) {
    body = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Stack gap="2">
          <Alert.Title>{t('errors.cartRetrievalFailed')}</Alert.Title>
          <Button size="sm" alignSelf="start" onClick={reload}>
            {t('site.checkout.cart.retry')}
          </Button>
        </Stack>
      </Alert.Root>
    );
  } else if (lines.length === 0) {
    body = (
      <Stack gap="1">
        <Text fontWeight="semibold">{t('site.checkout.cart.empty')}</Text>
        <Text fontSize="sm">{t('site.checkout.cart.emptyHint')}</Text>
      </Stack>
    );
  } else if (site && data && cartRef) {
    body = (
      <List.Root as="ul" listStyleType="none" gap="3" ms="0" aria-label={t('site.checkout.cart.title')}>
        {lines.map((line) => (
          <List.Item key={line.item.id}>
            <CartItem
              line={line}
              disabled={locked}
              onRemove={async () => {
                if (line.kind === 'reservation') await removeReservation(site.id, cartRef, line.item.id);
                else await removePackage(site.id, cartRef, line.item.package_id);
                await cart.mutate();
              }}
              onSaveComments={async (comments) => {
                await saveComments(site.id, line.item.id, comments);
                await cart.mutate();
              }}
            />
          </List.Item>
        ))}
      </List.Root>
    );
  }

  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <HStack gap="2">
                <Drawer.Title>{t('site.checkout.cart.title')}</Drawer.Title>
                <Badge data-testid="cart-count" aria-label={t('site.checkout.cart.count', { count })}>
                  {count}
                </Badge>
              </HStack>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                {adding ? (
                  <HStack role="status" gap="2">
                    <Spinner size="sm" />
                    <Text>{t('site.checkout.cart.adding', { name: adding })}</Text>
                  </HStack>
                ) : null}
                {failure ? (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Stack gap="1">
                      <Alert.Title>{t('site.checkout.cart.addFailed', { name: failure.name })}</Alert.Title>
                      {failure.detail ? <Alert.Description>{failure.detail}</Alert.Description> : null}
                    </Stack>
                    <CloseButton size="xs" ms="auto" aria-label={t('areas.ui.closeAlert')} onClick={dismissFailure} />
                  </Alert.Root>
                ) : null}
                {single && lines.length > 0 ? <Text fontSize="sm">{t('site.checkout.cart.singleItem')}</Text> : null}
                {body}
              </Stack>
            </Drawer.Body>
            {data && lines.length > 0 ? (
              <Drawer.Footer>
                <Stack gap="3" width="full">
                  {invalid ? (
                    <Text role="alert" fontSize="sm" color="fg.error">
                      {t('site.checkout.cart.invalidHint')}
                    </Text>
                  ) : null}
                  <HStack justify="space-between">
                    <Text fontWeight="semibold">{t('site.checkout.cart.total')}</Text>
                    <Text fontWeight="semibold" data-testid="cart-total">
                      {formatMoney(data.cart_total_price)}
                    </Text>
                  </HStack>
                  <Button
                    width="full"
                    bg={site?.theme_settings.checkout_button_color}
                    color="white"
                    disabled={invalid || locked}
                    onClick={() => onCheckout(data)}
                  >
                    {t('site.checkout.cart.checkout')}
                  </Button>
                </Stack>
              </Drawer.Footer>
            ) : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('site.checkout.cart.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
