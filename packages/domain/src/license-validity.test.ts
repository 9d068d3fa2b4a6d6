import { describe, expect, it } from 'vitest';
import { licenseStatuses } from './license-status';
import { licenseValidityText, licenseValidityTexts } from './license-validity';

describe('licenseValidityText', () => {
  it('is a dash while pending, with or without a day', () => {
    expect(licenseValidityText({ status: 'pending', validUntil: null })).toBe('—');
    expect(licenseValidityText({ status: 'pending', validUntil: '2027-03-31' })).toBe('—');
  });

  it("is 'Indeterminada' for every other status without a day, 'Não necessária' included (spec 2)", () => {
    const others = licenseStatuses.filter((status) => status !== 'pending');
    expect(others).toHaveLength(5);
    for (const status of others) {
      expect(licenseValidityText({ status, validUntil: null })).toBe('Indeterminada');
      expect(licenseValidityText({ status, validUntil: undefined })).toBe('Indeterminada');
      expect(licenseValidityText({ status, validUntil: '' })).toBe('Indeterminada');
    }
  });

  it('writes the day as the Portuguese locale does, without a time zone shift', () => {
    expect(licenseValidityText({ status: 'in_conformity', validUntil: '2027-03-31' })).toBe('31/03/2027');
    expect(licenseValidityText({ status: 'license_expired', validUntil: '2025-12-01' })).toBe('01/12/2025');
    // The first day of a year stays in that year (read as UTC midnight it would be 31/12 in Brasília).
    expect(licenseValidityText({ status: 'near_expiration', validUntil: '2027-01-01' })).toBe('01/01/2027');
    expect(licenseValidityText({ status: 'renewing', validUntil: '2026-12-10 00:00:00.000000' })).toBe('10/12/2026');
  });

  it('names its two words once', () => {
    expect(licenseValidityTexts).toEqual({ indefinite: 'Indeterminada', none: '—' });
  });
});
