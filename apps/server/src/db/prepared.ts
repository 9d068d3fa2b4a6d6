import type { Database } from './database';

/**
 * A statement the server runs on (nearly) every call, prepared once per database: drizzle builds
 * its SQL once instead of per call, and PostgreSQL (a named statement) parses and plans it once per
 * connection. The per-request guards use it (issue 14: building and planning them cost as much as a
 * small list's own query). `build` must prepare the same SQL each time under one `name`.
 */
export function preparedOnce<Statement>(build: (db: Database) => Statement): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
