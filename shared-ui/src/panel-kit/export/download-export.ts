/**
 * Downloads of the back office's files (exports, reports): the panel's session, progress while the file comes, the
 * server's file name and message.
 */
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { XLSX_CONTENT_TYPE } from 'shared-contracts/constants';
import { ApiError, needsAlert } from 'shared-contracts/errors';
import * as v from 'shared-contracts/valibot';
import { getHttpClient, type HttpClient } from 'shared-runtime/http';
import type { T } from 'shared-runtime/session';
import { errorMessage } from '../lib/error-message';
import { downloadBlob } from '../lib/download';

/** Bytes received so far; `total` when the server sent a length (a streamed export does not: the bar is indeterminate). */
export interface ExportProgress {
  received: number;
  total: number | null;
}

export interface ExportDownloadOptions {
  /** The API path of the export call (POST with a JSON body; GET with its query in the path, as the monthly report). */
  path: string;
  body: unknown;
  /** POST unless given. */
  method?: 'GET' | 'POST';
  /** The file name when the answer names none. */
  fileName: string;
  onProgress?: (progress: ExportProgress) => void;
  signal?: AbortSignal;
  client?: HttpClient;
}

/** The file name of a Content-Disposition header (`attachment; filename="x.xlsx"`), if it gives one. */
export function fileNameOf(disposition: string | null): string | null {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1]?.trim() || null;
}

async function send(url: string, headers: Record<string, string>, options: Pick<ExportDownloadOptions, 'body' | 'method' | 'signal'>) {
  const accept = `${XLSX_CONTENT_TYPE}, application/json`;
  return fetch(url, {
    credentials: 'include',
    ...(options.method === 'GET'
      ? { method: 'GET', headers: { ...headers, accept } }
      : { method: 'POST', headers: { ...headers, 'content-type': 'application/json', accept }, body: JSON.stringify(options.body) }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

async function failure(response: Response, fallback: string): Promise<ApiError> {
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // Not the API's envelope: the fallback message says it.
  }
  const envelope = v.safeParse(ErrorEnvelopeSchema, parsed);
  return new ApiError({
    status: response.status,
    code: envelope.success ? envelope.output.code : 'INVALID_RESPONSE',
    message: envelope.success && envelope.output.message.trim() ? envelope.output.message : fallback,
  });
}

/**
 * POSTs (or GETs) an export call with the panel's session (a 401 refreshes once, as the HTTP client does), reads the streamed
 * xlsx while reporting the bytes received, and hands the file to the browser under the server's file name. A failed
 * answer rejects with ApiError carrying the server's message (`fallbackMessage` when it gave none).
 */
export async function downloadExport(options: ExportDownloadOptions, fallbackMessage: string): Promise<Blob> {
  const client = options.client ?? getHttpClient();
  const prepared = client.prepare(options.path, 'panel');
  let response = await send(prepared.url, prepared.headers, options);
  if (response.status === 401) response = await send(prepared.url, await prepared.retryHeaders(), options);
  if (!response.ok) throw await failure(response, fallbackMessage);

  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  options.onProgress?.({ received, total });
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      received += value.byteLength;
      options.onProgress?.({ received, total });
    }
  } else {
    const bytes = new Uint8Array(await response.arrayBuffer());
    chunks.push(bytes);
    received = bytes.byteLength;
    options.onProgress?.({ received, total });
  }
  const blob = new Blob(chunks, { type: XLSX_CONTENT_TYPE });
  downloadBlob(blob, fileNameOf(response.headers.get('content-disposition')) ?? options.fileName);
  return blob;
}

/**
 * What a download button tells the user of a failure: the server's message (or the fallback the download was given);
 * null when the HTTP client has already acted on it (the session ended, access denied).
 */
export function downloadFailureText(error: unknown, t: T): string | null {
  return needsAlert(error) ? errorMessage(error, t) : null;
}
