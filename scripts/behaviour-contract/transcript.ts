// The behaviour contract's vocabulary: a scenario calls the API through
// `ScenarioApi` as abstract callers, without knowing which world answers; each
// answer is written down, normalised, in a transcript; the transcripts of the
// mocks and of the real server must then be equal.
import type { PermissionCode } from '@product/domain';

/** Who calls: staff of {product} inside the client, other roles, a USER with some codes, or nobody. */
export type Caller = 'staff' | 'editor' | 'partner' | 'admin' | { user: readonly PermissionCode[] } | 'anonymous';

export interface Answer {
  status: number;
  body: unknown;
}

/** One world's way of answering a call: the real server (PGlite) or the msw mocks. A `FormData` body goes as multipart. */
export type Send = (method: string, path: string, caller: Caller, body?: unknown) => Promise<Answer>;

export interface TranscriptEntry {
  step: string;
  status: number;
  body: unknown;
}

/**
 * The API as a scenario sees it. `call` answers the raw body (the scenario
 * reads ids from it for the next calls) and writes the answer, normalised,
 * in the transcript.
 */
export interface ScenarioApi {
  call(step: string, method: string, path: string, options?: { as?: Caller; body?: unknown }): Promise<Answer>;
}

const isIdKey = (key: string) => key === 'id' || /Id$/.test(key) || /_id$/.test(key);
const isTimeKey = (key: string) => key === 'createdAt' || key === 'updatedAt' || key === 'expiresAt';

/**
 * An answer as the transcript keeps it: ids become `#1`, `#2`… in the order a
 * world first shows them (each world numbers its rows its own way), times
 * become '<time>' (null stays null), and the values of `opaque` keys are
 * hidden (facts only one world knows; their presence is still compared).
 */
export function normaliser(opaque: ReadonlySet<string> = new Set()) {
  const ids = new Map<number, string>();
  const idOf = (value: number) => {
    if (!ids.has(value)) ids.set(value, `#${ids.size + 1}`);
    return ids.get(value);
  };
  const walk = (value: unknown, key = ''): unknown => {
    if (opaque.has(key)) return '<opaque>';
    if (isTimeKey(key) && value !== null) {
      return typeof value === 'object' ? { ...(value as object), date: '<time>' } : '<time>';
    }
    if (isIdKey(key) && typeof value === 'number') return idOf(value);
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, walk(item, name)]));
    }
    return value;
  };
  return (body: unknown) => walk(body);
}

/** Runs a scenario against one world and answers its transcript. */
export async function transcriptOf(
  send: Send,
  scenario: (api: ScenarioApi) => Promise<void>,
  opaque?: ReadonlySet<string>,
): Promise<TranscriptEntry[]> {
  const entries: TranscriptEntry[] = [];
  const normalise = normaliser(opaque);
  await scenario({
    async call(step, method, path, options = {}) {
      const answer = await send(method, path, options.as ?? 'staff', options.body);
      entries.push({ step, status: answer.status, body: normalise(answer.body) });
      return answer;
    },
  });
  return entries;
}
