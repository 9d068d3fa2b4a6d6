import { describe, expect, it } from 'vitest';
import {
  daysUntil,
  defaultExpiryWindowDays,
  type LicenseStatusInput,
  licenseStatus,
  licenseStatuses,
  licenseStatusLabels,
  todayIn,
} from './license-status';

const today = '2026-03-10';
const license = (values: Partial<LicenseStatusInput> = {}): LicenseStatusInput => ({
  isNecessary: true,
  type: 'document',
  validUntil: null,
  ...values,
});

describe('licenseStatus', () => {
  it('is not_necessary when marked so, whatever else the row holds', () => {
    expect(licenseStatus(license({ isNecessary: false, type: null }), today)).toBe('not_necessary');
    expect(licenseStatus(license({ isNecessary: false, validUntil: '2020-01-01' }), today)).toBe('not_necessary');
  });

  it('is pending while nobody has filled the licence in', () => {
    expect(licenseStatus(license({ type: null }), today)).toBe('pending');
    expect(licenseStatus(license({ type: null, validUntil: '2020-01-01' }), today)).toBe('pending');
  });

  it('is renewing for a protocol, even past its date', () => {
    expect(licenseStatus(license({ type: 'protocol' }), today)).toBe('renewing');
    expect(licenseStatus(license({ type: 'protocol', validUntil: '2026-03-09' }), today)).toBe('renewing');
  });

  it('is in_conformity for a licence without validity (indefinite)', () => {
    expect(licenseStatus(license(), today)).toBe('in_conformity');
  });

  it('is license_expired from the day after validUntil; the day itself still counts as valid', () => {
    expect(licenseStatus(license({ validUntil: '2026-03-09' }), today)).toBe('license_expired');
    expect(licenseStatus(license({ validUntil: '2025-12-31' }), today)).toBe('license_expired');
    expect(licenseStatus(license({ validUntil: '2026-03-10' }), today)).toBe('near_expiration');
  });

  it('is near_expiration up to 30 days ahead and in_conformity from the 31st', () => {
    expect(defaultExpiryWindowDays).toBe(30);
    expect(licenseStatus(license({ validUntil: '2026-04-09' }), today)).toBe('near_expiration');
    expect(licenseStatus(license({ validUntil: '2026-04-10' }), today)).toBe('in_conformity');
  });

  it('counts calendar days across month ends and leap days', () => {
    expect(licenseStatus(license({ validUntil: '2028-03-30' }), '2028-02-29')).toBe('near_expiration');
    expect(licenseStatus(license({ validUntil: '2028-03-31' }), '2028-02-29')).toBe('in_conformity');
    expect(licenseStatus(license({ validUntil: '2026-12-31' }), '2027-01-01')).toBe('license_expired');
  });

  it('follows a custom expiry window', () => {
    expect(licenseStatus(license({ validUntil: '2026-04-19' }), today, 45)).toBe('near_expiration');
    expect(licenseStatus(license({ validUntil: '2026-04-24' }), today, 45)).toBe('near_expiration');
    expect(licenseStatus(license({ validUntil: '2026-04-25' }), today, 45)).toBe('in_conformity');
    expect(licenseStatus(license({ validUntil: '2026-03-10' }), today, 0)).toBe('near_expiration');
    expect(licenseStatus(license({ validUntil: '2026-03-11' }), today, 0)).toBe('in_conformity');
  });
});

describe('daysUntil', () => {
  it('counts whole days, negative when past, unaffected by daylight-saving changes', () => {
    expect(daysUntil('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysUntil('2026-03-09', '2026-03-10')).toBe(-1);
    expect(daysUntil('2026-11-01', '2026-10-01')).toBe(31);
  });
});

describe('todayIn', () => {
  it("gives São Paulo's date, still the previous day at 02:30 UTC", () => {
    expect(todayIn('America/Sao_Paulo', new Date('2026-03-11T02:30:00Z'))).toBe('2026-03-10');
    expect(todayIn('America/Sao_Paulo', new Date('2026-03-11T02:59:59Z'))).toBe('2026-03-10');
    expect(todayIn('America/Sao_Paulo', new Date('2026-03-11T03:00:00Z'))).toBe('2026-03-11');
  });

  it('defaults to São Paulo and follows another zone when given', () => {
    const lateUtc = new Date('2026-12-31T23:30:00Z');
    expect(todayIn(undefined, lateUtc)).toBe('2026-12-31');
    expect(todayIn('UTC', lateUtc)).toBe('2026-12-31');
    expect(todayIn('Asia/Tokyo', lateUtc)).toBe('2027-01-01');
    expect(todayIn('America/Manaus', new Date('2026-01-01T03:30:00Z'))).toBe('2025-12-31');
  });

  it('keeps one formatter per zone: zones asked in turn each keep their own date, and a wrong zone still throws', () => {
    const lateUtc = new Date('2026-12-31T23:30:00Z');
    for (let round = 0; round < 2; round++) {
      expect(todayIn('Asia/Tokyo', lateUtc)).toBe('2027-01-01');
      expect(todayIn('America/Sao_Paulo', lateUtc)).toBe('2026-12-31');
    }
    expect(() => todayIn('Mars/Olympus_Mons', lateUtc)).toThrow(RangeError);
    expect(() => todayIn('Mars/Olympus_Mons', lateUtc)).toThrow(RangeError);
  });
});

describe('licence status labels', () => {
  it('name every status in Portuguese', () => {
    expect(licenseStatuses.map((status) => licenseStatusLabels[status])).toEqual([
      'Em conformidade',
      'Pendente',
      'Vencida',
      'Expirando',
      'Renovando',
      'Não necessária',
    ]);
  });
});
