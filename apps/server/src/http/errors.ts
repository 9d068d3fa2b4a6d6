import { requestTexts } from '@product/api/contract';
import { sessionRefusalCodes } from '@product/domain';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A failure the client should see: an HTTP status and a Portuguese message
 * (spec 1 §8 shows it as the toast's description). Services and middleware
 * throw these values; `app.onError` is the one place that turns them into JSON.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }

  toJSON(): { message: string; code?: string } {
    return this.code ? { message: this.message, code: this.code } : { message: this.message };
  }
}

/** The server's own messages, in one place. */
export const errorMessages = {
  // The session and input failures are the contract's texts, which the mocks answer too.
  invalidSession: requestTexts.invalidSession,
  wrongCredentials: 'Email ou senha incorretos.',
  disabledUser: 'Usuário desativado. Entre em contato com o administrador.',
  notFound: 'Recurso não encontrado.',
  invalidBody: requestTexts.invalidBody,
  invalidQuery: requestTexts.invalidQuery,
  bodyTooLarge: 'Corpo da requisição grande demais.',
  headersTooLarge: 'Cabeçalhos ou endereço da requisição grandes demais.',
  malformedRequest: 'Requisição inválida.',
  requestTimeout: 'A requisição demorou demais para chegar. Tente novamente.',
  internal: 'Erro interno do servidor. Tente novamente mais tarde.',
  databaseUnavailable: 'Banco de dados indisponível. Tente novamente em instantes.',
} as const;

/**
 * 413 for a body over a size limit, closing the connection. The rest of an
 * oversized body is never read, so the socket cannot carry another request:
 * without `Connection: close` the answer would promise keep-alive while
 * @hono/node-server drops the socket half a second later, and the client's
 * next request on it fails. (The body limits in app.ts set the same header.)
 */
export function payloadTooLarge(c: Context, message: string): ApiError {
  c.header('Connection', 'close');
  return new ApiError(413, message);
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message: string) => new ApiError(401, message);

/**
 * 401 for a session token the server does not accept, with a code that tells an expired token
 * from any other (the web app says 'Sessão expirada.' only for the first, spec 1 §4).
 */
export const sessionRefused = (reason: 'expired' | 'invalid' = 'invalid') =>
  new ApiError(401, errorMessages.invalidSession, sessionRefusalCodes[reason]);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string = errorMessages.notFound) => new ApiError(404, message);

/**
 * The `WWW-Authenticate` of a 401 (RFC 6750 §3): every one names the Bearer
 * scheme, and a refused session blames the token when the request sent one
 * (wrong credentials at sign-in are not a token's fault).
 */
export function bearerChallenge(error: ApiError, authorization: string | undefined): string {
  const sentToken = /^Bearer\s+\S/i.test(authorization ?? '');
  return sentToken && error.message === errorMessages.invalidSession ? 'Bearer error="invalid_token"' : 'Bearer';
}

/** Seconds a client is asked to wait (Retry-After) when the database cannot be reached. */
export const databaseRetryAfterSeconds = 5;

/**
 * 503 while the database cannot be reached (db/unavailable tells those
 * failures from a wrong query): the request may be sent again, and succeeds
 * once the database is back, without restarting the server.
 */
export function databaseUnavailable(c: Context): ApiError {
  c.header('Retry-After', String(databaseRetryAfterSeconds));
  return new ApiError(503, errorMessages.databaseUnavailable);
}
