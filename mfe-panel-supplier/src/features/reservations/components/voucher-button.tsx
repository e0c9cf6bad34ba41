import { useState } from 'react';
import { ReservationStatus } from 'shared-contracts/enums';
import type { ReservationDetails } from 'shared-contracts/panel-reservations';
import { useT } from 'shared-runtime/session';
import { Button, Stack, Text } from 'shared-ui';
import { downloadVoucher } from '../api/download-voucher';

/** Downloads a confirmed booking's PDF voucher with its QR code (ADR 0020); a refusal shows the API's message under the button. */
export function VoucherButton({ details }: { details: ReservationDetails }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (details.status !== ReservationStatus.CONFIRM) return null;

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      await downloadVoucher(details, t('supplier.reservations.voucher.failed'));
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('supplier.reservations.voucher.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="1" align="flex-start">
      <Button size="sm" variant="outline" loading={busy} loadingText={t('supplier.reservations.voucher.busy')} onClick={() => void download()}>
        {t('supplier.reservations.voucher.download')}
      </Button>
      {failure ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}
