import { availableParallelism } from 'node:os';
import { type ResourceLimits, Worker, type WorkerOptions } from 'node:worker_threads';
import { companyImportTexts } from '@product/api/contract';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../http/errors';
import type { CnpjCell } from './spreadsheet';
import type { ParseAnswer, ParseRequest, ThreadMessage, threadMarker } from './spreadsheet-thread';

export interface ParseLimits {
  /** One file's parse, from when the thread has it and its code is loaded; past it the thread is ended. */
  timeMs: number;
  /** The thread's V8 heap: past it the thread is ended (ERR_WORKER_OUT_OF_MEMORY). */
  resourceLimits: ResourceLimits;
  /** Threads parsing at once; later files wait in line, in the order they came. */
  threads: number;
  /** An idle thread is ended after this long; the next file starts a new one. */
  idleMs: number;
  /** A new thread must have loaded its code by then (a fault of ours otherwise, not the file's). */
  startMs: number;
}

/**
 * A sheet of 5,000 CNPJs (the most an import takes) parses in about 0.1 s
 * with a few tens of MB of heap; 10 s and 256 MB leave a wide margin for a
 * slow day and a workbook with more columns, and still bound a crafted one.
 * One thread at a time on a two-core machine (the other core keeps answering
 * requests), two from four cores on: uploads are rare, and a short line is
 * better than parses fighting the event loop for its core.
 */
export const parseLimits: ParseLimits = {
  timeMs: 10_000,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  threads: Math.min(2, Math.max(1, availableParallelism() - 1)),
  idleMs: 30_000,
  startMs: 60_000,
};

const marker: typeof threadMarker = 'conforma-spreadsheet-thread';

/**
 * Starts the thread's script. Bundled (dist/main.js): dist/spreadsheet-thread.js,
 * the entry of build.ts beside it. From the sources (vitest, `tsx watch`): the
 * .ts file, after registering tsx's loader inside the thread (a worker's
 * `--import tsx` does not reach its entry module on Node 20); tsx is a dev
 * dependency, there wherever the sources run.
 */
function startThread(options: WorkerOptions): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./spreadsheet-thread.js', import.meta.url), options);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const script = JSON.stringify(new URL('./spreadsheet-thread.ts', import.meta.url).href);
  const boot = `import(${tsx}).then(({ register }) => { register(); return import(${script}); });`;
  return new Worker(boot, { ...options, eval: true });
}

type Outcome =
  | { kind: 'answer'; answer: ParseAnswer }
  | { kind: 'error'; error: Error }
  | { kind: 'exit'; code: number }
  | { kind: 'timeout' }
  | { kind: 'no_start' };

interface Thread {
  worker: Worker;
  /** Whether its code is loaded ('ready'), so a file's time limit can start. */
  ready: boolean;
  onReady: (() => void) | null;
  /** The file being parsed hears the thread's answer, error or exit here. */
  settle: ((outcome: Outcome) => void) | null;
  idleTimer?: NodeJS.Timeout;
  ended: boolean;
}

export interface SpreadsheetPool {
  /** readCnpjCells in a thread: its cells, its refusal (ApiError), or 422 `tooHeavy` past the limits. */
  parse(fileName: string, bytes: Uint8Array): Promise<CnpjCell[]>;
  /** Ends the idle threads (tests). */
  close(): Promise<void>;
}

const tooHeavy = () => new ApiError(422, companyImportTexts.tooHeavy);

/**
 * Uploaded spreadsheets are read off the event loop: a crafted .xlsx can cost
 * SheetJS seconds to minutes of CPU and gigabytes (issue 24), and on the event
 * loop that is every request of the server waiting. Each file goes to a
 * worker thread with `timeMs` and `resourceLimits`; past either the thread is
 * ended and the file gets 422 (`tooHeavy`). A thread that answered is kept for
 * the next file (starting one costs tens of milliseconds bundled, a second or
 * two under tsx) until `idleMs` without work.
 */
export function createSpreadsheetPool(limits: ParseLimits = parseLimits): SpreadsheetPool {
  const idle: Thread[] = [];
  const waiting: (() => void)[] = [];
  let running = 0;

  const forget = (thread: Thread) => {
    const at = idle.indexOf(thread);
    if (at >= 0) idle.splice(at, 1);
  };
  const end = (thread: Thread): Promise<unknown> => {
    thread.ended = true;
    clearTimeout(thread.idleTimer);
    forget(thread);
    return thread.worker.terminate().catch(() => {});
  };

  const start = (): Thread => {
    const worker = startThread({ workerData: marker, resourceLimits: limits.resourceLimits });
    const thread: Thread = { worker, ready: false, onReady: null, settle: null, ended: false };
    worker.on('message', (message: ThreadMessage) => {
      if (message.kind === 'ready') {
        thread.ready = true;
        thread.onReady?.();
      } else thread.settle?.({ kind: 'answer', answer: message });
    });
    worker.on('error', (error) => {
      thread.ended = true;
      thread.settle?.({ kind: 'error', error });
    });
    worker.on('exit', (code) => {
      thread.ended = true;
      forget(thread);
      thread.settle?.({ kind: 'exit', code });
    });
    return thread;
  };

  const take = (): Thread => {
    for (let thread = idle.pop(); thread; thread = idle.pop()) {
      clearTimeout(thread.idleTimer);
      if (!thread.ended) return thread;
    }
    return start();
  };

  const release = (thread: Thread) => {
    thread.worker.unref();
    idle.push(thread);
    thread.idleTimer = setTimeout(() => {
      void end(thread);
    }, limits.idleMs);
    thread.idleTimer.unref();
  };

  const run = async (fileName: string, bytes: Uint8Array): Promise<CnpjCell[]> => {
    const thread = take();
    // A typed array is sent with its whole buffer: send only the file's bytes.
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    const request: ParseRequest = { fileName, bytes: whole ? bytes : bytes.slice() };
    thread.worker.ref();
    const outcome = await new Promise<Outcome>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const startClock = () => {
        clearTimeout(timer);
        timer = setTimeout(() => resolve({ kind: 'timeout' }), limits.timeMs);
      };
      thread.settle = (outcome) => {
        clearTimeout(timer);
        resolve(outcome);
      };
      if (thread.ready) startClock();
      else {
        timer = setTimeout(() => resolve({ kind: 'no_start' }), limits.startMs);
        thread.onReady = startClock;
      }
      // Queued until the thread listens: a new thread gets it once its code is loaded.
      thread.worker.postMessage(request);
    });
    thread.settle = null;
    thread.onReady = null;
    if (outcome.kind === 'answer' && !thread.ended) release(thread);
    else void end(thread);

    switch (outcome.kind) {
      case 'answer': {
        const { answer } = outcome;
        if (answer.kind === 'cells') return answer.cells;
        if (answer.kind === 'refused') throw new ApiError(answer.status as ContentfulStatusCode, answer.message);
        throw new Error(`spreadsheet thread: ${answer.error}`);
      }
      case 'timeout':
        throw tooHeavy();
      case 'error':
        if ((outcome.error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw tooHeavy();
        throw outcome.error;
      case 'exit':
        throw new Error(`spreadsheet thread: ended (code ${outcome.code}) before answering`);
      case 'no_start':
        throw new Error(`spreadsheet thread: not started within ${limits.startMs} ms`);
    }
  };

  return {
    async parse(fileName, bytes) {
      // At most `threads` at once; a finished parse hands its place to the next in line.
      if (running < limits.threads) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await run(fileName, bytes);
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    async close() {
      await Promise.all([...idle].map(end));
    },
  };
}

/** The server's pool: its threads start with the first upload. */
export const spreadsheetPool = createSpreadsheetPool();

/** readCnpjCells off the event loop, for the import route (small sheets and import jobs alike). */
export const readCnpjCellsOffThread = (fileName: string, bytes: Uint8Array): Promise<CnpjCell[]> =>
  spreadsheetPool.parse(fileName, bytes);
