/**
 * Whether a database error (or one it wraps: drizzle puts the driver's error
 * in `cause`) is a unique-constraint violation, SQLSTATE 23505, on both
 * node-postgres and PGlite. Optionally only for the named constraint.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, constraint: name, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
    current = cause;
  }
  return false;
}
