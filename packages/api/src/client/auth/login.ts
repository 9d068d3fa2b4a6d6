import { apiPaths, type LoginRequest, type LoginResponse, loginResponse } from '@product/api/contract';
import { type Http, relative } from '../http';

export type { LoginRequest, LoginResponse };

/** POST /api/v1/system/user/login: the access token for an e-mail and password. */
export async function login(http: Http, body: LoginRequest): Promise<LoginResponse> {
  const answer = await http.post(relative(apiPaths.login), { json: body }).json();
  return loginResponse.parse(answer);
}
