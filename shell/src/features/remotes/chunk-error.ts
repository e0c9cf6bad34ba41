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

/**
 * The federation runtime's refusal of a strict shared singleton: the remote was built against a version of a shared
 * package (shared-contracts, say) that the loaded copy does not satisfy. Retrying or reloading cannot help; the area
 * says so, and the rest of the shell, which keeps its own copy, goes on working (ADR 0003).
 */
export function isIncompatibleShareError(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && /shared singleton module .+ does not satisfy the requirement/.test(message);
}
