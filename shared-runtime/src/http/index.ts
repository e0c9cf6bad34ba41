export {
  REFRESH_LOCK_NAME,
  configureHttpClient,
  createHttpClient,
  getHttpClient,
  type CallKind,
  type CallOptions,
  type HttpClient,
  type HttpClientOptions,
} from './client';
export { newIdempotencyKey } from './idempotency-key';
