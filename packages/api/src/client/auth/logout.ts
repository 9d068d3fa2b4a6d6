import type { LogoutResponse } from '@product/api/contract';
import { authOperations } from '@product/api/contract/operations/auth';
import { callOperation } from '../call';
import type { Http } from '../http';

export type { LogoutResponse };

/**
 * POST /api/v1/system/user/logout: ends every session of the person on the
 * server. The token is passed in, so the call still carries it when the
 * browser forgets it at the same moment.
 */
export function logout(http: Http, token: string): Promise<LogoutResponse> {
  return callOperation(http, authOperations.logout, {}, { headers: { Authorization: `Bearer ${token}` } });
}
