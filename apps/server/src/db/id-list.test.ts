import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, queryRows } from '../testing/harness';
import type { DatabaseHandle } from './database';
import { inIdList } from './id-list';
import { groups } from './schema';

describe.each(databaseKinds)('one array parameter for a list of ids (%s)', (kind) => {
  let handle: DatabaseHandle;
  let ids: number[];

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const made = await handle.db
      .insert(groups)
      .values(Array.from({ length: 600 }, (_, index) => ({ name: `Grupo da lista ${index}` })))
      .returning({ id: groups.id });
    ids = made.map((row) => row.id).sort((a, b) => a - b);
  });
  afterAll(() => handle.close());

  const idsOf = async (wanted: readonly number[]) =>
    (await handle.db.select({ id: groups.id }).from(groups).where(inIdList(groups.id, wanted)).orderBy(groups.id)).map(
      (row) => row.id,
    );

  it('matches exactly the listed ids, 600 of them in one parameter', async () => {
    const query = handle.db.select({ id: groups.id }).from(groups).where(inIdList(groups.id, ids)).toSQL();
    expect(query.params).toEqual([ids]);
    expect(query.sql).toMatch(/= any\(\$1::int\[\]\)/);
    expect(await idsOf(ids)).toEqual(ids);
    expect(await idsOf([ids[3] as number, ids[598] as number, -1])).toEqual([ids[3], ids[598]]);
  });

  it('matches nothing for an empty list, and combines with other conditions', async () => {
    expect(await idsOf([])).toEqual([]);
    const [first] = ids;
    const rows = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from ${groups} where ${inIdList(groups.id, ids)} and ${eq(groups.id, first as number)}`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });
});
