import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SessionClaims } from '@product/api/contract';
import {
  type ApiOperation,
  companyImportOperations,
  companyLicenseOperations,
  fileOperations,
} from '@product/api/contract/operations';
import { todayIn } from '@product/domain';
import type { MiddlewareHandler } from 'hono';
import type { AuthEnv, Viewer } from '../auth/middleware';

/**
 * How a tagged answer may be kept: by the person's browser only, and shown again only once the
 * server said it is unchanged (a 304), so a write is seen on the very next read.
 */
export const revalidateAnswer = 'private, no-cache';

/** The day that 'vence em 30 dias' and 'há N dias' count from. */
export interface AnswerClock {
  now: () => Date;
  /** The zone of 'today' (ALERT_TIME_ZONE). */
  timeZone: string;
}

/**
 * Signed-in GETs whose answer depends on more than the database, the caller, the URL and the day,
 * so a version cannot stand for it: a five-minute file link, and the imports and exports that
 * keep their own `no-store`.
 */
const notConditional: ReadonlySet<ApiOperation> = new Set<ApiOperation>([
  fileOperations.fileLink,
  companyLicenseOperations.file,
  companyImportOperations.jobs,
  companyImportOperations.job,
  companyImportOperations.export,
  companyImportOperations.exportXlsx,
]);

/**
 * The running server's code: a digest of the file this module is bundled into
 * (apps/server/dist/main.js in production; this file alone from the sources). In every tag, so
 * after a deploy that changes an answer's shape while the data stays the same, a browser's kept
 * answer is not confirmed with a 304 in its old shape. Instances of one build agree on it.
 */
const codeVersion = createHash('sha256')
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .digest('base64url')
  .slice(0, 12);

/** Whether an operation's answers get an ETag and a 304 when unchanged. */
export function isConditional(operation: ApiOperation): boolean {
  return operation.method === 'get' && operation.access !== 'public' && !notConditional.has(operation);
}

/** What an answer depends on besides the handler's code: who asks, what data they see, what, and when. */
export interface AnswerInputs {
  viewer: Pick<Viewer, 'id' | 'accessRole' | 'sessionVersion' | 'dataVersion'>;
  session: Pick<SessionClaims, 'current_client_id'>;
  /** Path and query, as sent. */
  url: string;
  /** YYYY-MM-DD in the time zone of the statuses. */
  today: string;
}

/**
 * A weak ETag of an answer's inputs (and of the server's code). Weak: the bytes differ with compression and key order, the
 * meaning does not. The viewer is in it, so nobody gets a 304 for what another person, role,
 * session or entered account was shown.
 */
export function answerTag({ viewer, session, url, today }: AnswerInputs): string {
  const inputs = [
    codeVersion,
    viewer.id,
    viewer.accessRole,
    viewer.sessionVersion,
    session.current_client_id ?? '',
    viewer.dataVersion,
    today,
    url,
  ].join('\n');
  return `W/"${createHash('sha256').update(inputs).digest('base64url').slice(0, 27)}"`;
}

/** Whether `If-None-Match` names the tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const opaque = tag.slice(2);
  for (const part of header.split(',')) {
    const candidate = part.trim();
    if (candidate === tag || candidate === opaque) return true;
  }
  return false;
}

/** Path and query of the request, without scheme and host. */
function pathAndQuery(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  return start < 0 ? '/' : url.slice(start);
}

/**
 * Runs after an operation's access checks (which read the data version in their one query): an
 * `If-None-Match` that names the answer's current tag gets `304 Not Modified` at once, without
 * the handler's SQL; otherwise a 200 without a cache policy of its own goes out with its `ETag`
 * and `Cache-Control: private, no-cache`, so the browser keeps it and asks again each time.
 * Headers are set on the answer in place (see http/cache-headers).
 */
export function conditionalAnswers(clock: AnswerClock): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const tag = answerTag({
      viewer: c.var.viewer,
      session: c.var.session,
      url: pathAndQuery(c.req.url),
      today: todayIn(clock.timeZone, clock.now()),
    });
    if (matchesTag(c.req.header('If-None-Match'), tag)) {
      // The headers the 200 would carry that a cache must update (RFC 9110 §15.4.5).
      return c.body(null, 304, { ETag: tag, 'Cache-Control': revalidateAnswer, Vary: 'Accept-Encoding' });
    }
    await next();
    const answer = c.res;
    if (answer.status !== 200 || answer.headers.has('Cache-Control')) return;
    answer.headers.set('ETag', tag);
    answer.headers.set('Cache-Control', revalidateAnswer);
  };
}
