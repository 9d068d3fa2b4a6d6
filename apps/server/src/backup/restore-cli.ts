import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { createStorage } from '../storage/create';
import { BackupError } from './archive';
import { fromWhereRun, runCli, seconds } from './cli-shared';
import { verifyArchive } from './read';
import { restoreArchive } from './restore';

const usage = 'Uso: npm run restore -- ARQUIVO [--force] (usage: npm run restore -- FILE [--force])';

/**
 * `npm run restore -- FILE [--force]`, with the settings of the server to
 * restore into (DATA_DIR, or DATABASE_URL and S3_*), which must not be
 * running. The whole archive is checked first (restore.ts says the rest):
 * a damaged one is refused before anything is opened or written.
 */
async function main(): Promise<void> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch {
    throw new BackupError(usage);
  }
  const [archive] = parsed.positionals;
  if (!archive || parsed.positionals.length > 1) throw new BackupError(usage);
  const file = fromWhereRun(archive);
  const started = performance.now();
  const manifest = await verifyArchive(file).catch((error: unknown) => {
    throw error instanceof BackupError
      ? new BackupError(`${error.message}\nNada foi gravado (nothing was written).`)
      : error;
  });

  const config = loadConfig();
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  try {
    handle = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(`Pare o servidor antes de restaurar (stop the server first).\n${error.message}`);
    }
    throw error;
  }
  try {
    const result = await restoreArchive(
      file,
      manifest,
      { handle, storage: createStorage(config.storage) },
      { force: parsed.values.force === true },
    );
    console.log(
      `Restaurado de ${file}: ${result.tables} tabelas, ${result.rows} linhas e ${result.files} arquivos, ` +
        `conferidos com o manifesto, em ${seconds(performance.now() - started)} s. (restored)`,
    );
  } finally {
    await handle.close();
  }
}

function parse() {
  return parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
}

runCli(main);
