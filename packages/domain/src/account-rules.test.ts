import { describe, expect, it } from 'vitest';
import {
  accountChangeRefusal,
  accountDeletionRefusal,
  accountMatchesSearch,
  accountSearchOf,
  newAccountGroup,
  providerAccountId,
} from './account-rules';
import { businessGroupId } from './accounts';
import { brand } from './brand';
import { maxSerial } from './ids';

describe('accountSearchOf', () => {
  it('reads blank as no search, digits as an id, anything else as part of a name', () => {
    expect(accountSearchOf(undefined)).toEqual({ kind: 'all' });
    expect(accountSearchOf('   ')).toEqual({ kind: 'all' });
    expect(accountSearchOf(' 12 ')).toEqual({ kind: 'id', id: 12 });
    expect(accountSearchOf('Padaria 12')).toEqual({ kind: 'name', text: 'Padaria 12' });
  });
  it('finds nothing for an id past the largest serial', () => {
    expect(accountSearchOf(String(maxSerial))).toEqual({ kind: 'id', id: maxSerial });
    expect(accountSearchOf(String(maxSerial + 1))).toEqual({ kind: 'none' });
  });
  it('matches an id exactly and a name case-insensitively, literally', () => {
    const account = { id: 12, name: 'Empresa 120% Ltda' };
    expect(accountMatchesSearch(account, accountSearchOf('12'))).toBe(true);
    expect(accountMatchesSearch(account, accountSearchOf('120'))).toBe(false);
    expect(accountMatchesSearch(account, accountSearchOf('120%'))).toBe(true);
    expect(accountMatchesSearch(account, accountSearchOf('EMPRESA'))).toBe(true);
    expect(accountMatchesSearch(account, accountSearchOf('_'))).toBe(false);
    expect(accountMatchesSearch(account, { kind: 'none' })).toBe(false);
  });
});

describe('newAccountGroup', () => {
  it('lets {product} and EDITOR choose a group that must exist, group 1 by default', () => {
    expect(newAccountGroup({ accessRole: 'EDITOR', groupId: 3 }, undefined)).toEqual({
      groupId: businessGroupId,
      mustExist: false,
    });
    expect(newAccountGroup({ accessRole: brand.roleCode, groupId: null }, 7)).toEqual({ groupId: 7, mustExist: true });
  });
  it('keeps PARTNER and AFFINITY in their own group', () => {
    expect(newAccountGroup({ accessRole: 'PARTNER', groupId: 2 }, undefined)).toEqual({ groupId: 2, mustExist: false });
    expect(newAccountGroup({ accessRole: 'AFFINITY', groupId: 2 }, 2)).toEqual({ groupId: 2, mustExist: false });
    expect(newAccountGroup({ accessRole: 'AFFINITY', groupId: 2 }, 3)).toEqual({
      refusal: 'foreignGroup',
      status: 403,
    });
    expect(newAccountGroup({ accessRole: 'PARTNER', groupId: null }, undefined)).toEqual({
      refusal: 'noGroup',
      status: 403,
    });
  });
});

describe('accountChangeRefusal', () => {
  const provider = { id: providerAccountId, name: 'Conforma', type: 'BUSINESS', enabled: true } as const;
  const other = { id: 9, name: 'Padaria', type: 'CLIENT', enabled: true } as const;
  const product = { accessRole: brand.roleCode, ownAccountId: providerAccountId } as const;
  const editor = { accessRole: 'EDITOR', ownAccountId: providerAccountId } as const;
  it('keeps the provider’s account enabled, of its type, renamed only by {product}', () => {
    expect(accountChangeRefusal(product, provider, { ...provider, enabled: false })?.refusal).toBe(
      'providerAccountDisable',
    );
    expect(accountChangeRefusal(product, provider, { ...provider, type: 'CLIENT' })?.refusal).toBe(
      'providerAccountType',
    );
    expect(accountChangeRefusal(editor, provider, { ...provider, name: 'Outro' })).toEqual({
      refusal: 'providerAccountName',
      status: 403,
    });
    expect(accountChangeRefusal(product, provider, { ...provider, name: 'Outro' })).toBeNull();
  });
  it('refuses disabling one’s own account, not keeping it disabled', () => {
    const own = { accessRole: 'PARTNER', ownAccountId: 9 } as const;
    expect(accountChangeRefusal(own, other, { ...other, enabled: false })).toEqual({
      refusal: 'ownAccountDisable',
      status: 409,
    });
    expect(accountChangeRefusal(own, { ...other, enabled: false }, { ...other, enabled: false })).toBeNull();
    expect(accountChangeRefusal(editor, other, { ...other, enabled: false })).toBeNull();
  });
});

describe('accountDeletionRefusal', () => {
  it('refuses the provider’s account first, then one’s own', () => {
    expect(accountDeletionRefusal(providerAccountId, providerAccountId)?.refusal).toBe('providerAccount');
    expect(accountDeletionRefusal(9, 9)?.refusal).toBe('ownAccount');
    expect(accountDeletionRefusal(9, null)).toBeNull();
  });
});
