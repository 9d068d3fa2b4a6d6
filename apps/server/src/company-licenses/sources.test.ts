import { describe, expect, it } from 'vitest';
import { allLicenseSources, licenseSourcesFor } from './sources';

describe('licence sources per state (reference-data/ufs.csv)', () => {
  it("hold the 27 states' Junta Comercial, each with an https address", () => {
    const sources = allLicenseSources();
    expect(sources).toHaveLength(27);
    expect(new Set(sources.map((source) => source.uf)).size).toBe(27);
    for (const source of sources) {
      expect(source.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
      expect(source.name).toMatch(/^JUC/i);
    }
  });

  it('answer the state of a CNPJ, in any case, and nothing for an unknown one', () => {
    expect(licenseSourcesFor('mg')).toEqual([
      { uf: 'MG', state: 'Minas Gerais', name: 'JUCEMG', url: 'https://www.jucemg.mg.gov.br/' },
    ]);
    expect(licenseSourcesFor('DF')[0]?.state).toBe('Distrito Federal');
    expect(licenseSourcesFor('XX')).toEqual([]);
    expect(licenseSourcesFor(null)).toEqual([]);
    expect(licenseSourcesFor('')).toEqual([]);
  });
});
