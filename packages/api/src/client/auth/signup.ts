import type { SignupRequest, SignupResponse } from '@product/api/contract';
import { signupOperations } from '@product/api/contract/operations/signup';
import { callOperation } from '../call';
import type { Http } from '../http';

export type { SignupRequest, SignupResponse };

/** POST /api/v1/client: a new account and its administrator, waiting for staff to enable them. */
export function signup(http: Http, body: SignupRequest): Promise<SignupResponse> {
  return callOperation(http, signupOperations.signup, { body });
}
