import { RegistryError } from './types';

export const registryMessages = {
  notFound: 'CNPJ não encontrado na Receita Federal.',
  rateLimited: 'A Receita Federal recebeu consultas demais deste servidor. Aguarde um minuto e tente novamente.',
  unavailable: 'Não foi possível consultar a Receita Federal agora. Tente novamente em alguns minutos.',
} as const;

/** A registry answer read to the end: its status and its text (not parsed yet). */
export interface RegistryAnswer {
  status: number;
  text: string;
}

/**
 * The registry could not be reached at all (DNS, refused connection, reset,
 * timeout), even on the retry. Unlike a bad answer, this is when the offline
 * dataset may stand in.
 */
export class RegistryUnreachable extends Error {
  override name = 'RegistryUnreachable';
}

export interface FetchSettings {
  fetch: typeof fetch;
  /** Per attempt, covering the headers and the body. */
  timeoutMs: number;
  /** Pause before the one retry. */
  retryDelayMs: number;
}

/** Answers are a few kilobytes; anything past this is not a registry answer. */
const maxAnswerBytes = 1024 * 1024;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GET with a timeout per attempt and ONE retry on a network error, a timeout
 * or a 5xx. A 5xx twice → 'unavailable'; no connection twice →
 * RegistryUnreachable. Other statuses are returned for the adapter to read.
 */
export async function getWithRetry(url: string, settings: FetchSettings): Promise<RegistryAnswer> {
  let unreachable = false;
  for (let attempt = 0; attempt < 2; attempt++) {
    if (attempt > 0) await pause(settings.retryDelayMs);
    try {
      const response = await settings.fetch(url, {
        headers: { Accept: 'application/json', 'User-Agent': 'Conforma (consulta de CNPJ)' },
        redirect: 'follow',
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (response.status >= 500) {
        unreachable = false;
        await response.body?.cancel().catch(() => {});
        continue;
      }
      const declared = Number(response.headers.get('content-length') ?? '0');
      if (declared > maxAnswerBytes) {
        await response.body?.cancel().catch(() => {});
        throw new RegistryError('unavailable', registryMessages.unavailable);
      }
      return { status: response.status, text: await readCapped(response) };
    } catch (error) {
      if (error instanceof RegistryError) throw error;
      // fetch rejects only when no answer arrived (or its body broke off): network or timeout.
      unreachable = true;
    }
  }
  if (unreachable) throw new RegistryUnreachable('registry unreachable');
  throw new RegistryError('unavailable', registryMessages.unavailable);
}

/** The body as UTF-8, refused past maxAnswerBytes while it streams (a chunked answer declares no length). */
async function readCapped(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxAnswerBytes) {
      await reader.cancel().catch(() => {});
      throw new RegistryError('unavailable', registryMessages.unavailable);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The answer's JSON, or 'unavailable' when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new RegistryError('unavailable', registryMessages.unavailable);
  }
}

/** The statuses every adapter treats alike; answers the parsed JSON of a 200. */
export function readCommonStatuses(answer: RegistryAnswer): unknown {
  if (answer.status === 404) throw new RegistryError('not_found', registryMessages.notFound);
  if (answer.status === 429) throw new RegistryError('rate_limited', registryMessages.rateLimited);
  if (answer.status !== 200) throw new RegistryError('unavailable', registryMessages.unavailable);
  return parseJson(answer.text);
}
