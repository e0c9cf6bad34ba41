import { COLORS } from 'shared-contracts/constants';
import { Box, Heading, List, Text } from 'shared-ui';
import type { CancellationTier } from 'shared-contracts/catalogue';
import { useT, type T } from 'shared-runtime/session';
import { tierViews, type TierView } from '../lib/cancellation';

function notice(t: T, tier: TierView): string {
  return tier.unit === 'days' ? t('site.product.cancellation.days', { count: tier.amount }) : t('site.product.cancellation.hours', { count: tier.amount });
}

/** The refund tiers (spec 001 §2): green while something is refunded, orange when nothing is. */
export function CancellationPolicy({ tiers }: { tiers: CancellationTier[] }) {
  const t = useT();
  const views = tierViews(tiers);
  return (
    <Box as="section" aria-labelledby="product-cancellation">
      <Heading as="h2" size="md" id="product-cancellation" mb="2">
        {t('site.product.cancellation.title')}
      </Heading>
      {views.length === 0 ? (
        <Text color="fg.muted">{t('site.product.cancellation.none')}</Text>
      ) : (
        <List.Root gap="1" listStyle="none" ms="0">
          {views.map((tier, index) => {
            const previous = views[index - 1];
            return (
            <List.Item
              key={`${tier.unit}-${tier.amount}-${tier.percentage}`}
              // The spec's colours (#38A554 / #EA6520) mark each tier; on white they are too light for text (3.1 and
              // 3.3 to 1, WCAG AA asks 4.5), so the text takes a darker shade of the same hue.
              borderLeftWidth="4px"
              borderLeftStyle="solid"
              borderLeftColor={tier.colour}
              ps="2"
              color={readableShade(tier.colour)}
              fontWeight="semibold"
              data-refund={tier.percentage}
            >
              {tier.kind === 'free'
                ? t('site.product.cancellation.free', { notice: notice(t, tier) })
                : tier.kind === 'partial'
                  ? t('site.product.cancellation.partial', { percentage: tier.percentage, notice: notice(t, tier) })
                  : previous
                    ? t('site.product.cancellation.noRefund', { notice: notice(t, previous) })
                    : t('site.product.cancellation.nonRefundable')}
            </List.Item>
            );
          })}
        </List.Root>
      )}
    </Box>
  );
}

/** Text shades of the two cancellation colours that reach 5.3:1 on white. */
const READABLE: Record<string, string> = { [COLORS.cancellationRefund]: '#2B7A3F', [COLORS.cancellationNoRefund]: '#B34A12' };
function readableShade(colour: string): string {
  return READABLE[colour] ?? colour;
}
