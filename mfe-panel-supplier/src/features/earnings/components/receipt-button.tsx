import { useState } from 'react';
import type { PayeeParty } from 'shared-contracts/earnings';
import { useT } from 'shared-runtime/session';
import { Button, Stack, Text } from 'shared-ui';
import { downloadReceipt } from '../api/payouts';

/** Downloads a payout's PDF receipt (ADR 0023); a refusal shows the API's message under the button. */
export function ReceiptButton({ party, payoutId, userId, reference }: { party: PayeeParty; payoutId: number; userId: number; reference: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      await downloadReceipt(party, { id: payoutId, party_user_id: userId }, t('supplier.earnings.payouts.receiptFailed'));
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('supplier.earnings.payouts.receiptFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="1" align="flex-end">
      <Button size="xs" variant="outline" loading={busy} onClick={() => void download()} aria-label={t('supplier.earnings.payouts.receiptOf', { reference })}>
        {t('supplier.earnings.payouts.receipt')}
      </Button>
      {failure ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}
