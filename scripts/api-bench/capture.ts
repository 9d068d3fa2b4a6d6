/**
 * The SQL behind each endpoint. The server's own createApp runs in the bench
 * process over a drizzle database whose logger records every statement (text
 * and parameters); each endpoint is called once to warm up and once recorded,
 * with the same token as the HTTP measurement. The recorded statements are
 * then replayed one after another through a plain driver (`Sql`) and timed,
 * and each of the endpoint's own statements is EXPLAINed.
 *
 * Guard statements: every call of one caller in one area (client area or
 * admin area) runs the same auth/tenant guard first, with the same
 * parameters (the token's user and account). So the guard is the statements
 * — text and parameters — that every recorded call of that caller in that
 * area has in common; a call's own statements are the rest (one occurrence
 * of each common statement is taken off). Only calls answered 200 take part
 * in the intersection; a group of fewer than two such calls has no guard by
 * this rule and counts everything as its own.
 */
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createApp } from '../../apps/server/src/app';
import type { Database } from '../../apps/server/src/db/database';
import { schema } from '../../apps/server/src/db/schema';
import type { Sql } from './sql';

export interface Statement {
  text: string;
  params: unknown[];
}

export interface Endpoint {
  /** What the table calls it, e.g. 'companies: deep page'. */
  label: string;
  caller: string;
  area: 'client' | 'admin';
  path: string;
  token: string;
}

export interface Captured {
  endpoint: Endpoint;
  status: number;
  statements: Statement[];
  /** Per statement: true when it is the guard's. */
  guard: boolean[];
}

export interface InProcessApp {
  capture(endpoints: readonly Endpoint[]): Promise<Captured[]>;
  close(): Promise<void>;
}

/** The server's app over a recording drizzle database (PostgreSQL by URL, or the bench's PGlite instance). */
export function inProcessApp(target: { url: string } | { pglite: PGlite }, jwtSecret: Uint8Array): InProcessApp {
  let recording: Statement[] | null = null;
  const logger = {
    logQuery(query: string, params: unknown[]) {
      recording?.push({ text: query, params: [...params] });
    },
  };
  let pool: pg.Pool | null = null;
  let db: Database;
  if ('url' in target) {
    pool = new pg.Pool({ connectionString: target.url, max: 10 });
    db = drizzleNodePostgres({ client: pool, schema, logger }) as unknown as Database;
  } else {
    db = drizzlePglite({ client: target.pglite, schema, logger }) as unknown as Database;
  }
  const app = createApp({
    db,
    config: { jwtSecret, webDist: '/nonexistent-web-build' },
    logError: (error) => console.error('in-process app:', error),
    logWarning: () => {},
  });
  const call = async (endpoint: Endpoint) => {
    const response = await app.request(endpoint.path, { headers: { Authorization: `Bearer ${endpoint.token}` } });
    await response.arrayBuffer();
    return response.status;
  };
  return {
    async capture(endpoints) {
      const captured: Captured[] = [];
      for (const endpoint of endpoints) {
        await call(endpoint);
        recording = [];
        const status = await call(endpoint);
        captured.push({ endpoint, status, statements: recording, guard: [] });
        recording = null;
      }
      markGuards(captured);
      return captured;
    },
    close: async () => {
      await pool?.end();
    },
  };
}

const keyOf = (statement: Statement) => `${statement.text}\u0000${JSON.stringify(statement.params)}`;

/** Marks, in each capture, the statements common to every capture of the same caller and area (see the header). */
function markGuards(captured: Captured[]): void {
  const groups = new Map<string, Captured[]>();
  for (const capture of captured) {
    const group = `${capture.endpoint.caller}|${capture.endpoint.area}`;
    groups.set(group, [...(groups.get(group) ?? []), capture]);
  }
  for (const members of groups.values()) {
    // Calls that failed (a 404 before the guard ran, say) would empty the intersection: they are left out of it.
    const answered = members.filter((member) => member.status === 200);
    let common = new Set<string>();
    if (answered.length >= 2) {
      common = new Set(answered[0]?.statements.map(keyOf));
      for (const member of answered) {
        const keys = new Set(member.statements.map(keyOf));
        common = new Set([...common].filter((key) => keys.has(key)));
      }
    }
    for (const member of members) {
      const left = new Set(common);
      member.guard = member.statements.map((statement) => {
        const key = keyOf(statement);
        if (!left.has(key)) return false;
        left.delete(key);
        return true;
      });
    }
  }
}

const isWrite = (text: string) => /^\s*(insert|update|delete)\b/i.test(text);
const isTransactionControl = (text: string) => /^\s*(begin|commit|rollback)\b/i.test(text);
const isExplainable = (text: string) => /^\s*\(?\s*(select|with|insert|update|delete)\b/i.test(text);

export interface SqlTiming {
  /** Per timed replay: the own statements' total and all statements' total, ms. */
  own: number[];
  all: number[];
  /** The statements write: each replay ran inside begin … rollback. */
  rolledBack: boolean;
}

/** Replays the capture's statements in order, `warmup` times untimed and `runs` times timed. */
export async function timeStatements(db: Sql, capture: Captured, warmup: number, runs: number): Promise<SqlTiming> {
  const writes = capture.statements.some((statement) => isWrite(statement.text));
  const timing: SqlTiming = { own: [], all: [], rolledBack: writes };
  for (let run = 0; run < warmup + runs; run++) {
    let own = 0;
    let all = 0;
    if (writes) await db.exec('begin');
    for (const [index, statement] of capture.statements.entries()) {
      if (writes && isTransactionControl(statement.text)) continue;
      const started = performance.now();
      await db.replay(statement.text, statement.params);
      const ms = performance.now() - started;
      all += ms;
      if (!capture.guard[index]) own += ms;
    }
    if (writes) await db.exec('rollback');
    if (run >= warmup) {
      timing.own.push(own);
      timing.all.push(all);
    }
  }
  return timing;
}

export interface SeqScan {
  table: string;
  tableRows: number;
  planRows: number;
  filter: string | null;
  statement: number;
}

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  'Plan Rows'?: number;
  Filter?: string;
  Plans?: PlanNode[];
}

/** Seq Scans on tables of more than `minRows` rows in the plans of the capture's own statements. */
export async function seqScans(
  db: Sql,
  capture: Captured,
  tableRows: ReadonlyMap<string, number>,
  minRows: number,
): Promise<SeqScan[]> {
  const found: SeqScan[] = [];
  for (const [index, statement] of capture.statements.entries()) {
    if (capture.guard[index] || !isExplainable(statement.text)) continue;
    const [row] = await db.rows<{ 'QUERY PLAN': unknown }>(`explain (format json) ${statement.text}`, statement.params);
    const raw = row?.['QUERY PLAN'];
    const plans = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    const walk = (node: PlanNode) => {
      const table = node['Relation Name'];
      if (node['Node Type'] === 'Seq Scan' && table && (tableRows.get(table) ?? 0) > minRows) {
        found.push({
          table,
          tableRows: tableRows.get(table) ?? 0,
          planRows: node['Plan Rows'] ?? 0,
          filter: node.Filter ?? null,
          statement: index + 1,
        });
      }
      for (const child of node.Plans ?? []) walk(child);
    };
    for (const plan of plans) walk(plan.Plan);
  }
  return found;
}
