import path from 'node:path';
import { serve } from '@hono/node-server';
import { startAlertScheduler } from './alerts/scheduler';
import { createApp } from './app';
import { type BackupChannel, startBackupChannel } from './backup/channel';
import { createImportWorker } from './company-import/worker';
import { ConfigError, loadConfig } from './config';
import { bootstrap } from './db/bootstrap';
import { describeTarget, openDatabase, waitForDatabase } from './db/database';
import { migrateExclusively } from './db/migrate-lock';
import { demoBanner, seedDemo } from './demo/seed';
import { referencedStorageKeys } from './files/queries';
import { handleClientErrors } from './http/client-errors';
import { createMailer } from './mail/mailer';
import { createRegistry } from './registry/registry';
import { createStorage } from './storage/create';
import { journaledStorage, openStorageJournal, recoverJournals } from './storage/journal';

async function main(): Promise<void> {
  const config = loadConfig();
  for (const warning of config.warnings) console.warn(warning);
  const database = await openDatabase(config);
  // Keys are journaled before their bytes are written (storage/journal): a crash strands no file.
  const journalDir = path.join(config.dataDir, 'storage-journal');
  const databaseName = describeTarget(config.database);
  const journal = openStorageJournal(journalDir, databaseName);
  const plainStorage = createStorage(config.storage);
  const storage = journaledStorage(plainStorage, journal);
  try {
    // PostgreSQL may come up after us (a container): wait for it, saying why.
    if (config.database.kind === 'postgres') await waitForDatabase(database, { log: (line) => console.error(line) });
    // Several instances may start together on one PostgreSQL: one migrates, the others wait for it.
    await migrateExclusively(database);
    await bootstrap(database.db, { admin: config.admin });
    // A database nobody has used yet gets the demo data, unless NODE_ENV=production or DEMO_SEED=0.
    if (config.demoSeed) {
      const seeded = await seedDemo({ db: database.db, storage, licenses: config.licenses });
      if (seeded) console.log(demoBanner(seeded));
    }
    // Bytes a killed process stored (or was removing) without a row to name them go now.
    const recovered = await recoverJournals({
      dir: journalDir,
      database: databaseName,
      ownFile: journal.file,
      storage: plainStorage,
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

  const mailer = createMailer(config);
  const registry = createRegistry(config.registry);
  const app = createApp({
    db: database.db,
    config,
    mailer,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    storage,
    uploadMaxBytes: config.uploadMaxBytes,
    registry,
    licenses: config.licenses,
  });
  // PGlite: `npm run backup` cannot open the folder this process holds, so it asks here (backup/channel).
  // Opened (and its socket made 0600) before the port answers: whoever sees the server up finds it ready.
  let backupChannel: BackupChannel | null = null;
  if (config.database.kind === 'pglite') {
    const source = { handle: database, storage: plainStorage, storageKind: config.storage.kind };
    backupChannel = await startBackupChannel({
      dataDir: config.dataDir,
      source,
      log: (line) => console.log(line),
    }).catch((error: unknown) => {
      console.warn(`Backup: canal local indisponível (${error instanceof Error ? error.message : error}).`);
      return null;
    });
  }

  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    console.log(`Conforma em http://localhost:${info.port}`);
  });
  // Requests Node refuses itself (headers over 16 KB, malformed, too slow) get a JSON answer too.
  handleClientErrors(server);
  // The daily licence alert job (ALERT_TIME in ALERT_TIME_ZONE), caught up at start if a day was missed.
  const alerts = startAlertScheduler({
    db: database.db,
    mailer,
    licenses: config.licenses,
    now: () => new Date(),
    publicUrl: config.publicUrl,
    logError: (error) => console.error('Alertas de licenças:', error),
    log: (line) => console.log(line),
  });

  // Large company imports run as jobs in the background; unfinished ones resume (PGlite: one server per folder, so at once).
  const importWorker = createImportWorker(
    { db: database.db, registry, licenses: config.licenses, now: () => new Date() },
    { exclusiveDatabase: config.database.kind === 'pglite' },
  );
  importWorker.start();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: encerrando…`);
    // Stop taking requests, then close the database (PGlite must close to keep its files sound).
    server.close(() => {
      Promise.all([alerts.stop(), importWorker.stop(), backupChannel?.close()])
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

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
