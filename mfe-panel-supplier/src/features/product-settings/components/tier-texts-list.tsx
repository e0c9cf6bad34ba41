import type { RefundTierView } from 'shared-contracts/cancellation-policies';
import { List } from 'shared-ui';

/** A policy's tiers as guests read them, longest notice first (the API's own sentences). */
export function TierTextsList({ tiers }: { tiers: readonly RefundTierView[] }) {
  return (
    <List.Root variant="plain" gap="0.5" fontSize="sm">
      {tiers.map((tier) => (
        <List.Item key={tier.hours}>{tier.text}</List.Item>
      ))}
    </List.Root>
  );
}
