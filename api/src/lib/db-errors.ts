/**
 * The unique constraint that refused a write (PostgreSQL 23505), wherever the driver wraps the error: node-postgres
 * and PGlite both name it. Undefined for any other error.
 */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 10; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
