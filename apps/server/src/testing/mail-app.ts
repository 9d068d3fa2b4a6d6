import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import { bootstrap } from '../db/bootstrap';
import type { Database, DatabaseHandle } from '../db/database';
import { createMailer } from '../mail/mailer';
import { insertAccount, insertGroup, openTestDatabase, tempDir, testSecret } from './harness';
import { readOutbox } from './read-outbox';

export const testPublicUrl = 'https://conforma.test';

/** The app with its mail going to a temporary outbox the test reads back (tests only). */
export function createMailTestApp(db: Database, options: { trustProxy?: boolean } = {}) {
  const dir = tempDir('conforma-mail-');
  const logged: string[] = [];
  const errors: unknown[] = [];
  const warnings: string[] = [];
  const mailer = createMailer({ dataDir: dir.path, log: (line) => logged.push(line) });
  const app = createApp({
    db,
    config: { jwtSecret: testSecret, webDist: path.join(dir.path, 'no-web-build') },
    logError: (error) => errors.push(error),
    logWarning: (line) => warnings.push(line),
    mailer,
    publicUrl: testPublicUrl,
    trustProxy: options.trustProxy ?? false,
  });
  return {
    app,
    outbox: path.join(dir.path, 'outbox'),
    logged,
    errors,
    warnings,
    messages: () => readOutbox(path.join(dir.path, 'outbox')),
    remove: dir.remove,
  };
}

export type MailTestApp = ReturnType<typeof createMailTestApp>;

export interface MailWorld {
  readonly handle: DatabaseHandle;
  readonly db: Database;
  /** The one client account, where the suite puts its people. */
  readonly accountId: number;
  readonly mail: MailTestApp;
}

/**
 * The setup of the account and mail suites: a database bootstrapped without a
 * staff admin, one client account (`account` in group `group`, by default
 * Padaria in Sul) and a mail test app over it, opened before the suite's tests
 * and removed after them. Call it inside the `describe`, before the suite's own hooks.
 */
export function mailWorld(
  kind: 'pglite' | 'postgres',
  options: { account?: string; group?: string; trustProxy?: boolean } = {},
): MailWorld {
  let handle: DatabaseHandle | undefined;
  let mail: MailTestApp | undefined;
  let accountId = 0;
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the mail world is not open yet');
    return value;
  };
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await bootstrap(handle.db, { admin: null, print: () => {} });
    const groupId = await insertGroup(handle.db, options.group ?? 'Sul');
    accountId = await insertAccount(handle.db, { name: options.account ?? 'Padaria', groupId });
    mail = createMailTestApp(handle.db, { trustProxy: options.trustProxy ?? false });
  });
  afterAll(async () => {
    mail?.remove();
    await handle?.close();
  });
  return {
    get handle() {
      return opened(handle);
    },
    get db() {
      return opened(handle).db;
    },
    get accountId() {
      return accountId;
    },
    get mail() {
      return opened(mail);
    },
  };
}
