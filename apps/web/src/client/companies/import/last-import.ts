import { type CompanyImportResponse, companyImportResponse, type SessionClaims } from '@product/api/client';
import { z } from 'zod/mini';

/**
 * Spec 2 "Import result": the last result is kept in the browser's local storage. One entry,
 * with the person and account it belongs to: on a shared computer another person (or the
 * same staff member inside another client) never sees someone else's CNPJs. The version in
 * the key changes whenever the stored shape does; an older or damaged entry is ignored.
 */
export const lastImportStorageKey = 'conforma.companies.lastImport.v1';

const storedImport = z.object({
  owner: z.string(),
  fileName: z.string(),
  /** Epoch milliseconds. */
  importedAt: z.number(),
  result: companyImportResponse,
});

export interface LastImport {
  fileName: string;
  importedAt: Date;
  result: CompanyImportResponse;
}

/** Whose import it is: the account (the client a staff member is inside) and the person. */
export function importOwner(session: Pick<SessionClaims, 'uid' | 'current_client_id'>): string {
  return `${session.current_client_id ?? 'none'}:${session.uid}`;
}

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage disabled by the browser's settings: the result is still shown, just not kept.
    return null;
  }
}

/** The owner's last import, or null when there is none, it is someone else's, or it cannot be read. */
export function readLastImport(owner: string, storage: Storage | null = browserStorage()): LastImport | null {
  const raw = storage?.getItem(lastImportStorageKey);
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = storedImport.safeParse(json);
  if (!parsed.success || parsed.data.owner !== owner) return null;
  return { fileName: parsed.data.fileName, importedAt: new Date(parsed.data.importedAt), result: parsed.data.result };
}

/** Keeps the result, replacing any earlier one; a full or disabled storage only loses the copy. */
export function saveLastImport(owner: string, entry: LastImport, storage: Storage | null = browserStorage()): void {
  const value = { owner, fileName: entry.fileName, importedAt: entry.importedAt.getTime(), result: entry.result };
  try {
    storage?.setItem(lastImportStorageKey, JSON.stringify(value));
  } catch {
    // Quota exceeded: the screen shows the result anyway.
  }
}

/**
 * The import job this person started and has not seen end yet (a large sheet, issue 13): its
 * id and file name, so that coming back to the companies (after a reload, or another page)
 * picks the job up again and its result ends in `lastImportStorageKey` like any other.
 */
export const followedJobStorageKey = 'conforma.companies.importJob.v1';

const storedJob = z.object({ owner: z.string(), jobId: z.number(), fileName: z.string() });

export interface FollowedJob {
  jobId: number;
  fileName: string;
}

export function readFollowedJob(owner: string, storage: Storage | null = browserStorage()): FollowedJob | null {
  let json: unknown;
  try {
    json = JSON.parse(storage?.getItem(followedJobStorageKey) ?? 'null');
  } catch {
    return null;
  }
  const parsed = storedJob.safeParse(json);
  if (!parsed.success || parsed.data.owner !== owner) return null;
  return { jobId: parsed.data.jobId, fileName: parsed.data.fileName };
}

export function saveFollowedJob(owner: string, job: FollowedJob, storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(followedJobStorageKey, JSON.stringify({ owner, ...job }));
  } catch {
    // Storage full or disabled: the job is still followed while the page stays open.
  }
}

export function forgetFollowedJob(storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(followedJobStorageKey);
  } catch {
    // Nothing to forget.
  }
}
