import { describe, expect, it } from 'vitest';
import { findMunicipality, foldName } from './municipalities';

const saoPaulo = { ibgeCode: '3550308', name: 'São Paulo', stateAlias: 'SP', latitude: -23.5329, longitude: -46.6395 };

describe('findMunicipality', () => {
  it('finds by IBGE code first', () => {
    expect(findMunicipality({ ibgeCode: '3550308', siafiCode: '4123', cityName: 'Recife', stateAlias: 'PE' })).toEqual(
      saoPaulo,
    );
  });

  it('then by SIAFI code (BrasilAPI codigo_municipio), padded to four digits', () => {
    expect(findMunicipality({ ibgeCode: '9999999', siafiCode: '7107' })).toEqual(saoPaulo);
    expect(findMunicipality({ siafiCode: '33' })?.name).toBe("Alta Floresta D'Oeste");
  });

  it('then by name and UF, ignoring accents, case and apostrophes', () => {
    expect(findMunicipality({ cityName: 'SAO PAULO', stateAlias: 'sp' })).toEqual(saoPaulo);
    expect(findMunicipality({ cityName: 'goiania', stateAlias: 'GO' })?.ibgeCode).toBe('5208707');
    expect(findMunicipality({ cityName: 'ALTA FLORESTA D OESTE', stateAlias: 'RO' })?.ibgeCode).toBe('1100015');
  });

  it('tells apart towns of the same name in different states', () => {
    expect(findMunicipality({ cityName: 'BOM JESUS', stateAlias: 'PI' })?.ibgeCode).toBe('2201903');
    expect(findMunicipality({ cityName: 'BOM JESUS', stateAlias: 'RS' })?.ibgeCode).toBe('4302303');
  });

  it('answers null when nothing matches', () => {
    expect(findMunicipality({ cityName: 'SAO PAULO', stateAlias: 'MG' })).toBeNull();
    expect(findMunicipality({ cityName: 'SAO PAULO' })).toBeNull();
    expect(findMunicipality({})).toBeNull();
  });

  it('folds names the way registries write them', () => {
    expect(foldName('  Santa Bárbara   d’Oeste ')).toBe('SANTA BARBARA D OESTE');
  });
});
