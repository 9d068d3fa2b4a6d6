import {
  type ProfileDeleteResponse,
  type ProfileResponse,
  type ProfileUpdateRequest,
  type ProfileUpdateResponse,
  profileDeleteResponse,
  profilePath,
  profileResponse,
  profileUpdateResponse,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative } from '../http';

export type { ProfileResponse, ProfileUpdateRequest, ProfileUpdateResponse };

/** GET /api/v1/client/myaccount/profile: the signed-in person's own user. */
export async function getProfile(http: Http): Promise<ProfileResponse> {
  return profileResponse.parse(await http.get(relative(profilePath)).json());
}

/** PUT: saves the profile (and the password when one is given); answers a new token. */
export async function updateProfile(http: Http, body: ProfileUpdateRequest): Promise<ProfileUpdateResponse> {
  return profileUpdateResponse.parse(await http.put(relative(profilePath), { json: body }).json());
}

/** DELETE: the person's own user ('Excluir conta'); the app signs out afterwards. */
export async function deleteProfile(http: Http): Promise<ProfileDeleteResponse> {
  return profileDeleteResponse.parse(await http.delete(relative(profilePath)).json());
}

export const profileKeys = { all: ['profile'] as const };

export function profileQueryOptions(http: Http) {
  return queryOptions({ queryKey: profileKeys.all, queryFn: () => getProfile(http) });
}
