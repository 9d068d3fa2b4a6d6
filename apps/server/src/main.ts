import cluster from 'node:cluster';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { startAlertScheduler } from './alerts/scheduler';
import { createApp } from './app';
import { type BackupChannel, startBackupChannel } from './backup/channel';
import { reportListening, startWorkers } from './cluster';
import { createImportWorker } from './company-import/worker';
import { type Config, ConfigError, loadConfig } from './config';
import { bootstrap } from './db/bootstrap';
import { type DatabaseHandle, describeTarget, openDatabase, waitForDatabase } from './db/database';
import { migrateExclusively } from './db/migrate-lock';
import { demoBanner, seedDemo } from './demo/seed';
import { referencedStorageKeys } from './files/queries';
import { handleClientErrors } from './http/client-errors';
import { createMailer } from './mail/mailer';
import { createRegistry } from './registry/registry';
import { createStorage } from './storage/create';
import { journaledStorage, openStorageJournal, recoverJournals } from './storage/journal';
import type { FileStorage } from './storage/types';

/**
 * One process (PGlite, or WEB_CONCURRENCY=1): it sets the database up, answers HTTP and runs the
 * background jobs. Several (PostgreSQL, WEB_CONCURRENCY > 1, one per core by default): the primary sets
 * the database up and runs the background jobs, and the workers (cluster.ts) only answer HTTP.
 */
async function main(): Promise<void> {
  if (cluster.isWorker) return serveAsWorker();
  const config = loadConfig();
  for (const warning of config.warnings) console.warn(warning);
  const database = await openDatabase(config);
  const storage = journaledStorageFor(config);
  await prepare(config, database, storage);
  if (config.workers > 1) return superviseWorkers(config, database);

  const mailer = createMailer(config);
  const registry = createRegistry(config.registry);
  const app = createApp({
    db: database.db,
    config,
    mailer,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    mfaRequiredRoles: config.mfaRequiredRoles,
    storage: storage.journaled,
    uploadMaxBytes: config.uploadMaxBytes,
    registry,
    licenses: config.licenses,
  });
  // PGlite: `npm run backup` cannot open the folder this process holds, so it asks here (backup/channel).
  // Opened (and its socket made 0600) before the port answers: whoever sees the server up finds it ready.
  let backupChannel: BackupChannel | null = null;
  if (config.database.kind === 'pglite') {
    const source = { handle: database, storage: storage.plain, storageKind: config.storage.kind };
    backupChannel = await startBackupChannel({
      dataDir: config.dataDir,
      source,
      log: (line) => console.log(line),
    }).catch((error: unknown) => {
      console.warn(`Backup: canal local indisponível (${error instanceof Error ? error.message : error}).`);
      return null;
    });
  }
  let jobs: ReturnType<typeof startBackgroundJobs> | null = null;
  listen(app, config, database, {
    listening: (port) => console.log(`Conforma em http://localhost:${port}`),
    closing: () => Promise.all([jobs?.stop(), backupChannel?.close()]),
  });
  jobs = startBackgroundJobs(config, database, { mailer, registry });
}

/**
 * Brings the database up to date (migrations, the first administrator, the demo data) and removes the
 * files a killed process left without a row.
 */
async function prepare(config: Config, database: DatabaseHandle, storage: JournaledStorage): Promise<void> {
  try {
    // PostgreSQL may come up after us (a container): wait for it, saying why.
    if (config.database.kind === 'postgres') await waitForDatabase(database, { log: (line) => console.error(line) });
    // Several instances may start together on one PostgreSQL: one migrates, the others wait for it.
    await migrateExclusively(database);
    await bootstrap(database.db, { admin: config.admin });
    // A database nobody has used yet gets the demo data, unless NODE_ENV=production or DEMO_SEED=0.
    if (config.demoSeed) {
      const seeded = await seedDemo({ db: database.db, storage: storage.journaled, licenses: config.licenses });
      if (seeded) console.log(demoBanner(seeded));
    }
    // Bytes a killed process stored (or was removing) without a row to name them go now.
    const recovered = await recoverJournals({
      dir: storage.journalDir,
      database: storage.databaseName,
      ownFile: storage.journalFile,
      storage: storage.plain,
      referenced: (keys) => referencedStorageKeys(database.db, keys),
    });
    if (recovered.removed.length > 0) {
      console.log(
        `Armazenamento: ${recovered.removed.length} arquivo(s) sem registro, deixado(s) por uma parada abrupta, removido(s).`,
      );
    }
  } catch (error) {
    await database.close();
    throw error;
  }
}

interface JournaledStorage {
  journalDir: string;
  databaseName: string;
  journalFile: string;
  /** The storage as configured (the recovery and the backup channel read it as it is)… */
  plain: FileStorage;
  /** …and the one the app writes through. */
  journaled: FileStorage;
}

/** Keys are journaled before their bytes are written (storage/journal): a crash strands no file. One journal per process. */
function journaledStorageFor(config: Config): JournaledStorage {
  const journalDir = path.join(config.dataDir, 'storage-journal');
  const databaseName = describeTarget(config.database);
  const journal = openStorageJournal(journalDir, databaseName);
  const plain = createStorage(config.storage);
  return { journalDir, databaseName, journalFile: journal.file, plain, journaled: journaledStorage(plain, journal) };
}

/**
 * The daily licence alert job (ALERT_TIME in ALERT_TIME_ZONE), caught up at start if a day was missed, and
 * the large company imports, worked in the background (unfinished ones resume; PGlite: one server per
 * folder, so at once). In the one process that holds them, however many answer HTTP.
 */
function startBackgroundJobs(
  config: Config,
  database: DatabaseHandle,
  services: { mailer: ReturnType<typeof createMailer>; registry: ReturnType<typeof createRegistry> },
) {
  const alerts = startAlertScheduler({
    db: database.db,
    mailer: services.mailer,
    licenses: config.licenses,
    now: () => new Date(),
    publicUrl: config.publicUrl,
    logError: (error) => console.error('Alertas de licenças:', error),
    log: (line) => console.log(line),
  });
  const importWorker = createImportWorker(
    { db: database.db, registry: services.registry, licenses: config.licenses, now: () => new Date() },
    { exclusiveDatabase: config.database.kind === 'pglite' },
  );
  importWorker.start();
  return { stop: () => Promise.all([alerts.stop(), importWorker.stop()]) };
}

/** Serves `app` on the port, and stops cleanly on SIGINT/SIGTERM: no new requests, `closing`, then the database. */
function listen(
  app: ReturnType<typeof createApp>,
  config: Config,
  database: DatabaseHandle,
  hooks: { listening(port: number): void; closing(): Promise<unknown> },
): void {
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => hooks.listening(info.port));
  // Requests Node refuses itself (headers over 16 KB, malformed, too slow) get a JSON answer too.
  handleClientErrors(server);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (cluster.isPrimary) console.log(`${signal}: encerrando…`);
    // Stop taking requests, then close the database (PGlite must close to keep its files sound).
    server.close(() => {
      hooks
        .closing()
        .then(() => database.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(error);
            process.exit(1);
          },
        );
    });
    // Keep-alive connections would hold close() open; give them a moment.
    setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 2000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  server.on('error', (error) => {
    console.error(error instanceof Error ? error.message : error);
    void database.close().finally(() => process.exit(1));
  });
}

/** A worker of the pool: the same settings and app as a single server, without the setup and the jobs. */
async function serveAsWorker(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const storage = journaledStorageFor(config).journaled;
  const app = createApp({
    db: database.db,
    config,
    mailer: createMailer(config),
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    mfaRequiredRoles: config.mfaRequiredRoles,
    storage,
    uploadMaxBytes: config.uploadMaxBytes,
    registry: createRegistry(config.registry),
    licenses: config.licenses,
  });
  listen(app, config, database, { listening: () => reportListening(), closing: async () => {} });
}

/** The primary of the pool: forks the workers, replaces one that dies, runs the jobs, and stops them all together. */
async function superviseWorkers(config: Config, database: DatabaseHandle): Promise<void> {
  const jobs = startBackgroundJobs(config, database, {
    mailer: createMailer(config),
    registry: createRegistry(config.registry),
  });
  let stopping = false;
  const stop = (signal: string, code: number) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: encerrando ${config.workers} processos…`);
    pool
      .stop()
      .then(() => jobs.stop())
      .then(() => database.close())
      .then(
        () => process.exit(code),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  const pool = startWorkers({
    count: config.workers,
    log: (line) => console.warn(line),
    onFatal: (error) => {
      console.error(error.message);
      stop('Erro', 1);
    },
  });
  process.on('SIGINT', () => stop('SIGINT', 0));
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  try {
    await pool.ready;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    stop('Erro', 1);
    return;
  }
  console.log(`Conforma em http://localhost:${config.port} (${config.workers} processos)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
