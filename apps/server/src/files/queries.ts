import type { RepositoryFileType } from '@product/api/contract';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { containsFolded } from '../cnaes/search';
import type { Executor } from '../db/database';
import { companies, files } from '../db/schema';

/** Repository files are documents, protocols and fees; logos never are (they have no files row). */
const repositoryTypes: RepositoryFileType[] = ['document', 'protocol', 'fee'];

export const repositoryColumns = {
  id: files.id,
  name: files.name,
  extension: files.extension,
  mimeType: files.mimeType,
  size: files.size,
  fileType: files.fileType,
  storageKey: files.storageKey,
  createdAt: files.createdAt,
};
export type RepositoryRow = {
  id: number;
  name: string;
  extension: string;
  mimeType: string;
  size: number;
  fileType: 'document' | 'protocol' | 'fee' | 'logo';
  storageKey: string;
  createdAt: Date;
};

function repositoryWhere(companyId: number, filter: { search?: string; fileType?: RepositoryFileType }): SQL {
  return and(
    eq(files.companyId, companyId),
    filter.fileType ? eq(files.fileType, filter.fileType) : inArray(files.fileType, repositoryTypes),
    filter.search ? containsFolded(files.name, filter.search) : undefined,
  ) as SQL;
}

export async function countRepository(
  db: Executor,
  companyId: number,
  filter: { search?: string; fileType?: RepositoryFileType },
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(files).where(repositoryWhere(companyId, filter));
  return row?.total ?? 0;
}

/** One page in name order (spec 2 §7 "items sorted by name"). */
export function listRepository(
  db: Executor,
  companyId: number,
  filter: { search?: string; fileType?: RepositoryFileType },
  page: { offset: number; limit: number },
): Promise<RepositoryRow[]> {
  return db
    .select(repositoryColumns)
    .from(files)
    .where(repositoryWhere(companyId, filter))
    .orderBy(asc(files.name), asc(files.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** A repository file of this company (and account), or undefined. */
export async function findRepositoryFile(
  db: Executor,
  clientId: number,
  companyId: number,
  fileId: number,
): Promise<RepositoryRow | undefined> {
  const [row] = await db
    .select(repositoryColumns)
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.clientId, clientId),
        eq(files.companyId, companyId),
        inArray(files.fileType, repositoryTypes),
      ),
    )
    .limit(1);
  return row;
}

/** Any file by id, for a signed link (the link itself is the permission). */
export async function findFileById(db: Executor, fileId: number): Promise<RepositoryRow | undefined> {
  const [row] = await db.select(repositoryColumns).from(files).where(eq(files.id, fileId)).limit(1);
  return row;
}

export async function insertFile(db: Executor, values: typeof files.$inferInsert): Promise<RepositoryRow> {
  const [row] = await db.insert(files).values(values).returning(repositoryColumns);
  if (!row) throw new Error('file not inserted');
  return row;
}

/** Deletes the row; its licence links cascade. */
export async function deleteFileRow(db: Executor, fileId: number): Promise<boolean> {
  const rows = await db.delete(files).where(eq(files.id, fileId)).returning({ id: files.id });
  return rows.length > 0;
}

/** Which of `keys` a row names: a repository file's storage key or a company's logo (storage journal recovery). */
export async function referencedStorageKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  const named = new Set<string>();
  // In slices, so a long journal never makes one huge statement.
  for (let at = 0; at < keys.length; at += 1000) {
    const slice = keys.slice(at, at + 1000);
    const [fileRows, logoRows] = await Promise.all([
      db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, slice)),
      db.select({ key: companies.logoKey }).from(companies).where(inArray(companies.logoKey, slice)),
    ]);
    for (const row of [...fileRows, ...logoRows]) if (row.key) named.add(row.key);
  }
  return named;
}
