import { describe, expect, it } from 'vitest';
import { brand } from './brand';
import { clientAreaRefusal, clientAreaTexts, missingCodeRefusal, seesLicenseSources } from './client-area-access';
import { authTexts } from './messages';
import type { AccessRole } from './roles';

const inNorte = (accessRole: AccessRole, own: { id: number | null; groupId: number | null }) => ({
  accessRole,
  enteredAccount: { id: 10, groupId: 1 },
  ownAccount: own,
});

describe('clientAreaRefusal', () => {
  it('refuses a session that entered no account', () => {
    expect(clientAreaRefusal({ accessRole: 'EDITOR', enteredAccount: null, ownAccount: { id: 1, groupId: 1 } })).toBe(
      clientAreaTexts.noClient,
    );
  });

  it('keeps PARTNER and AFFINITY to their group, and client roles to their own account', () => {
    expect(clientAreaRefusal(inNorte('PARTNER', { id: 3, groupId: 1 }))).toBeNull();
    expect(clientAreaRefusal(inNorte('AFFINITY', { id: 4, groupId: 2 }))).toBe(authTexts.forbiddenDescription);
    expect(clientAreaRefusal(inNorte(brand.roleCode, { id: 1, groupId: 9 }))).toBeNull();
    expect(clientAreaRefusal(inNorte('ADMIN', { id: 10, groupId: 1 }))).toBeNull();
    expect(clientAreaRefusal(inNorte('ADMIN', { id: 11, groupId: 1 }))).toBe(authTexts.forbiddenDescription);
  });

  it("refuses the roles a screen does not list ('companies/$id/licenses' is not PARTNER's)", () => {
    expect(clientAreaRefusal(inNorte('PARTNER', { id: 3, groupId: 1 }), 'companies/$id/licenses')).toBe(
      authTexts.forbiddenDescription,
    );
    expect(clientAreaRefusal(inNorte('USER', { id: 10, groupId: 1 }), 'companies/$id/licenses')).toBeNull();
  });
});

describe('missingCodeRefusal', () => {
  const user = { accessRole: 'USER' as const, permissionRoles: ['GET_LICENSES'] };
  it('asks a USER for every code, and nobody else', () => {
    expect(missingCodeRefusal(user, ['GET_LICENSES'])).toBeNull();
    expect(missingCodeRefusal(user, ['GET_LICENSES', 'UPDATE_LICENSES'])).toBe(clientAreaTexts.missingPermission);
    expect(missingCodeRefusal({ accessRole: 'ADMIN', permissionRoles: [] }, ['DELETE_USER'])).toBeNull();
  });

  it('needs no code on the caller’s own user', () => {
    expect(missingCodeRefusal(user, ['UPDATE_USER'], true)).toBeNull();
  });
});

describe('seesLicenseSources', () => {
  it('is {product} staff and EDITOR', () => {
    expect(seesLicenseSources(brand.roleCode)).toBe(true);
    expect(seesLicenseSources('EDITOR')).toBe(true);
    expect(seesLicenseSources('ADMIN')).toBe(false);
  });
});
