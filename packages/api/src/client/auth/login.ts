import type { LoginAnswer, LoginRequest, LoginResponse } from '@product/api/contract';
import { authOperations } from '@product/api/contract/operations/auth';
import { callOperation } from '../call';
import type { Http } from '../http';

export type { LoginAnswer, LoginRequest, LoginResponse };

/**
 * POST /api/v1/system/user/login: the access token for an e-mail and password, or the second step
 * (`second_factor`) when the person has, or must set up, a passkey or an authenticator app.
 */
export function login(http: Http, body: LoginRequest): Promise<LoginAnswer> {
  return callOperation(http, authOperations.login, { body });
}
