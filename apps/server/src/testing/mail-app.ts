import path from 'node:path';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { createMailer } from '../mail/mailer';
import { tempDir, testSecret } from './harness';
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
