import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `"table"."column"`. drizzle writes bare column names in single-table
 * queries, so inside a hand-written subquery a bare name could resolve to the
 * subquery's own table; correlated subqueries name every column this way.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${column.table}.${sql.identifier(column.name)}`;
}
