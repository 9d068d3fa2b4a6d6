import { createWriteStream, existsSync, type WriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { createStorage } from '../storage/create';
import { BackupError } from './archive';
import {
  type BackupSummary,
  backupSocketName,
  backupThroughServer,
  ChannelUnavailableError,
  summarize,
} from './channel';
import { fromWhereRun, runCli, seconds, size } from './cli-shared';
import { writeBackup } from './dump';

const usage = 'Uso: npm run backup -- --out ARQUIVO (usage: npm run backup -- --out FILE)';

/**
 * `npm run backup -- --out FILE`, with the server's settings (DATA_DIR, or
 * DATABASE_URL and S3_*). On PGlite a running server holds the folder: the
 * archive then comes from that server over its local channel (channel.ts);
 * otherwise this process opens the folder itself (taking its lock). On
 * PostgreSQL it connects directly, whatever instances run. The archive is
 * written to FILE.partial, synced, then renamed: FILE is never half a backup.
 */
async function main(): Promise<void> {
  let out: string | undefined;
  try {
    out = parseArgs({ options: { out: { type: 'string' } } }).values.out;
  } catch {
    throw new BackupError(usage);
  }
  if (!out) throw new BackupError(usage);
  const file = fromWhereRun(out);
  const config = loadConfig();
  const started = performance.now();
  const partial = `${file}.partial`;
  await mkdir(path.dirname(file), { recursive: true });

  let summary: BackupSummary | null = null;
  let via = '';
  try {
    if (config.database.kind === 'pglite') {
      const socket = path.join(config.dataDir, backupSocketName);
      if (existsSync(socket)) {
        try {
          summary = await toFile(partial, async (stream) => {
            const result = await backupThroughServer(socket, stream);
            stream.end();
            return result;
          });
          via = ' (pelo servidor em execução)';
        } catch (error) {
          if (!(error instanceof ChannelUnavailableError)) throw error;
        }
      }
      if (!summary && !existsSync(path.join(config.database.dataDir ?? '', 'PG_VERSION'))) {
        throw new BackupError(`Não há banco de dados em ${config.database.dataDir}: nada para copiar (no database).`);
      }
    }
    if (!summary) {
      const handle = await openDatabase(config);
      try {
        const source = { handle, storage: createStorage(config.storage), storageKind: config.storage.kind };
        summary = summarize(await toFile(partial, (stream) => writeBackup(source, stream)));
      } finally {
        await handle.close();
      }
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }

  const bytes = (await stat(file)).size;
  console.log(
    `Backup gravado em ${file}${via}: ${summary.tables} tabelas, ${summary.rows} linhas, ${summary.files} arquivos; ` +
      `${size(bytes)} em ${seconds(performance.now() - started)} s. (backup written)`,
  );
  if (summary.missingFiles.length > 0) {
    console.warn(
      `Atenção: ${summary.missingFiles.length} arquivo(s) citado(s) pelo banco não estava(m) mais no armazenamento ` +
        `(apagado(s) depois do instante do backup, ou já perdido(s)) e ficou(aram) de fora: ${summary.missingFiles.join(', ')}`,
    );
  }
}

/** Writes through `write` into a new owner-only file (the archive holds password hashes), synced before use. */
async function toFile<T>(file: string, write: (stream: WriteStream) => Promise<T>): Promise<T> {
  const stream = createWriteStream(file, { mode: 0o600 });
  try {
    const result = await write(stream);
    await finished(stream);
    const handle = await open(file, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    return result;
  } finally {
    stream.destroy();
  }
}

runCli(main);
