import { describe, expect, it } from 'vitest';
import { brand } from './brand';
import { seesLicenseAlerts } from './notification-audience';
import { accessRoles } from './roles';

describe('seesLicenseAlerts', () => {
  it('is for the roles of the licences screen', () => {
    const seeing = accessRoles.filter((accessRole) => seesLicenseAlerts({ accessRole, permissionRoles: [] }));
    expect(seeing).toEqual([brand.roleCode, 'EDITOR', 'ADMIN']);
  });
  it('asks a USER for GET_LICENSES, and only a USER', () => {
    expect(seesLicenseAlerts({ accessRole: 'USER', permissionRoles: ['GET_COMPANY'] })).toBe(false);
    expect(seesLicenseAlerts({ accessRole: 'USER', permissionRoles: ['GET_LICENSES'] })).toBe(true);
    expect(seesLicenseAlerts({ accessRole: 'PARTNER', permissionRoles: ['GET_LICENSES'] })).toBe(false);
  });
});
