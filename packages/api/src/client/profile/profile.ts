import type {
  ProfileDeleteResponse,
  ProfileResponse,
  ProfileUpdateRequest,
  ProfileUpdateResponse,
} from '@product/api/contract';
import { profileOperations } from '@product/api/contract/operations/profile';
import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '../call';
import type { Http } from '../http';
import { declareMutation } from '../mutations';

export type { ProfileResponse, ProfileUpdateRequest, ProfileUpdateResponse };

/** GET /api/v1/client/myaccount/profile: the signed-in person's own user. */
export function getProfile(http: Http): Promise<ProfileResponse> {
  return callOperation(http, profileOperations.get);
}

/** PUT: saves the profile (and the password when one is given); answers a new token. */
export function updateProfile(http: Http, body: ProfileUpdateRequest): Promise<ProfileUpdateResponse> {
  return callOperation(http, profileOperations.update, { body });
}

/** DELETE: the person's own user ('Excluir conta'); the app signs out afterwards. */
export function deleteProfile(http: Http): Promise<ProfileDeleteResponse> {
  return callOperation(http, profileOperations.delete);
}

export const profileKeys = { all: ['profile'] as const };

export function profileQueryOptions(http: Http) {
  return queryOptions({ queryKey: profileKeys.all, queryFn: () => getProfile(http) });
}

export const profileMutations = {
  update: declareMutation({
    mutationFn: (http, body: ProfileUpdateRequest) => updateProfile(http, body),
    invalidates: () => [profileKeys.all],
  }),
  /** The app signs out and drops its cache: nothing is left to refetch (the profile would answer 401). */
  delete: declareMutation<ProfileDeleteResponse, void>({
    mutationFn: (http) => deleteProfile(http),
    invalidates: () => [],
  }),
};
