import { sessionRefusalCodes } from '@product/domain';
import type { HTTPError, Input, KyInstance, Options, ResponsePromise } from 'ky';

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

/** The calls the fetchers make: ky's, each answering a promise with the body methods (`.json()`…). */
export type Http = Pick<KyInstance, 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head'>;
type Method = keyof Http;

const bodyTypes = ['json', 'text', 'formData', 'arrayBuffer', 'blob', 'bytes'] as const;
type BodyType = (typeof bodyTypes)[number];

/**
 * One call on a ky instance that is still loading. ky starts a request a tick after the call, so
 * that a body method called at once (`http.get(…).json()`) sets its Accept header first; here the
 * call itself waits for ky, and is made with the body method already known.
 */
function deferredCall(client: () => Promise<KyInstance>, method: Method, url: Input, options?: Options) {
  let wanted: BodyType | null = null;
  const sent = client().then((ky) => {
    const response = ky[method](url, options);
    // Wrapped: the object must not be a thenable, or `then` would unwrap it.
    return { response, wanted, body: wanted ? response[wanted]() : null };
  });
  const result = sent.then(({ response }) => response) as ResponsePromise;
  // A caller that reads a body method handles the failure there, not on the response itself.
  result.catch(() => {});
  for (const type of bodyTypes) {
    Object.assign(result, {
      [type]: () => {
        wanted ??= type;
        return sent.then((call) => (call.wanted === type ? call.body : call.response[type]()));
      },
    });
  }
  return result;
}

/**
 * The one HTTP client: adds the bearer token, turns error answers into `ApiError`. ky itself loads
 * with the first call, not with the page that creates the client (the sign-in page draws without
 * it, see scripts/budget.ts).
 */
export function createHttp({ baseUrl = '', getToken, fetch: customFetch }: HttpOptions): Http {
  let instance: Promise<KyInstance> | null = null;
  const client = () => {
    instance ??= import('ky').then(
      ({ default: ky }) =>
        ky.create({
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
                // The schema (and zod with it) loads with the first error answer, not with the sign-in page.
                const { errorResponse } = await import('../contract/common');
                const parsed = errorResponse.safeParse(body);
                const apiError = new ApiError(
                  error.response.status,
                  parsed.success ? parsed.data.message : null,
                  parsed.success ? (parsed.data.code ?? null) : null,
                );
                // The spec logs server answers to the console; it helps support read a failure. A session
                // the server refused is no failure: the app signs out and says why (an info line, not an error).
                const log = isSessionRefusal(apiError) ? console.info : console.error;
                log(`${error.request.method} ${error.request.url} → ${error.response.status}`, body);
                // ky expects an HTTPError back; keep the fields callers read on it.
                return Object.assign(error, { apiError });
              },
            ],
          },
        }),
      (error: unknown) => {
        // A failed download (offline) is tried again by the next call.
        instance = null;
        throw error;
      },
    );
    return instance;
  };
  const call =
    (method: Method) =>
    (url: Input, options?: Options): ResponsePromise =>
      deferredCall(client, method, url, options);
  return {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
    head: call('head'),
  } as Http;
}

/** Fetches ky ahead of the first call: for a page that will call the API as soon as it starts. */
export function preloadHttp(): void {
  void import('ky').catch(() => {});
}

/** A 401 that refuses the session token, with the server's reason ('sessao-expirada' or 'sessao-invalida'). */
export function isSessionRefusal(error: ApiError): boolean {
  return error.status === 401 && (Object.values(sessionRefusalCodes) as (string | null)[]).includes(error.code);
}

/** ky's HTTPError, known by its name as ky's own `isHTTPError` does: ky is not loaded before the first call. */
function isHttpError(error: unknown): error is HTTPError {
  return error instanceof Error && error.name === 'HTTPError' && 'response' in error;
}

/** The `ApiError` behind a failed call, whatever layer threw it. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHttpError(error) && 'apiError' in error && error.apiError instanceof ApiError) return error.apiError;
  if (isHttpError(error)) return new ApiError(error.response.status, null, null);
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
