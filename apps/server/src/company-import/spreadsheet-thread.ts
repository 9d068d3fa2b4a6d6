import { parentPort, workerData } from 'node:worker_threads';
import { ApiError } from '../http/errors';
import { type CnpjCell, readCnpjCells } from './spreadsheet';

/** What the server sends the thread: one uploaded file. */
export interface ParseRequest {
  fileName: string;
  bytes: Uint8Array;
}

/** What the thread answers a file: the cells, the refusal the client should see (an ApiError), or a fault of ours. */
export type ParseAnswer =
  | { kind: 'cells'; cells: CnpjCell[] }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'fault'; error: string };

/** 'ready' once, when the thread has loaded its code (the parse's time limit starts then); then one answer per file. */
export type ThreadMessage = { kind: 'ready' } | ParseAnswer;

/**
 * The thread that reads uploaded spreadsheets (see spreadsheet-pool.ts), one
 * file per message, so SheetJS and the zip guard never run on the server's
 * event loop. Bundled as dist/spreadsheet-thread.js (build.ts).
 */
function answer({ fileName, bytes }: ParseRequest): ParseAnswer {
  try {
    return { kind: 'cells', cells: readCnpjCells(fileName, bytes) };
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'refused', status: error.status, message: error.message };
    return { kind: 'fault', error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

/** Set by the pool as workerData: only a thread it started listens (not, say, a test runner's own worker importing this). */
export const threadMarker = 'conforma-spreadsheet-thread';

const port = parentPort;
if (port && workerData === threadMarker) {
  port.on('message', (request: ParseRequest) => port.postMessage(answer(request) satisfies ThreadMessage));
  port.postMessage({ kind: 'ready' } satisfies ThreadMessage);
}
