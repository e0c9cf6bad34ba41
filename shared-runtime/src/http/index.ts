export {
  REFRESH_LOCK_NAME,
  configureHttpClient,
  createHttpClient,
  getHttpClient,
  setHttpClientScope,
  type CallKind,
  type CallOptions,
  type HttpClient,
  type HttpClientOptions,
  type PreparedRequest,
} from './client';
export { newIdempotencyKey } from './idempotency-key';
