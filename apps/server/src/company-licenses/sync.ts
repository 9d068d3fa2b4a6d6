import { type LicenseStatus, licenseStatus } from '@product/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LicenseSettings } from '../config';
import type { Executor } from '../db/database';
import { companyLicenses } from '../db/schema';

/**
 * Which licence rows to bring in line with the catalogue: those of a company,
 * of some establishments, of some CNAEs, of one licence definition, or all.
 */
export type LicenseSyncScope =
  | { companyId: number }
  | { establishmentIds: readonly number[] }
  | { cnaeIds: readonly number[] }
  | { licenseId: number }
  | 'all';

/** Conditions on the derivation query (aliases e, ec, lc) and on company_licenses (cl). */
function scopeConditions(scope: LicenseSyncScope): { derived: SQL; rows: SQL } | null {
  if (scope === 'all') return { derived: sql`true`, rows: sql`true` };
  if ('companyId' in scope) {
    return { derived: sql`e.company_id = ${scope.companyId}`, rows: sql`cl.company_id = ${scope.companyId}` };
  }
  if ('licenseId' in scope) {
    return { derived: sql`lc.license_id = ${scope.licenseId}`, rows: sql`cl.license_id = ${scope.licenseId}` };
  }
  const ids = 'establishmentIds' in scope ? scope.establishmentIds : scope.cnaeIds;
  if (ids.length === 0) return null;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return 'establishmentIds' in scope
    ? { derived: sql`e.id in (${list})`, rows: sql`cl.establishment_id in (${list})` }
    : { derived: sql`ec.cnae_id in (${list})`, rows: sql`cl.cnae_id in (${list})` };
}

/** A row "has data" once someone filled it in: a type, 'Não necessária', or an attached file. */
const hasData = sql`(cl.type is not null or cl.is_necessary = false or exists (
  select 1 from company_license_files f where f.company_license_id = cl.id))`;

/**
 * Brings the licence rows in scope in line with the catalogue (issue 5
 * "Licences"): one row per establishment × enabled CNAE × enabled licence
 * definition linked to that CNAE. New links add pending rows; a row whose
 * link is gone (unlinked, or the CNAE or definition disabled) is deleted when
 * empty and kept inactive (hidden) when it has data, and comes back with its
 * data if the link returns. Run it inside the transaction that changed the
 * CNAEs, establishments or definitions.
 */
export async function syncCompanyLicenses(
  tx: Executor,
  scope: LicenseSyncScope,
  settings: Pick<LicenseSettings, 'expiryWindowDays' | 'timeZone'>,
  today: string,
): Promise<void> {
  const where = scopeConditions(scope);
  if (!where) return;
  const derived = sql`
    select e.client_id, e.company_id, e.id as establishment_id, ec.cnae_id, lc.license_id
    from establishments e
    join establishment_cnaes ec on ec.establishment_id = e.id
    join cnaes c on c.id = ec.cnae_id and c.enabled
    join license_cnaes lc on lc.cnae_id = ec.cnae_id
    join licenses l on l.id = lc.license_id and l.enabled
    where ${where.derived}`;

  await tx.execute(sql`
    insert into company_licenses (client_id, company_id, establishment_id, cnae_id, license_id)
    ${derived}
    on conflict (establishment_id, cnae_id, license_id) do update set active = true
    where company_licenses.active = false`);

  const gone = sql`${where.rows} and not exists (
    select 1 from (${derived}) d
    where d.establishment_id = cl.establishment_id and d.cnae_id = cl.cnae_id and d.license_id = cl.license_id)`;
  await tx.execute(sql`delete from company_licenses cl where ${gone} and not ${hasData}`);
  await tx.execute(sql`update company_licenses cl set active = false where ${gone} and cl.active`);

  await refreshLicenseStatuses(tx, scope, settings, today);
}

/** How many licence rows refreshLicenseStatuses reads at a time (a few MB). */
const refreshPageSize = 5000;
/** company_licenses as `cl`, the alias scopeConditions' row conditions name. */
const cl = alias(companyLicenses, 'cl');

/**
 * Recomputes the stored status of the rows in scope with the domain's one
 * rule (`licenseStatus`) and writes only those that changed. The daily job
 * calls it with 'all' so 'Expirando' and 'Vencida' follow the calendar.
 * Returns the rows whose status changed.
 *
 * The rows are read in id order, a page at a time: with every row of every
 * account in one array, the daily job on a 10,000-company account
 * (~500,000 rows) peaked at 500–576 MB and left ~225 MB of garbage in V8
 * (issue 27); a page holds a few MB whatever the size of the table.
 */
export async function refreshLicenseStatuses(
  tx: Executor,
  scope: LicenseSyncScope,
  settings: Pick<LicenseSettings, 'expiryWindowDays'>,
  today: string,
  { pageSize = refreshPageSize }: { pageSize?: number } = {},
): Promise<{ id: number; from: LicenseStatus; to: LicenseStatus }[]> {
  const where = scopeConditions(scope);
  if (!where) return [];
  const changed: { id: number; from: LicenseStatus; to: LicenseStatus }[] = [];
  for (let after = 0; ; ) {
    const rows = await tx
      .select({ id: cl.id, status: cl.status, isNecessary: cl.isNecessary, type: cl.type, validUntil: cl.validUntil })
      .from(cl)
      .where(sql`${cl.id} > ${after} and ${where.rows}`)
      .orderBy(cl.id)
      .limit(pageSize);
    const byStatus = new Map<LicenseStatus, number[]>();
    for (const row of rows) {
      const next = licenseStatus(row, today, settings.expiryWindowDays);
      if (next === row.status) continue;
      changed.push({ id: row.id, from: row.status, to: next });
      const ids = byStatus.get(next);
      if (ids) ids.push(row.id);
      else byStatus.set(next, [row.id]);
    }
    for (const [status, ids] of byStatus) {
      await tx.update(companyLicenses).set({ status }).where(inArray(companyLicenses.id, ids));
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return changed;
    after = last.id;
  }
}

/** The status of one row right now, for answers written before a refresh. */
export function statusOf(
  row: { isNecessary: boolean; type: 'document' | 'protocol' | null; validUntil: string | null },
  settings: Pick<LicenseSettings, 'expiryWindowDays'>,
  today: string,
): LicenseStatus {
  return licenseStatus(row, today, settings.expiryWindowDays);
}
