import { describe, expect, it } from 'vitest';
import { brand } from './brand';
import { ownProfileChangeRefusal } from './own-account';

describe('ownProfileChangeRefusal', () => {
  it('lets anybody keep their type, enabled', () => {
    expect(ownProfileChangeRefusal('USER', { systemRole: 'USER', enabled: true })).toBeNull();
    expect(ownProfileChangeRefusal('PARTNER', { systemRole: 'PARTNER', enabled: true })).toBeNull();
  });
  it('lets {product} and ADMIN change their type to one the form offers', () => {
    expect(ownProfileChangeRefusal(brand.roleCode, { systemRole: 'EDITOR', enabled: true })).toBeNull();
    expect(ownProfileChangeRefusal('ADMIN', { systemRole: 'USER', enabled: true })).toBeNull();
    expect(ownProfileChangeRefusal('ADMIN', { systemRole: 'EDITOR', enabled: true })).toEqual({
      refusal: 'roleNotOffered',
      status: 403,
    });
  });
  it('refuses a new type to the others, before anything else', () => {
    expect(ownProfileChangeRefusal('USER', { systemRole: 'ADMIN', enabled: false })).toEqual({
      refusal: 'cannotChangeRole',
      status: 403,
    });
  });
  it('refuses switching oneself off', () => {
    expect(ownProfileChangeRefusal('ADMIN', { systemRole: 'ADMIN', enabled: false })).toEqual({
      refusal: 'cannotDisableSelf',
      status: 400,
    });
  });
});
