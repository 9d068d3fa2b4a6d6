import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { bootstrap } from '../db/bootstrap';
import { type Database, type DatabaseHandle, migrate, openDatabase, quoteIdentifier } from '../db/database';
import { ensureTestCnae, insertTestLicense } from './client-world';
import { fakeCnae } from './fake-brasilapi';
import { insertAccount, insertGroup, insertUser, tempDir } from './harness';

/**
 * One DATA_DIR (and, on PostgreSQL, one database of its own) that servers are
 * started on, killed and restarted, prepared before the first start: the
 * schema, one client account with its ADMIN, and three licence definitions
 * linked to the fake registry's CNAE, so every imported company gets licence rows.
 * On PGlite the test can only open the database while no server holds it;
 * on PostgreSQL it reads beside the running server.
 */
export interface FaultWorld {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  /** Where the server keeps uploaded files (local storage). */
  filesRoot: string;
  /** The settings of every server on this world (PORT aside). */
  env: Record<string, string>;
  admin: { email: string; password: string };
  clientId: number;
  /** The licence definitions linked to the fake registry's CNAE: each fake company gets one row of each. */
  licenseNames: string[];
  /** Runs `read` on the database: PGlite only while no server runs. */
  withDatabase<T>(read: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const jwtSecret = randomBytes(48).toString('base64url');

export async function openFaultWorld(kind: 'pglite' | 'postgres'): Promise<FaultWorld> {
  const dir = tempDir('conforma-faults-');
  const dataDir = dir.path;
  const admin = { email: 'admin@falhas.test', password: 'senha-das-falhas' };
  const licenseNames = ['Alvará de funcionamento', 'Licença ambiental', 'Auto de vistoria do bombeiro'];
  let databaseUrl = '';
  let dropDatabase = async () => {};
  let target: Parameters<typeof openDatabase>[0]['database'];
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    // A database of its own: the server runs as in production, tables in `public`.
    const name = `conforma_faults_${randomBytes(5).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${quoteIdentifier(name)}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(adminUrl, `drop database if exists ${quoteIdentifier(name)} with (force)`);
    target = { kind: 'postgres', url: databaseUrl };
  } else {
    target = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  }

  const prepare = await openDatabase({ database: target });
  let clientId: number;
  try {
    await migrate(prepare);
    await bootstrap(prepare.db, { admin: null, print: () => {} });
    const groupId = await insertGroup(prepare.db, 'Grupo das Falhas');
    clientId = await insertAccount(prepare.db, { name: 'Conta das Falhas', groupId });
    await insertUser(prepare.db, { ...admin, accessRole: 'ADMIN', clientId, name: 'Admin das Falhas' });
    const cnaeId = await ensureTestCnae(prepare.db, fakeCnae.code);
    for (const name of licenseNames) await insertTestLicense(prepare.db, name, [cnaeId]);
  } catch (error) {
    await prepare.close();
    throw error;
  }
  // PostgreSQL: keep the pool to read beside the server; PGlite: let the server have the folder.
  let open: DatabaseHandle | null = kind === 'postgres' ? prepare : null;
  if (kind === 'pglite') await prepare.close();

  return {
    kind,
    dataDir,
    filesRoot: path.join(dataDir, 'files'),
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
    },
    admin,
    clientId,
    licenseNames,
    async withDatabase(read) {
      if (open) return read(open.db);
      const handle = await openDatabase({ database: target });
      try {
        return await read(handle.db);
      } finally {
        await handle.close();
      }
    },
    async close() {
      await open?.close();
      open = null;
      await dropDatabase();
      dir.remove();
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Every file under the storage root, as storage keys ('clients/1/companies/2/….pdf'), with its size. */
export function filesOnDisk(root: string): Map<string, number> {
  const found = new Map<string, number>();
  if (!existsSync(root)) return found;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.set(path.relative(root, full).split(path.sep).join('/'), statSync(full).size);
    }
  };
  walk(root);
  return found;
}

type Rows = Record<string, unknown>[];
async function rowsOf(db: Database, query: ReturnType<typeof sql>): Promise<Rows> {
  const result: unknown = await db.execute(query);
  // Both drivers answer { rows: [...] } (node-postgres' QueryResult, PGlite's Results).
  return (result as { rows?: Rows }).rows ?? [];
}

/**
 * What must hold after any crash: nothing half-made. Answers the broken
 * rules, one line each (an empty list when all hold):
 * - every company has its CNPJ (an establishment), every CNPJ its CNAE links
 *   and licence rows, and its creation in the activity log (all written in
 *   one transaction);
 * - every file row has its bytes on disk, whole (the size it recorded), so
 *   no licence points at a missing file;
 * - every file on disk belongs to a row (a file row or a company's logo): no orphan.
 */
export async function brokenInvariants(world: FaultWorld): Promise<string[]> {
  return world.withDatabase(async (db) => {
    const broken: string[] = [];
    const report = (rule: string, rows: Rows) => {
      if (rows.length > 0) broken.push(`${rule}: ${JSON.stringify(rows.slice(0, 5))}${rows.length > 5 ? '…' : ''}`);
    };
    report(
      'company without its CNPJ',
      await rowsOf(
        db,
        sql`select c.id, c.name from companies c where not exists (select 1 from establishments e where e.company_id = c.id)`,
      ),
    );
    report(
      'CNPJ without its company',
      await rowsOf(
        db,
        sql`select e.id, e.cnpj from establishments e left join companies c on c.id = e.company_id where c.id is null`,
      ),
    );
    report(
      'CNPJ without its CNAE links',
      await rowsOf(
        db,
        sql`select e.id, e.cnpj from establishments e where not exists (select 1 from establishment_cnaes ec where ec.establishment_id = e.id)`,
      ),
    );
    report(
      'CNPJ without its licence rows',
      await rowsOf(
        db,
        sql`select e.id, e.cnpj from establishments e where not exists (select 1 from company_licenses cl where cl.establishment_id = e.id)`,
      ),
    );
    report(
      'company without its creation in the activity log',
      await rowsOf(
        db,
        sql`select c.id from companies c where not exists (select 1 from activity_logs a where a.action = 'company.create' and a.entity_id = c.id)`,
      ),
    );
    report(
      'licence attached to a file row that does not exist',
      await rowsOf(
        db,
        sql`select lf.company_license_id, lf.file_id from company_license_files lf left join files f on f.id = lf.file_id where f.id is null`,
      ),
    );

    const disk = filesOnDisk(world.filesRoot);
    const fileRows = await rowsOf(db, sql`select id, storage_key, size from files`);
    const logoRows = await rowsOf(db, sql`select logo_key from companies where logo_key is not null`);
    const referenced = new Set([
      ...fileRows.map((row) => String(row.storage_key)),
      ...logoRows.map((row) => String(row.logo_key)),
    ]);
    report(
      'file row whose bytes are missing or torn',
      fileRows.filter((row) => disk.get(String(row.storage_key)) !== Number(row.size)),
    );
    report(
      'orphan file on disk (no row references it)',
      [...disk.keys()].filter((key) => !referenced.has(key)).map((key) => ({ key })),
    );
    const attached = await rowsOf(
      db,
      sql`select lf.company_license_id, f.storage_key from company_license_files lf join files f on f.id = lf.file_id`,
    );
    report(
      'licence pointing at a missing file',
      attached.filter((row) => !disk.has(String(row.storage_key))),
    );
    return broken;
  });
}

/** How many rows a table has (a summary for the test's log). */
export async function countOf(
  world: FaultWorld,
  table: 'companies' | 'establishments' | 'files' | 'company_license_files',
): Promise<number> {
  return world.withDatabase(async (db) => {
    const [row] = await rowsOf(db, sql`select count(*)::int as total from ${sql.identifier(table)}`);
    return Number(row?.total ?? 0);
  });
}
