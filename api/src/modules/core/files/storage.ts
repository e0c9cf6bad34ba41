/**
 * Where uploaded bytes live. Keys are `/`-separated paths made by this module (never from a client's file name); a
 * file's original and its resized variants share the prefix `<storage key>/`, so deleting a file is one removeTree.
 */
export interface FileStorage {
  /** Which implementation this is (the configuration decides; see storage-from-env.ts). */
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Removes every object under `prefix/`; removing what is not there is no error. */
  removeTree(prefix: string): Promise<void>;
}

/** A key our code made: path segments of safe characters, none of them `.` or `..`. */
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Refuses a key that could reach outside the storage's root (a bug of ours, so a plain Error: a 500). */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}
