/**
 * The package dialog of spec 001 §2, which "carries a step number and a read-only flag": both live in the URL
 * (`?step=2`, `?step=3&readonly=1`), so the browser's back button steps back and a reload keeps the step. The
 * choices themselves stay in component state: a deep link past a step whose choice is missing falls back to it.
 */
import { useEffect, useState } from 'react';
import { Box, Button, Flex, Portal, Stack, Text } from 'shared-ui';
import { Dialog } from 'shared-ui/panel';
import { useSearchParams } from 'shared-ui/router';
import { formatDisplayDate } from 'shared-contracts/dates';
import { handOffToCart, pushAlert, useMoney, useT } from 'shared-runtime/session';
import { useStorefront } from '../../../lib/storefront';
import type { PackageFull } from '../api/get-package';
import { usePackageSlotAvailability } from '../api/get-package-slot-availability';
import { usePackageSlots } from '../api/get-package-slots';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Counter } from './counter';
import { FactList } from './service-overview';
import { InlineError } from './product-states';

export const PACKAGE_STEP_PARAM = 'step';
export const PACKAGE_READONLY_PARAM = 'readonly';
export const PACKAGE_STEPS = 3;
const MAX_TRAVELLERS = { adults: 40, children: 20 } as const;

export function PackageDialog({ pkg }: { pkg: PackageFull }) {
  const t = useT();
  const formatMoney = useMoney();
  const { site, lang } = useStorefront();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get(PACKAGE_STEP_PARAM) ?? '0');
  const isOpen = requested >= 1;
  const [slotId, setSlotId] = useState<number | null>(null);
  const [travellers, setTravellers] = useState({ adults: 2, children: 0 });
  const slots = usePackageSlots(pkg.id, isOpen);
  const slot = slots.data?.find((s) => s.id === slotId);

  const input = slotId === null ? null : { site_id: site.id, package_id: pkg.id, slot_id: slotId, adults: travellers.adults, children: travellers.children };
  const key = JSON.stringify(input);
  const debounced = useDebouncedValue(key, 250);
  const availability = usePackageSlotAvailability(isOpen && debounced === key ? input : null);
  const checked = debounced === key && !availability.isLoading ? availability.data : undefined;

  // Each step needs the choice of the one before.
  const step = Math.min(Math.max(1, requested), slot ? (checked?.available ? 3 : 2) : 1);
  const readOnly = step === PACKAGE_STEPS;

  // A deep link past the first step arrives without the choice it needs (choices live in component state): the URL
  // follows the step actually shown, so it never says "step 3, read-only" over step 1.
  useEffect(() => {
    if (!isOpen || slotId !== null || requested <= 1) return;
    const query = new URLSearchParams(params);
    query.set(PACKAGE_STEP_PARAM, '1');
    query.delete(PACKAGE_READONLY_PARAM);
    setParams(query, { replace: true });
  }, [isOpen, slotId, requested, params, setParams]);

  function goTo(next: number) {
    const query = new URLSearchParams(params);
    query.set(PACKAGE_STEP_PARAM, String(next));
    if (next === PACKAGE_STEPS) query.set(PACKAGE_READONLY_PARAM, '1');
    else query.delete(PACKAGE_READONLY_PARAM);
    setParams(query);
  }

  function close() {
    const query = new URLSearchParams(params);
    query.delete(PACKAGE_STEP_PARAM);
    query.delete(PACKAGE_READONLY_PARAM);
    setParams(query, { replace: true });
  }

  function addToCart() {
    if (!slot || !checked?.available) return;
    try {
      handOffToCart({
        site_id: site.id,
        service_name: pkg.name,
        item: {
          service_type: 'packages',
          package_id: pkg.id,
          slot_id: slot.id,
          start_date: slot.start_date,
          number_of_adults: travellers.adults,
          number_of_children: travellers.children,
        },
      });
      // The cart says when the item is in (mfe-checkout adds it through the API, then confirms).
      close();
    } catch {
      pushAlert({ status: 'error', messageId: 'site.product.addToCartFailed' });
    }
  }

  const dates = slot ? t('site.product.package.dates', { start: formatDisplayDate(slot.start_date, { locale: lang }), end: formatDisplayDate(slot.end_date, { locale: lang }) }) : '';
  const reasonText = checked && !checked.available && checked.reason ? t(`site.product.package.reason.${checked.reason}` as const, { count: checked.slot.remaining }) : null;

  return (
    <Dialog.Root open={isOpen} onOpenChange={(details) => (details.open ? undefined : close())} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-readonly={readOnly} maxWidth="calc(100vw - 2rem)">
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Text fontSize="sm" color="fg.muted">
                {t('site.product.package.stepOf', { step, total: PACKAGE_STEPS })}
              </Text>
              <Dialog.Title>
                {step === 1 ? t('site.product.package.step.slot') : step === 2 ? t('site.product.package.step.travellers') : t('site.product.package.step.review')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {step === 1 ? (
                slots.error ? (
                  <InlineError message={t('site.product.package.slotsFailed')} onRetry={() => void slots.mutate()} />
                ) : !slots.data ? (
                  <Text role="status">{t('site.product.package.loadingSlots')}</Text>
                ) : slots.data.length === 0 ? (
                  <Text>{t('site.product.package.noSlots')}</Text>
                ) : (
                  <Stack role="group" aria-label={t('site.product.package.departures')} gap="2">
                    {slots.data.map((s) => {
                      const label = t('site.product.package.dates', { start: formatDisplayDate(s.start_date, { locale: lang }), end: formatDisplayDate(s.end_date, { locale: lang }) });
                      const state = s.sold_out ? t('site.product.booking.soldOut') : t('site.product.booking.seatsLeft', { count: s.remaining });
                      return (
                        <Button
                          key={s.id}
                          variant={s.id === slotId ? 'solid' : 'outline'}
                          colorPalette="brand"
                          justifyContent="space-between"
                          aria-pressed={s.id === slotId}
                          disabled={s.sold_out}
                          onClick={() => setSlotId(s.id)}
                          aria-label={`${label}, ${state}`}
                        >
                          <span>{label}</span>
                          <Text as="span" fontSize="xs">
                            {state}
                          </Text>
                        </Button>
                      );
                    })}
                  </Stack>
                )
              ) : null}

              {step === 2 ? (
                <Stack gap="3">
                  <Text>{dates}</Text>
                  <Box>
                    <Counter label={t('site.product.hotel.adults')} value={travellers.adults} min={1} max={MAX_TRAVELLERS.adults} onChange={(adults) => setTravellers((v) => ({ ...v, adults }))} />
                    <Counter label={t('site.product.hotel.children')} value={travellers.children} max={MAX_TRAVELLERS.children} onChange={(children) => setTravellers((v) => ({ ...v, children }))} />
                  </Box>
                  <Box aria-live="polite">
                    {availability.error ? (
                      <InlineError message={t('site.product.package.checkFailed')} onRetry={() => void availability.mutate()} />
                    ) : !checked ? (
                      <Text role="status">{t('site.product.booking.calculating')}</Text>
                    ) : (
                      <Stack gap="1">
                        <Flex justify="space-between" fontWeight="bold">
                          <Text>{t('site.product.booking.total')}</Text>
                          <Text>{formatMoney(checked.total)}</Text>
                        </Flex>
                        {reasonText ? <Text color="fg.error">{reasonText}</Text> : null}
                      </Stack>
                    )}
                  </Box>
                </Stack>
              ) : null}

              {step === 3 && checked ? (
                <Stack gap="3" aria-label={t('site.product.package.summary')} role="region">
                  <FactList
                    facts={[
                      { label: t('site.product.package.name'), value: pkg.name },
                      { label: t('site.product.package.when'), value: dates },
                      { label: t('site.product.package.travellers'), value: t('site.product.package.guests', { adults: travellers.adults, children: travellers.children }) },
                    ]}
                  />
                  <Stack gap="1">
                    {checked.lines.map((line) => (
                      <Flex key={line.pricing_type} justify="space-between">
                        <Text>{t('site.product.package.line', { count: line.count, type: line.pricing_type, price: formatMoney(line.unit_price) })}</Text>
                        <Text>{formatMoney(line.total)}</Text>
                      </Flex>
                    ))}
                    <Flex justify="space-between" fontWeight="bold" fontSize="lg">
                      <Text>{t('site.product.booking.total')}</Text>
                      <Text data-testid="package-total">{formatMoney(checked.total)}</Text>
                    </Flex>
                  </Stack>
                </Stack>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              {step > 1 ? (
                <Button variant="outline" onClick={() => goTo(step - 1)}>
                  {t('site.product.package.back')}
                </Button>
              ) : (
                <Button variant="outline" onClick={close}>
                  {t('common.cancel')}
                </Button>
              )}
              {step < PACKAGE_STEPS ? (
                <Button colorPalette="brand" disabled={step === 1 ? !slot : !checked?.available} onClick={() => goTo(step + 1)}>
                  {t('site.product.package.next')}
                </Button>
              ) : (
                <Button colorPalette="brand" onClick={addToCart}>
                  {t('site.product.addToCart')}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="sm" position="absolute" top="2" insetEnd="2" aria-label={t('site.product.close')}>
                <span aria-hidden="true">×</span>
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
