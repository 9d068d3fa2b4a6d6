import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, queryRows } from '../testing/harness';
import type { DatabaseHandle } from './database';

// The company search compares folded names with '%term%' (cnaes/search.ts: containsFolded): with
// pg_trgm the four expressions are indexed (migrations 0007 and 0010), on PGlite as on PostgreSQL.
describe.each(databaseKinds)('company search indexes on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('has the trigram indexes of names and CNPJs', async () => {
    const found = await queryRows<{ indexname: string }>(
      handle.db,
      sql`select indexname from pg_indexes where indexname like '%trgm_idx' and schemaname = current_schema() order by 1`,
    );
    expect(found.map((row) => row.indexname)).toEqual([
      'companies_name_trgm_idx',
      'establishments_cnpj_trgm_idx',
      'establishments_fantasy_name_trgm_idx',
      'establishments_registration_name_trgm_idx',
    ]);
  });

  it('finds a CNPJ by a part of its digits from the index', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = (
        await queryRows<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain select id from establishments where cnpj like '%22333%'`,
        )
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).toContain('establishments_cnpj_trgm_idx');
    });
  });
});
