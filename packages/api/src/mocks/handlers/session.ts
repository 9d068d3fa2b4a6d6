import { sessionRefusalCodes } from '@product/domain';
import type { ErrorResponse } from '../../contract/common';
import { requestTexts } from '../../contract/request-input';

/**
 * The body of the server's 401 for a call without a token (apps/server http/errors `sessionRefused`): the
 * mocks read no signature and no expiry, so the only refusal they give is 'sessao-invalida'.
 */
export const sessionRefusedBody = {
  message: requestTexts.invalidSession,
  code: sessionRefusalCodes.invalid,
} as const satisfies ErrorResponse;
