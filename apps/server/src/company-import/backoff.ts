/** Waits `ms`, or less when the signal aborts (a stopping server does not sit out a long pause). */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted || ms <= 0) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

export interface BackoffSettings {
  /** The first pause after the registry refuses (429) or fails (5xx). */
  baseMs: number;
  /** No pause is longer than this. */
  maxMs: number;
  /** The clock (ms); tests move it. */
  now?: () => number;
  /** A fraction (0–1) of each pause added at random, so several servers do not retry in step. */
  jitter?: number;
  random?: () => number;
}

/**
 * One pause shared by every lookup of a worker: when the registry says "too
 * many requests" or fails, nobody asks it anything until the pause is over.
 * Pauses double with each refusal that comes after the last pause ended (the
 * lookups already under way when it began do not count again), up to
 * `maxMs`, and start over after a lookup succeeds. The registry adapter does
 * not pass a Retry-After on, so the pause is always ours.
 */
export class RegistryBackoff {
  private until = 0;
  private level = 0;
  private readonly now: () => number;

  constructor(private readonly settings: BackoffSettings) {
    this.now = settings.now ?? Date.now;
  }

  /** Resolves once no pause is on (at once when none is). */
  async wait(signal?: AbortSignal, sleep: typeof pause = pause): Promise<void> {
    for (let left = this.until - this.now(); left > 0 && !signal?.aborted; left = this.until - this.now()) {
      await sleep(left, signal);
    }
  }

  /** A refusal or failure: pauses everyone, for longer than last time if it came after that pause; answers the pause. */
  refused(): number {
    const now = this.now();
    if (now < this.until) return this.until - now;
    const { baseMs, maxMs, jitter = 0.2, random = Math.random } = this.settings;
    const delay = Math.min(maxMs, baseMs * 2 ** this.level);
    this.level = Math.min(this.level + 1, 30);
    const pauseMs = Math.round(delay * (1 + jitter * random()));
    this.until = now + pauseMs;
    return pauseMs;
  }

  succeeded(): void {
    this.level = 0;
  }
}
