import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import http from 'node:http';
import { healthPath } from '@product/api/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteIdentifier } from './db/database';
import { tempDir } from './testing/harness';
import { freePort, type ServerProcess, serverGroup, waitUntil } from './testing/server-process';

/**
 * WEB_CONCURRENCY=2 on PostgreSQL (main.ts, cluster.ts): the primary sets the
 * database up and forks two workers that share the port. Which worker answered
 * is read from the system, not from the answer: the server side of each test
 * connection is found in /proc/net/tcp and its socket among the workers'
 * open files, so production answers carry nothing extra. A worker that dies
 * is replaced; SIGTERM stops every process. Linux and PostgreSQL only: skipped
 * without TEST_DATABASE_URL.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

/** The node processes whose parent is `pid` (tsx's esbuild service is not one of them). */
function workersOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => {
      try {
        const stat = readFileSync(`/proc/${child}/stat`, 'utf8')
          .replace(/^.*\)\s/s, '')
          .split(' ');
        const command = readFileSync(`/proc/${child}/cmdline`, 'utf8');
        return Number(stat[1]) === pid && command.includes('main.ts');
      } catch {
        return false; // gone meanwhile
      }
    });
}

/** The socket inode of the TCP connection from `clientPort` to `serverPort` (server side), from /proc/net/tcp and tcp6. */
function serverSocketInode(serverPort: number, clientPort: number): string | null {
  const hex = (port: number) => port.toString(16).toUpperCase().padStart(4, '0');
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [local = '', remote = ''] = [fields[1], fields[2]];
      if (local.endsWith(`:${hex(serverPort)}`) && remote.endsWith(`:${hex(clientPort)}`)) return fields[9] ?? null;
    }
  }
  return null;
}

/** The process among `pids` that holds socket `inode` open. */
function ownerOf(inode: string, pids: readonly number[]): number | null {
  for (const pid of pids) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return pid;
      }
    } catch {
      // the process went away
    }
  }
  return null;
}

/** GET on a connection of its own, kept open until the owner of its server side is read. */
function answeredBy(port: number, workers: readonly number[]): Promise<{ status: number; worker: number | null }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((done, fail) => {
    const request = http.get({ host: '127.0.0.1', port, path: healthPath, agent }, (response) => {
      response.resume();
      response.on('end', () => {
        const inode = serverSocketInode(port, request.socket?.localPort ?? 0);
        done({ status: response.statusCode ?? 0, worker: inode ? ownerOf(inode, workers) : null });
        agent.destroy();
      });
    });
    request.on('error', fail);
  });
}

describe.skipIf(!adminUrl || process.platform !== 'linux')('two workers on one port (needs TEST_DATABASE_URL)', () => {
  const servers = serverGroup();
  const dir = tempDir('conforma-workers-');
  let databaseName = '';
  let server: ServerProcess;
  let port = 0;

  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    databaseName = `conforma_workers_${randomBytes(5).toString('hex')}`;
    await admin(`create database ${quoteIdentifier(databaseName)}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${databaseName}`;
    port = await freePort();
    server = servers.start({
      DATABASE_URL: url.toString(),
      JWT_SECRET: randomBytes(48).toString('base64url'),
      DATA_DIR: dir.path,
      PORT: String(port),
      WEB_CONCURRENCY: '2',
    });
    await server.ready(120_000);
  });
  afterAll(async () => {
    await servers.killAll();
    if (databaseName) await admin(`drop database if exists ${quoteIdentifier(databaseName)} with (force)`);
    dir.remove();
  });

  it('says it listens once both workers do, and the answers come from both', async () => {
    expect(server.output()).toMatch(/Conforma em http:\/\/localhost:\d+ \(2 processos\)/);
    // Set up once, by the primary: one administrator made.
    expect(server.output().match(/administrador criado/g)).toHaveLength(1);
    const workers = workersOf(server.pid);
    expect(workers).toHaveLength(2);
    const seen = new Set<number | null>();
    // New connections go to the workers in turn; a few are enough to meet both.
    for (let connection = 0; connection < 20 && seen.size < 2; connection++) {
      const { status, worker } = await answeredBy(port, workers);
      expect(status).toBe(200);
      seen.add(worker);
    }
    expect([...seen].sort()).toEqual([...workers].sort());
  });

  it('replaces a worker that dies, and keeps answering', async () => {
    const [victim, survivor] = workersOf(server.pid);
    process.kill(victim ?? 0, 'SIGKILL');
    await server.printed(new RegExp(`Processo ${victim} parou \\(sinal SIGKILL\\); outro processo o substitui`));
    await waitUntil(() => workersOf(server.pid).length === 2);
    const workers = workersOf(server.pid);
    expect(workers).toContain(survivor);
    expect(workers).not.toContain(victim);
    const answers = await Promise.all(Array.from({ length: 4 }, () => answeredBy(port, workers)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  });

  it('stops every process on SIGTERM, with exit code 0', async () => {
    const workers = workersOf(server.pid);
    await server.stop();
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: encerrando 2 processos/);
    for (const worker of workers) expect(existsSync(`/proc/${worker}`)).toBe(false);
  });
});
