import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { ApiError, codeForStatus, ErrorCode, resolveErrorMessage, statusMessageId } from 'shared-contracts/errors';
import { UPLOAD_FIELD, UploadAnswerSchema, type UploadedFile } from 'shared-contracts/files';
import { api } from 'shared-contracts/paths';
import * as v from 'shared-contracts/valibot';
import { getHttpClient, type CallKind, type HttpClient } from 'shared-runtime/http';
import { translate, type MessageId } from 'shared-runtime/i18n';
import { localeAtom, sessionStore } from 'shared-runtime/session';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Sends one file and resolves with the server's answer. Injectable, so a screen can send elsewhere and a test needs
 * no server. It must report progress and stop when `signal` aborts (rejecting with an AbortError).
 */
export type Uploader<Result = unknown> = (file: File, options: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal }) => Promise<Result>;

export interface XhrUploaderOptions<S extends v.GenericSchema> {
  /** The call's path, e.g. api.files.upload.path(). */
  path: string;
  /** Whose session the request carries (default: the panel's). */
  kind?: CallKind;
  /** The multipart field of the file (default "file"). */
  field?: string;
  /** More multipart fields sent with the file. */
  fields?: Readonly<Record<string, string>>;
  /** The answer's contract schema; without one the parsed JSON is returned as it came. */
  schema?: S;
  /** Defaults to the page's one client (getHttpClient). */
  client?: HttpClient;
}

interface RawAnswer {
  status: number;
  text: string;
}

function message(id: MessageId): string {
  return translate(sessionStore.get(localeAtom), id);
}

function post(url: string, headers: Record<string, string>, body: FormData, onProgress: (progress: UploadProgress) => void, signal: AbortSignal, size: number) {
  return new Promise<RawAnswer>((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open('POST', url);
    // Same-origin and credentialed, as the HTTP client's calls are (its ky instance sends the cookies).
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : size }));
    // The whole body is sent; the answer may still take a while (the server checks an image), but the bar is full.
    xhr.upload.addEventListener('load', (event) => onProgress({ loaded: event.lengthComputable ? event.total : size, total: event.lengthComputable ? event.total : size }));
    xhr.addEventListener('load', () => resolve({ status: xhr.status, text: xhr.responseText }));
    xhr.addEventListener('error', () =>
      reject(new ApiError({ status: 0, code: ErrorCode.NETWORK_ERROR, message: message(statusMessageId(undefined)), messageId: statusMessageId(undefined) })),
    );
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    xhr.addEventListener('loadend', () => signal.removeEventListener('abort', abort));
    signal.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
}

function failure({ status, text }: RawAnswer): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not the API's envelope (a proxy's page): the status alone says what happened.
  }
  const envelope = v.safeParse(ErrorEnvelopeSchema, body);
  const serverMessage = envelope.success ? envelope.output.message : null;
  const fromServer = Boolean(serverMessage?.trim());
  return new ApiError({
    status,
    code: envelope.success ? envelope.output.code : codeForStatus(status),
    message: resolveErrorMessage({ status, serverMessage }, (id) => message(id)),
    ...(fromServer ? {} : { messageId: statusMessageId(status) }),
    ...(envelope.success && envelope.output.issues ? { issues: envelope.output.issues } : {}),
  });
}

/**
 * The default Uploader: a multipart POST through XMLHttpRequest (fetch reports no upload progress) carrying what the
 * HTTP client's calls carry: the APP-LOCALE header, the cookies and the bearer token. A panel 401 refreshes the
 * session once through the client (shared with its other calls) and sends the file again; other failures reject
 * with ApiError, the server's message first, as the client's do.
 */
export function createXhrUploader<S extends v.GenericSchema = v.GenericSchema<unknown>>(options: XhrUploaderOptions<S>): Uploader<v.InferOutput<S>> {
  const { path, kind = 'panel', field = 'file', fields = {}, schema } = options;
  return async (file, { onProgress, signal }) => {
    const client = options.client ?? getHttpClient();
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append(field, file, file.name);
    const prepared = client.prepare(path, kind);
    let answer = await post(prepared.url, prepared.headers, body, onProgress, signal, file.size);
    if (answer.status === 401 && kind === 'panel') {
      onProgress({ loaded: 0, total: file.size });
      answer = await post(prepared.url, await prepared.retryHeaders(), body, onProgress, signal, file.size);
    }
    if (answer.status < 200 || answer.status >= 300) throw failure(answer);
    let parsed: unknown;
    try {
      parsed = answer.text === '' ? undefined : JSON.parse(answer.text);
    } catch (cause) {
      throw new ApiError({ status: answer.status, code: ErrorCode.INVALID_RESPONSE, message: message('errors.somethingWentWrong'), cause });
    }
    if (!schema) return parsed as v.InferOutput<S>;
    const checked = v.safeParse(schema, parsed);
    if (!checked.success) {
      throw new ApiError({ status: answer.status, code: ErrorCode.INVALID_RESPONSE, message: message('errors.somethingWentWrong'), cause: checked.issues });
    }
    return checked.output;
  };
}

/**
 * The platform's upload call: POST api.files.upload (spec 002 §7.19), the file in UPLOAD_FIELD, resolving with the
 * stored file (its id and URL) once the answer matches the contract.
 */
export function createFilesUploader(client?: HttpClient): Uploader<UploadedFile> {
  const upload = createXhrUploader({ path: api.files.upload.path(), field: UPLOAD_FIELD, schema: UploadAnswerSchema, ...(client ? { client } : {}) });
  return async (file, options) => (await upload(file, options)).data;
}
