import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from './database';
import { preparedOnce } from './prepared';

describe('statements prepared once per database', () => {
  it('builds a database’s statement on first use and gives it back after, and another for another database', () => {
    const built: Database[] = [];
    const statement = preparedOnce((db) => {
      built.push(db);
      return { db, text: sql`select 1` };
    });
    const first = {} as Database;
    const second = {} as Database;
    expect(statement(first)).toBe(statement(first));
    expect(statement(second).db).toBe(second);
    expect(statement(second)).not.toBe(statement(first));
    expect(built).toEqual([first, second]);
  });
});
