import { ConfigError, loadConfig } from '../config';
import { bootstrap } from '../db/bootstrap';
import { migrate, openDatabase } from '../db/database';
import { createStorage } from '../storage/create';
import { demoBanner, seedDemo } from './seed';

/**
 * `npm run seed:demo`: the demo data on the configured database (DATA_DIR or
 * DATABASE_URL), migrated and bootstrapped first. A database that already
 * has accounts or companies is left alone.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database);
    await bootstrap(database.db, { admin: config.admin });
    const seeded = await seedDemo({
      db: database.db,
      storage: createStorage(config.storage),
      licenses: config.licenses,
    });
    console.log(
      seeded
        ? demoBanner(seeded)
        : 'O banco já tem contas ou empresas: os dados de demonstração não foram criados (database not empty: nothing seeded).',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
