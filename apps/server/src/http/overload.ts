import type { MiddlewareHandler } from 'hono';
import { isMultipart } from '../files/upload';
import { ApiError } from './errors';

/**
 * How many API requests run at once, how many may wait for a place and for
 * how long (API_MAX_CONCURRENCY, API_MAX_QUEUE, API_MAX_WAIT_MS; config.ts
 * chooses the defaults by database).
 */
export interface OverloadSettings {
  /** Requests handled at the same time; 0 turns the limit off. */
  maxConcurrency: number;
  /** Requests that may wait, in arrival order, for one of those places. */
  maxQueue: number;
  /** Longest wait for a place, in milliseconds, before the answer is a 503. */
  maxWaitMs: number;
}

/** Why a request got no place. */
export type OverloadReason = 'full' | 'timeout' | 'aborted';

export class OverloadError extends Error {
  override name = 'OverloadError';
  constructor(readonly reason: OverloadReason) {
    super(`no place for the request (${reason})`);
  }
}

/** Gives the place back; calling it again does nothing. */
export type Release = () => void;

export interface Limiter {
  /**
   * A place to run in: at once while fewer than `maxConcurrency` run, else
   * after those queued before (FIFO). Rejects with an OverloadError at once
   * when `maxQueue` already wait, after `maxWaitMs` in the queue, or when
   * `signal` aborts (the client left), and the place in the queue is freed.
   */
  acquire(signal?: AbortSignal): Promise<Release>;
  readonly running: number;
  readonly waiting: number;
}

interface Waiter {
  grant(release: Release): void;
}

/**
 * A counting semaphore with a bounded FIFO queue and a bounded wait. Waiters
 * live in a Set, which keeps insertion order and forgets one in O(1), so a
 * request that times out or is aborted leaves the queue at once. A place
 * given back goes straight to the first waiter, so nobody overtakes the queue.
 */
export function createLimiter(settings: Omit<OverloadSettings, 'maxConcurrency'> & { concurrency: number }): Limiter {
  const { concurrency, maxQueue, maxWaitMs } = settings;
  const queue = new Set<Waiter>();
  let running = 0;

  const releaser = (): Release => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.values().next();
      if (next.done) {
        running--;
        return;
      }
      // The place passes on: `running` stays as it is.
      queue.delete(next.value);
      next.value.grant(releaser());
    };
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.size;
    },
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(new OverloadError('aborted'));
      if (running < concurrency) {
        running++;
        return Promise.resolve(releaser());
      }
      if (queue.size >= maxQueue) return Promise.reject(new OverloadError('full'));
      return new Promise<Release>((resolve, reject) => {
        const leave = (reason: OverloadReason) => {
          if (!queue.delete(waiter)) return;
          cleanUp();
          reject(new OverloadError(reason));
        };
        const onAbort = () => leave('aborted');
        const timer = setTimeout(() => leave('timeout'), maxWaitMs);
        const cleanUp = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
        };
        const waiter: Waiter = {
          grant: (release) => {
            cleanUp();
            resolve(release);
          },
        };
        queue.add(waiter);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}

/** The answer past the limit, and how long the client is asked to wait before trying again. */
export const overloadMessage = 'Servidor ocupado. Tente novamente em instantes.';
export const overloadRetryAfterSeconds = 1;

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Keeps the API answering under more load than the process can serve. On
 * PGlite every query of every request runs, one at a time, on the one thread
 * of the process; with every request in flight at once, a turn of the event
 * loop grew so long that new connections waited over 10 s to be accepted
 * (issue 14: 200 keep-alive connections, ~200 requests timed out, the rest
 * answered in ~0.5 s). Here at most `maxConcurrency` API requests run at
 * once; the next ones wait in arrival order, at most `maxQueue` of them and
 * for at most `maxWaitMs`; past either bound the answer is at once a 503
 * `{ message }` with `Retry-After: 1` (config.ts has the defaults and why).
 * A client that disconnects while waiting frees its place in the queue.
 *
 * The 503 closes the connection: a client that tries again at once must
 * reconnect, at the pace the server accepts connections, instead of asking
 * again on its open socket thousands of times a second (400 connections
 * retrying at once: ~2,700 refusals a second left ~50 answers a second for
 * the requests admitted; with the close, ~170 as without overload).
 *
 * What counts: only /api (mounted there in app.ts), after the guards that
 * refuse a request without reading it. The web app's files and pages are not
 * limited. Places are held only while the server works:
 * - a JSON body (at most 1 MB) is read before the request takes a place, so a
 *   slow sender holds none;
 * - multipart uploads (up to UPLOAD_MAX_MB, read by their handler while they
 *   arrive) queue in a lane of their own with the same bounds, so slow
 *   uploads can never starve the other calls, nor the other way round;
 * - downloads (temporary links, logos, exports, the calendar feed) are built
 *   in memory and the place is given back when the answer is ready, before
 *   its bytes are written to a slow client.
 */
export function limitApiRequests(settings: OverloadSettings): MiddlewareHandler {
  if (settings.maxConcurrency <= 0) return (_c, next) => next();
  const lane = () => createLimiter({ ...settings, concurrency: settings.maxConcurrency });
  const calls = lane();
  const uploads = lane();
  return async (c, next) => {
    const multipart = isMultipart(c.req.header('Content-Type'));
    if (!multipart && stateChanging.has(c.req.method) && c.req.raw.body) {
      // Cached by Hono: the handler's own c.req.text() reads it again for free.
      await c.req.text();
    }
    let release: Release;
    try {
      release = await (multipart ? uploads : calls).acquire(c.req.raw.signal);
    } catch (error) {
      if (!(error instanceof OverloadError)) throw error;
      c.header('Retry-After', String(overloadRetryAfterSeconds));
      // Trying again means reconnecting, at the pace the server accepts connections (see above).
      c.header('Connection', 'close');
      throw new ApiError(503, overloadMessage);
    }
    try {
      await next();
    } finally {
      release();
    }
  };
}
