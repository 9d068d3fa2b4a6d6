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
  invalidSession: 'Sessão inválida ou expirada. Entre novamente.',
  wrongCredentials: 'Email ou senha incorretos.',
  disabledUser: 'Usuário desativado. Entre em contato com o administrador.',
  notFound: 'Recurso não encontrado.',
  invalidBody: 'Corpo da requisição inválido.',
  invalidQuery: 'Parâmetros da requisição inválidos.',
  bodyTooLarge: 'Corpo da requisição grande demais.',
  internal: 'Erro interno do servidor. Tente novamente mais tarde.',
} as const;

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message: string = errorMessages.invalidSession) => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string = errorMessages.notFound) => new ApiError(404, message);
