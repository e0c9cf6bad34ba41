/**
 * jsdom (jest-environment-jsdom 30) has no fetch, Request, Response or ReadableStream. Import this first in a
 * jsdom test that makes real HTTP calls (ky reads these globals when it loads): it installs Node's own, taken
 * from the outer Node realm. AbortController and AbortSignal are replaced too, because Node's Request refuses
 * jsdom's signals; do not import it in tests that rely on jsdom's AbortSignal (e.g. addEventListener's `signal`).
 */
import { runInThisContext } from 'node:vm';

type FetchGlobals = Pick<
  typeof globalThis,
  'fetch' | 'Request' | 'Response' | 'Headers' | 'ReadableStream' | 'AbortController' | 'AbortSignal'
>;

if (typeof globalThis.fetch !== 'function') {
  // runInThisContext evaluates in Node's main context, not in the jsdom sandbox jest runs the test in.
  const node = runInThisContext('({ fetch, Request, Response, Headers, ReadableStream, AbortController, AbortSignal })') as FetchGlobals;
  Object.assign(globalThis, node);
}

export {};
