import { sessionRefusalCodes } from '@product/domain';
import { HttpResponse } from 'msw';
import type { ErrorResponse } from '../../contract/common';

/**
 * The server's 401 for a call without a token (apps/server http/errors `sessionRefused`): the
 * mocks read no signature and no expiry, so the only refusal they give is 'sessao-invalida'.
 */
export const sessionRefusedBody = {
  message: 'Sessão inválida ou expirada. Entre novamente.',
  code: sessionRefusalCodes.invalid,
} as const satisfies ErrorResponse;

export const sessionRefused = () => HttpResponse.json<ErrorResponse>(sessionRefusedBody, { status: 401 });
