import cluster, { type Worker } from 'node:cluster';

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only, config.ts): the primary process sets
 * the database up and runs the background jobs, and `count` workers forked
 * from the same entry answer HTTP on one port (node:cluster hands each new
 * connection to the next worker). A worker says it listens with
 * `reportListening`; one that stops later is replaced, while one that stops
 * before it ever listened (a bad port, a fault at start) stops the whole server,
 * so a broken start never turns into a loop of forks.
 */
export interface WorkerPool {
  /** Resolves once the first `count` workers listen; rejects if one stops before it did. */
  readonly ready: Promise<void>;
  /** The workers' process ids now. */
  pids(): number[];
  /** SIGTERM to every worker (each stops as a single server does), then waits for all; SIGKILL after `graceMs`. */
  stop(): Promise<void>;
}

interface ListeningMessage {
  conforma: 'listening';
}

const isListening = (message: unknown): message is ListeningMessage =>
  typeof message === 'object' && message !== null && (message as ListeningMessage).conforma === 'listening';

/** In a worker: tells the primary that its server accepts connections. */
export function reportListening(): void {
  process.send?.({ conforma: 'listening' } satisfies ListeningMessage);
}

export function startWorkers(options: {
  count: number;
  log: (line: string) => void;
  /** A replacement stopped before listening: the server cannot go on as configured. */
  onFatal: (error: Error) => void;
  graceMs?: number;
}): WorkerPool {
  const { count, log, onFatal, graceMs = 10_000 } = options;
  const workers = new Set<Worker>();
  const listening = new Set<Worker>();
  let stopping = false;
  let started = false;
  let ready: { resolve(): void; reject(error: Error): void } = { resolve() {}, reject() {} };
  const readyPromise = new Promise<void>((resolve, reject) => {
    ready = { resolve, reject };
  });
  const exited = new Map<Worker, Promise<void>>();

  const fork = () => {
    const worker = cluster.fork();
    workers.add(worker);
    exited.set(worker, new Promise<void>((done) => worker.once('exit', () => done())));
    worker.on('message', (message: unknown) => {
      if (!isListening(message)) return;
      listening.add(worker);
      if (!started && listening.size >= count) {
        started = true;
        ready.resolve();
      }
    });
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      exited.delete(worker);
      const wasListening = listening.delete(worker);
      if (stopping) return;
      const how = signal ? `sinal ${signal}` : `código ${code}`;
      if (!wasListening) {
        const error = new Error(`Processo ${worker.process.pid} parou antes de atender (${how}).`);
        if (started) onFatal(error);
        else ready.reject(error);
        return;
      }
      log(`Processo ${worker.process.pid} parou (${how}); outro processo o substitui.`);
      fork();
    });
  };
  for (let index = 0; index < count; index++) fork();

  return {
    ready: readyPromise,
    pids: () => [...workers].flatMap((worker) => (worker.process.pid === undefined ? [] : [worker.process.pid])),
    async stop() {
      stopping = true;
      const waiting = [...exited.values()];
      for (const worker of workers) {
        if (worker.process.exitCode === null && worker.process.signalCode === null) worker.process.kill('SIGTERM');
      }
      const late = setTimeout(() => {
        for (const worker of workers) worker.process.kill('SIGKILL');
      }, graceMs);
      await Promise.all(waiting);
      clearTimeout(late);
    },
  };
}
