import { describe, expect, it } from 'vitest';
import { companyRiskLevel, levelOfScale, riskLabels } from './risk';

describe('companyRiskLevel', () => {
  it('cannot tell a risk without CNAEs', () => {
    expect(companyRiskLevel([])).toBeNull();
  });

  it('is low when every CNAE is low', () => {
    expect(companyRiskLevel(['low_level'])).toBe('low_level');
    expect(companyRiskLevel(['low_level', 'low_level'])).toBe('low_level');
  });

  it('is medium when some CNAE is medium and none is high, in any order', () => {
    expect(companyRiskLevel(['low_level', 'medium_level'])).toBe('medium_level');
    expect(companyRiskLevel(['medium_level', 'low_level'])).toBe('medium_level');
    expect(companyRiskLevel(['medium_level'])).toBe('medium_level');
  });

  it('is high as soon as any CNAE is high', () => {
    expect(companyRiskLevel(['low_level', 'medium_level', 'high_level'])).toBe('high_level');
    expect(companyRiskLevel(['high_level', 'low_level'])).toBe('high_level');
    expect(companyRiskLevel(['medium_level', 'high_level', 'medium_level'])).toBe('high_level');
  });

  it('reads any iterable, such as a Set', () => {
    expect(companyRiskLevel(new Set(['low_level', 'medium_level'] as const))).toBe('medium_level');
  });
});

describe('levelOfScale', () => {
  it('maps the 1–3 scale to low, medium and high', () => {
    expect([1, 2, 3].map(levelOfScale)).toEqual(['low_level', 'medium_level', 'high_level']);
  });

  it('is none for anything else', () => {
    expect([0, 4, -1, 1.5, Number.NaN, null, undefined].map(levelOfScale)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('riskLabels', () => {
  it("are the company header's badges", () => {
    expect(riskLabels).toEqual({ high_level: 'Risco Alto', medium_level: 'Risco Médio', low_level: 'Risco Baixo' });
  });
});
