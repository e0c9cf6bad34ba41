/**
 * Recognises the errors that mean "a script or chunk could not be fetched" (FACTS.md, Module Federation):
 * webpack's ChunkLoadError, the federation runtime's RUNTIME-008 ScriptNetworkError, and the browser's own
 * dynamic-import failure. A dead manifest (RUNTIME-003) or an unknown expose is not one: reloading would not help.
 */
const CHUNK_MESSAGE_PATTERNS = [
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Loading chunk/i,
  /RUNTIME-008/,
  /ScriptNetworkError/,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message !== 'string') return false;
  return CHUNK_MESSAGE_PATTERNS.some((pattern) => pattern.test(message));
}
