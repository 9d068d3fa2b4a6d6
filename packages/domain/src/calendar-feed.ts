import { holdsPermission } from './client-access';
import { isAccessRole } from './roles';

/**
 * Whether a person's calendar feed of licence deadlines lists any licence. A
 * USER needs GET_LICENSES: without it the feed stays valid but empty, so a
 * subscription fills again if the code is given back (a 404 would make
 * calendar apps report a broken subscription). Everybody else sees the
 * account's licences. The server's feed and settings and the mocks answer by it.
 */
export function calendarShowsLicences(person: { accessRole: string; permissionRoles: readonly string[] }): boolean {
  return (
    isAccessRole(person.accessRole) &&
    holdsPermission({ accessRole: person.accessRole, permissionRoles: person.permissionRoles }, 'GET_LICENSES')
  );
}
