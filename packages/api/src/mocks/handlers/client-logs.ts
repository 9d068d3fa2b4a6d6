import type { ClientLogEntry } from '@product/api/contract';
import { clientLogOperations } from '@product/api/contract/operations';
import { foldText, seesAssignedCompaniesOnly } from '@product/domain';
import { clientLogFixtures } from '../fixtures/client-logs';
import { mockOperation } from '../operation';
import { page } from './respond';

// The account's activity log in memory: the fixtures, or what the behaviour
// contract seeds from the server's log.
const store = { entries: [] as ClientLogEntry[] };

/** Starts the log from these entries. */
export function seedClientLogMocks(entries: readonly ClientLogEntry[]): void {
  store.entries = structuredClone([...entries]);
}
seedClientLogMocks(clientLogFixtures);

/** The server's order (client-logs/queries `listLogs`): newest first, ties by id. */
const newestFirst = (a: ClientLogEntry, b: ClientLogEntry) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/**
 * The activity log, registered from `clientLogOperations`: search (name,
 * e-mail, action; case and accents ignored) and pages. A USER sees only their
 * own entries, as on the server (client-logs/service.ts): the rest name
 * companies and people a USER may not be allowed to see.
 */
export const clientLogHandlers = [
  mockOperation(clientLogOperations.list, ({ query, session }) => {
    const term = query.search ? foldText(query.search) : '';
    const onlyUserId = seesAssignedCompaniesOnly(session.access_role) ? session.id : null;
    const rows = store.entries
      .filter((entry) => onlyUserId === null || entry.user_id === onlyUserId)
      .filter((entry) => [entry.name, entry.email, entry.action_details].some((text) => foldText(text).includes(term)))
      .sort(newestFirst);
    return page(rows, query);
  }),
];
