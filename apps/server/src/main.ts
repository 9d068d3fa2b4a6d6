import { serve } from '@hono/node-server';
import { startAlertScheduler } from './alerts/scheduler';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { bootstrap } from './db/bootstrap';
import { migrate, openDatabase } from './db/database';
import { demoBanner, seedDemo } from './demo/seed';
import { handleClientErrors } from './http/client-errors';
import { createMailer } from './mail/mailer';
import { createRegistry } from './registry/registry';
import { createStorage } from './storage/create';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const storage = createStorage(config.storage);
  try {
    await migrate(database);
    await bootstrap(database.db, { admin: config.admin });
    // A database nobody has used yet gets the demo data, unless NODE_ENV=production or DEMO_SEED=0.
    if (config.demoSeed) {
      const seeded = await seedDemo({ db: database.db, storage, licenses: config.licenses });
      if (seeded) console.log(demoBanner(seeded));
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  const mailer = createMailer(config);
  const app = createApp({
    db: database.db,
    config,
    mailer,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    storage,
    uploadMaxBytes: config.uploadMaxBytes,
    registry: createRegistry(config.registry),
    licenses: config.licenses,
  });
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

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: encerrando…`);
    // Stop taking requests, then close the database (PGlite must close to keep its files sound).
    server.close(() => {
      alerts
        .stop()
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
