import { errorResponse } from '@product/api/contract';
import ky, { HTTPError, type KyInstance } from 'ky';

/** An answer that was not 2xx, with the server's Portuguese `message` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `message`, or null when the answer had none (network failure, HTML error page…). */
  readonly serverMessage: string | null;
  readonly code: string | null;

  constructor(status: number, serverMessage: string | null, code: string | null) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
  }
}

export interface HttpOptions {
  /** API host; the page's own origin when empty. */
  readonly baseUrl?: string;
  /** Reads the bearer token at request time (local storage in the app). */
  readonly getToken: () => string | null;
  readonly fetch?: typeof fetch;
}

export type Http = KyInstance;

/** The one HTTP client: adds the bearer token, turns error answers into `ApiError`. */
export function createHttp({ baseUrl = '', getToken, fetch: customFetch }: HttpOptions): Http {
  return ky.create({
    // The contract's paths are absolute; without a host they must not resolve against the page's path.
    prefixUrl: baseUrl || globalThis.location?.origin,
    fetch: customFetch,
    retry: 0,
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      beforeError: [
        async (error) => {
          const body: unknown = await error.response
            .clone()
            .json()
            .catch(() => null);
          // The spec logs server answers to the console; it helps support read a failure.
          console.error(`${error.request.method} ${error.request.url} → ${error.response.status}`, body);
          const parsed = errorResponse.safeParse(body);
          const apiError = new ApiError(
            error.response.status,
            parsed.success ? parsed.data.message : null,
            parsed.success ? (parsed.data.code ?? null) : null,
          );
          // ky expects an HTTPError back; keep the fields callers read on it.
          return Object.assign(error, { apiError });
        },
      ],
    },
  });
}

/** The `ApiError` behind a failed call, whatever layer threw it. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError && 'apiError' in error && error.apiError instanceof ApiError) return error.apiError;
  if (error instanceof HTTPError) return new ApiError(error.response.status, null, null);
  return new ApiError(0, null, null);
}

/** A list query as URL parameters; empty and absent values are left out. */
export function searchParamsOf(query: object): URLSearchParams {
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') searchParams.set(key, String(value));
  }
  return searchParams;
}

/** ky's prefixUrl forbids a leading slash; the contract's paths have one. */
export function relative(path: string): string {
  return path.replace(/^\//, '');
}
