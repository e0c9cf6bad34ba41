import { useCallback } from 'react';
import type { Money } from 'shared-contracts/site-content';
import { useIntl } from 'shared-contracts/session';

/** Formats an API amount (computed and rounded by the API) in the visitor's language. */
export function useMoney(): (money: Money) => string {
  const intl = useIntl();
  return useCallback((money) => intl.formatNumber(money.amount, { style: 'currency', currency: money.currency }), [intl]);
}
