import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { ApiError } from 'shared-contracts/errors';
import { api } from 'shared-contracts/paths';
import * as v from 'shared-contracts/valibot';
import { getHttpClient } from 'shared-runtime/http';
import { downloadBlob, fileNameOf } from 'shared-ui/panel-kit';

async function get(url: string, headers: Record<string, string>) {
  return fetch(url, { credentials: 'include', headers: { ...headers, accept: 'application/pdf, application/json' } });
}

/**
 * GET /booking/v1/notification/booking/confirm/{id} with the panel's session (a 401 refreshes once), handed to the
 * browser as the PDF the server names. A refusal rejects with ApiError carrying the server's message (or `fallbackMessage`).
 */
export async function downloadVoucher(booking: { id: number; booking_number: string | null }, fallbackMessage: string): Promise<void> {
  const prepared = getHttpClient().prepare(api.panelReservationActions.voucher.path({ id: booking.id }), 'panel');
  let response = await get(prepared.url, prepared.headers);
  if (response.status === 401) response = await get(prepared.url, await prepared.retryHeaders());
  if (!response.ok) {
    const envelope = v.safeParse(ErrorEnvelopeSchema, await response.json().catch(() => null));
    throw new ApiError({
      status: response.status,
      code: envelope.success ? envelope.output.code : 'INVALID_RESPONSE',
      message: envelope.success && envelope.output.message.trim() ? envelope.output.message : fallbackMessage,
    });
  }
  const name = fileNameOf(response.headers.get('content-disposition')) ?? `voucher-${booking.booking_number ?? booking.id}.pdf`;
  downloadBlob(new Blob([await response.arrayBuffer()], { type: 'application/pdf' }), name);
}
