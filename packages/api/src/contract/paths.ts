/** Paths of the calls, relative to the API host (spec 1 §7). */
export const apiPaths = {
  login: '/api/v1/system/user/login',
  accounts: '/api/v1/admin/client/',
} as const;
