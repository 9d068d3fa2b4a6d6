import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between a server process and PostgreSQL that the test can cut
 * and restore, so the database becomes unreachable for that server alone —
 * the real PostgreSQL, which other suites use, is never touched.
 * - `down()`: stops listening (new connections are refused) and destroys
 *   every connection through it (queries in flight break).
 * - `up()`: listens again on the same port.
 * - `stall()`: keeps connections open but holds what either side sends, so
 *   queries wait as on a database that stopped answering (until `down()`
 *   breaks them, or `up()` lets them through).
 */
export interface TcpProxy {
  readonly port: number;
  /** Listens again; `stalled`: accepts connections but forwards nothing (a database that does not answer). */
  up(options?: { stalled?: boolean }): Promise<void>;
  down(): Promise<void>;
  stall(): void;
  /** Bytes the server sent while stalled (a query waiting at the database). */
  heldBytes(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, port: number): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let stalled = false;
  /** What arrived while stalled, in order, for either side. */
  let held: { pair: [Socket, Socket]; to: Socket; chunk: Buffer; fromServer: boolean }[] = [];
  let server: Server | null = null;

  const accept = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk) => {
      if (stalled) held.push({ pair, to: upstream, chunk, fromServer: true });
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (stalled) held.push({ pair, to: client, chunk, fromServer: false });
      else client.write(chunk);
    });
    for (const socket of pair) {
      socket.on('error', end);
      socket.on('close', end);
    }
  };

  const proxy: TcpProxy = {
    port,
    async up(options = {}) {
      stalled = options.stalled ?? false;
      for (const { pair, to, chunk } of held.splice(0)) if (pairs.has(pair)) to.write(chunk);
      if (server) return;
      const listening = createServer(accept);
      await new Promise<void>((done, fail) => {
        listening.once('error', fail);
        listening.listen(port, '127.0.0.1', () => done());
      });
      server = listening;
    },
    async down() {
      const closing = server;
      server = null;
      held = [];
      for (const pair of [...pairs]) for (const socket of pair) socket.destroy();
      pairs.clear();
      if (closing) await new Promise<void>((done) => closing.close(() => done()));
    },
    stall() {
      stalled = true;
    },
    heldBytes: () => held.reduce((sum, { chunk, fromServer }) => sum + (fromServer ? chunk.byteLength : 0), 0),
    close: () => proxy.down(),
  };
  return proxy;
}
