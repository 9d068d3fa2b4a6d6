import { type SignupRequest, type SignupResponse, signupPath, signupResponse } from '@product/api/contract';
import { type Http, relative } from '../http';

export type { SignupRequest, SignupResponse };

/** POST /api/v1/client: a new account and its administrator, waiting for staff to enable them. */
export async function signup(http: Http, body: SignupRequest): Promise<SignupResponse> {
  return signupResponse.parse(await http.post(relative(signupPath), { json: body }).json());
}
