import { describe, expect, it } from 'vitest';
import { licenseStatuses } from './license-status';
import { licenseStatusUrgency } from './license-urgency';

describe('licenseStatusUrgency', () => {
  it('orders every status once, what needs action first', () => {
    expect([...licenseStatusUrgency].sort()).toEqual([...licenseStatuses].sort());
    expect(licenseStatusUrgency[0]).toBe('license_expired');
  });
});
