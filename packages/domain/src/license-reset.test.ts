import { describe, expect, it } from 'vitest';
import { licenseInitialData } from './license-reset';
import { licenseStatus } from './license-status';

describe('licenseInitialData', () => {
  it('is a necessary licence with no data, whose status is the one the rule gives it', () => {
    expect(licenseStatus(licenseInitialData, '2026-11-22')).toBe(licenseInitialData.status);
    expect(licenseInitialData.status).toBe('pending');
    expect(licenseInitialData.isNecessary).toBe(true);
    const { status: _status, isNecessary: _isNecessary, ...data } = licenseInitialData;
    expect(Object.values(data).every((value) => value === null)).toBe(true);
  });
});
