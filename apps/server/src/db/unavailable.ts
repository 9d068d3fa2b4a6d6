import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Whether an error means the database could not be reached, rather than that
 * a query was wrong: the connection was refused, reset or timed out, the
 * server is shutting down or starting up, or it has no connection slot left.
 * Such a failure is temporary, so a request gets a 503 it may retry instead
 * of a 500 (http/errors), and the start-up waits for the database
 * (waitForDatabase). Only errors that came from the database count — drizzle
 * wraps a failed query in a DrizzleQueryError, and the pool marks a failed
 * connection (markDatabaseError) — so a refused connection to the mail
 * server or the file storage is never reported as the database's.
 * A database refusing connections (ALTER DATABASE … ALLOW_CONNECTIONS false)
 * answers the connection with 55000, which counts only from connecting.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  let fromDatabase = false;
  let unreachable = false;
  while (pending.length > 0 && seen.size < 20) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (current instanceof DrizzleQueryError || databaseErrors.has(current)) fromDatabase = true;
    if (typeof code === 'string' && (networkCodes.has(code) || isUnavailableSqlState(code))) unreachable = true;
    // 55000 also comes from statements (currval before nextval, some ALTERs): only when
    // connecting does it mean the database refuses connections (ALLOW_CONNECTIONS false).
    if (code === '55000' && databaseErrors.has(current)) unreachable = true;
    if (typeof message === 'string' && lostConnectionMessages.some((text) => message.startsWith(text))) {
      unreachable = true;
    }
    pending.push(cause);
    // Node joins the attempts at each address of a host name in an AggregateError.
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return fromDatabase && unreachable;
}

/** Errors the PostgreSQL pool raised while connecting (a connection it could not make). */
const databaseErrors = new WeakSet<object>();

/** Marks an error as the database's own, raised while connecting (the pool's, which drizzle does not wrap). */
export function markDatabaseError<T>(error: T): T {
  if (error && typeof error === 'object') databaseErrors.add(error);
  return error;
}

/** Socket errors of Node's net and dns modules. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE class 08 (connection exception), class 53 (insufficient resources:
 * too many connections, out of memory, disk full) and 57P01–57P05 (the server
 * is shutting down, crashed, still starting, or dropped the database or an
 * idle session).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^(?:08|53)[0-9A-Z]{3}$/.test(code) || /^57P0[1-5]$/.test(code);
}

/** What node-postgres says when a connection breaks or cannot be made in time (these errors carry no code). */
const lostConnectionMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Query read timeout',
];
