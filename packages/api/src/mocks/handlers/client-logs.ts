import type { ClientLogEntry } from '@product/api/contract';
import { clientLogOperations } from '@product/api/contract/operations';
import { foldText } from '@product/domain';
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
 * e-mail, action; case and accents ignored) and pages. Unlike the server,
 * a USER is shown every entry, not only their own: the fixtures hold none of
 * the mock USER's, and the screen's stories show a USER a full page.
 */
export const clientLogHandlers = [
  mockOperation(clientLogOperations.list, ({ query }) => {
    const term = query.search ? foldText(query.search) : '';
    const rows = store.entries
      .filter((entry) => [entry.name, entry.email, entry.action_details].some((text) => foldText(text).includes(term)))
      .sort(newestFirst);
    return page(rows, query);
  }),
];
