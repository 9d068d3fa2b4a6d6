import { describe, expect, it } from 'vitest';
import { calendarShowsLicences } from './calendar-feed';
import { accessRoles } from './roles';

describe('calendarShowsLicences', () => {
  it('shows licences to every role but a USER without GET_LICENSES, and to no unknown role', () => {
    for (const accessRole of accessRoles.filter((role) => role !== 'USER')) {
      expect(calendarShowsLicences({ accessRole, permissionRoles: [] }), accessRole).toBe(true);
    }
    expect(calendarShowsLicences({ accessRole: 'USER', permissionRoles: ['GET_LICENSES'] })).toBe(true);
    expect(calendarShowsLicences({ accessRole: 'USER', permissionRoles: ['GET_COMPANY', 'UPDATE_LICENSES'] })).toBe(
      false,
    );
    expect(calendarShowsLicences({ accessRole: 'GUEST', permissionRoles: ['GET_LICENSES'] })).toBe(false);
  });
});
