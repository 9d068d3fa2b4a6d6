import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { bootstrap } from './db/bootstrap';
import { migrate, openDatabase } from './db/database';
import { createMailer } from './mail/mailer';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database);
    await bootstrap(database.db, { admin: config.admin });
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = createApp({
    db: database.db,
    config,
    mailer: createMailer(config),
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
  });
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    console.log(`Conforma em http://localhost:${info.port}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: encerrando…`);
    // Stop taking requests, then close the database (PGlite must close to keep its files sound).
    server.close(() => {
      database.close().then(
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
