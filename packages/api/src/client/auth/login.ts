import type { LoginRequest, LoginResponse } from '@product/api/contract';
import { authOperations } from '@product/api/contract/operations/auth';
import { callOperation } from '../call';
import type { Http } from '../http';

export type { LoginRequest, LoginResponse };

/** POST /api/v1/system/user/login: the access token for an e-mail and password. */
export function login(http: Http, body: LoginRequest): Promise<LoginResponse> {
  return callOperation(http, authOperations.login, { body });
}
