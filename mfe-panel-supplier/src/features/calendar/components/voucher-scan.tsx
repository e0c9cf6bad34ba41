import { type FormEvent, useRef, useState } from 'react';
import type { CheckInAnswer } from 'shared-contracts/activity-calendar';
import { VoucherCheckInBodySchema } from 'shared-contracts/panel-reservation-actions';
import * as v from 'shared-contracts/valibot';
import { useT } from 'shared-runtime/session';
import { Button, HStack, Input, Stack, Text } from 'shared-ui';
import { FormField } from 'shared-ui/panel-kit';
import { failureText } from '../../../lib/failure';
import { checkInByVoucher } from '../api/update-check-in';

/**
 * "Scan a voucher": a handheld scanner types the voucher's QR code into the field and presses Enter (or staff type
 * it); the booking is checked in, whichever departure it is on. The field empties and keeps the focus for the next
 * scan; the outcome is announced. `onCheckedIn` lets the page read its list again.
 */
export function VoucherScan({ onCheckedIn, guestName }: { onCheckedIn: (answer: CheckInAnswer['data']) => void; guestName: (reservationId: number) => string | undefined }) {
  const t = useT();
  const field = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(VoucherCheckInBodySchema, { voucher_code: code.trim() });
    if (!parsed.success) {
      setOutcome({ ok: false, text: t('supplier.calendar.guests.scan.invalid') });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await checkInByVoucher(parsed.output.voucher_code);
      const name = guestName(answer.reservation_id);
      setOutcome({ ok: true, text: name ? t('supplier.calendar.guests.scan.done', { name }) : t('supplier.calendar.guests.scan.doneOther', { id: answer.reservation_id }) });
      setCode('');
      onCheckedIn(answer);
    } catch (error) {
      setOutcome({ ok: false, text: failureText(error, t) ?? t('errors.somethingWentWrong') });
    } finally {
      setBusy(false);
      field.current?.focus();
    }
  };

  return (
    <Stack as="form" gap="1" onSubmit={(event) => void submit(event)} _print={{ display: 'none' }} maxW="lg">
      <HStack gap="2" align="end">
        <FormField name="voucher_code" label={t('supplier.calendar.guests.scan.label')}>
          <Input ref={field} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" spellCheck={false} placeholder={t('supplier.calendar.guests.scan.hint')} />
        </FormField>
        <Button type="submit" variant="outline" loading={busy}>
          {t('supplier.calendar.guests.scan.submit')}
        </Button>
      </HStack>
      <Text role="status" aria-live="polite" fontSize="sm" color={outcome?.ok ? 'fg.success' : 'fg.error'} minH="5">
        {outcome?.text ?? ''}
      </Text>
    </Stack>
  );
}
