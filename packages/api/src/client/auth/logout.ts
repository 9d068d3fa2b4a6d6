import { type LogoutResponse, logoutPath, logoutResponse } from '@product/api/contract';
import { type Http, relative } from '../http';

export type { LogoutResponse };

/**
 * POST /api/v1/system/user/logout: ends every session of the person on the
 * server. The token is passed in, so the call still carries it when the
 * browser forgets it at the same moment.
 */
export async function logout(http: Http, token: string): Promise<LogoutResponse> {
  const answer = await http.post(relative(logoutPath), { headers: { Authorization: `Bearer ${token}` } }).json();
  return logoutResponse.parse(answer);
}
