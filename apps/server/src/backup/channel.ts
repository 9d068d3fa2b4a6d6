import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { BackupError, type Manifest, totalRows } from './archive';
import { type BackupSource, writeBackup } from './dump';

/**
 * The local channel of a running PGlite server: PGlite is one process per
 * folder (db/data-dir-lock), so `npm run backup` cannot open the database
 * while the server runs and asks the server instead. The server listens on
 * a Unix socket in DATA_DIR (mode 0600: only its own user; created at start,
 * a stale one from a killed server replaced, removed at stop) and, to a
 * client that sends the request line, streams the archive that
 * `writeBackup` makes in the server itself, in frames: 'D' archive bytes,
 * then 'K' the summary (JSON), or 'E' a message when it failed. A cut
 * connection without 'K' is a failed backup.
 */
export const backupSocketName = 'backup.sock';
const requestLine = 'conforma-backup 1\n';

export interface BackupSummary {
  tables: number;
  rows: number;
  files: number;
  missingFiles: string[];
}

export function summarize(manifest: Manifest): BackupSummary {
  return {
    tables: manifest.tables.length,
    rows: totalRows(manifest),
    files: manifest.files.length,
    missingFiles: manifest.missingFiles,
  };
}

export interface BackupChannel {
  readonly path: string;
  close(): Promise<void>;
}

export async function startBackupChannel(options: {
  dataDir: string;
  source: BackupSource;
  log: (line: string) => void;
}): Promise<BackupChannel> {
  const socketPath = path.join(options.dataDir, backupSocketName);
  // Only a server holding the folder's lock gets here: a socket already there is a dead server's.
  rmSync(socketPath, { force: true });
  const connections = new Set<Socket>();
  let running = false;

  const server = createServer((socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    socket.on('error', () => {});
    let received = '';
    const timer = setTimeout(() => socket.destroy(), 5000);
    const onData = (data: Buffer) => {
      received += data.toString('latin1');
      if (received.length < requestLine.length) return;
      clearTimeout(timer);
      socket.off('data', onData);
      if (received !== requestLine) {
        socket.destroy();
        return;
      }
      if (running) {
        socket.end(frame('E', 'Já há um backup em andamento neste servidor; tente de novo quando ele terminar.'));
        return;
      }
      running = true;
      const started = performance.now();
      writeBackup(options.source, framedWriter(socket))
        .then((manifest) => {
          const summary = summarize(manifest);
          options.log(
            `Backup pelo canal local: ${summary.tables} tabelas, ${summary.rows} linhas, ${summary.files} arquivos em ${Math.round(performance.now() - started)} ms.`,
          );
          socket.end(frame('K', JSON.stringify(summary)));
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          options.log(`Backup pelo canal local falhou: ${message}`);
          if (!socket.destroyed) socket.end(frame('E', `O servidor não conseguiu fazer o backup: ${message}`));
        })
        .finally(() => {
          running = false;
        });
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of connections) socket.destroy();
        // close() removes the socket file too.
        server.close(() => resolve());
      }),
  };
}

function frame(type: 'D' | 'K' | 'E', payload: Uint8Array | string): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
  const head = Buffer.alloc(5);
  head.write(type, 0, 'ascii');
  head.writeUInt32BE(body.length, 1);
  return Buffer.concat([head, body]);
}

/** The archive's bytes as 'D' frames, waiting for the socket when it is full. */
function framedWriter(socket: Socket): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (socket.destroyed) {
        callback(new Error('o cliente desconectou'));
        return;
      }
      if (socket.write(frame('D', chunk))) callback();
      else socket.once('drain', () => callback());
    },
  });
}

/** The socket is absent or nobody listens on it: the folder is free to open (or held by an older server). */
export class ChannelUnavailableError extends Error {
  override name = 'ChannelUnavailableError';
}

/** Asks the server listening on `socketPath` for a backup and writes the archive to `out` (not ended here). */
export function backupThroughServer(socketPath: string, out: Writable): Promise<BackupSummary> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let connected = false;
    let settled = false;
    let pending: Buffer = Buffer.alloc(0);
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(error);
    };
    socket.on('connect', () => {
      connected = true;
      socket.write(requestLine);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) {
        fail(new ChannelUnavailableError(error.message));
      } else {
        fail(new BackupError(`A conexão com o servidor caiu durante o backup (${error.message}).`));
      }
    });
    out.on('error', (error) => fail(error));
    socket.on('data', (data: Buffer) => {
      pending = pending.length === 0 ? data : Buffer.concat([pending, data]);
      while (pending.length >= 5) {
        const length = pending.readUInt32BE(1);
        if (pending.length < 5 + length) break;
        const type = String.fromCharCode(pending[0] as number);
        const body = pending.subarray(5, 5 + length);
        pending = pending.subarray(5 + length);
        if (type === 'D') {
          if (!out.write(body)) {
            socket.pause();
            out.once('drain', () => socket.resume());
          }
        } else if (type === 'K' && !settled) {
          settled = true;
          resolve(JSON.parse(body.toString('utf8')) as BackupSummary);
        } else if (type === 'E') {
          fail(new BackupError(body.toString('utf8')));
        } else {
          fail(new BackupError('O servidor respondeu algo que não é um backup.'));
        }
      }
    });
    socket.on('close', () => fail(new BackupError('O servidor encerrou a conexão antes do fim do backup.')));
  });
}
