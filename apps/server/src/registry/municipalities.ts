import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../cnaes/csv';
import { serverRoot } from '../paths';

/** IBGE municipalities with coordinates and SIAFI codes (MIT, © 2016 Kelvin S. do Prado; see SOURCES.md). */
export const municipalitiesCsvPath = path.join(serverRoot, 'reference-data/municipios.csv');

export interface Municipality {
  /** 7 digits. */
  ibgeCode: string;
  name: string;
  /** UF, e.g. 'MG'. */
  stateAlias: string;
  latitude: number;
  longitude: number;
}

interface MunicipalityIndex {
  byIbge: Map<string, Municipality>;
  bySiafi: Map<string, Municipality>;
  /** Key: folded name + '|' + UF. */
  byName: Map<string, Municipality>;
}

let cached: MunicipalityIndex | null = null;

/** 'São Paulo' and 'SAO PAULO' alike: no accents, upper case, single spaces, apostrophes and hyphens as spaces. */
export function foldName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/['’`-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function loadIndex(): MunicipalityIndex {
  if (cached) return cached;
  const index: MunicipalityIndex = { byIbge: new Map(), bySiafi: new Map(), byName: new Map() };
  for (const record of parseCsv(readFileSync(municipalitiesCsvPath, 'utf8'))) {
    const municipality: Municipality = {
      ibgeCode: record.ibge_code ?? '',
      name: record.name ?? '',
      stateAlias: record.uf ?? '',
      latitude: Number(record.latitude),
      longitude: Number(record.longitude),
    };
    if (!/^\d{7}$/.test(municipality.ibgeCode) || !Number.isFinite(municipality.latitude)) {
      throw new Error(`municipios.csv: invalid row ${JSON.stringify(record)}`);
    }
    index.byIbge.set(municipality.ibgeCode, municipality);
    if (record.siafi_code) index.bySiafi.set(record.siafi_code, municipality);
    index.byName.set(`${foldName(municipality.name)}|${municipality.stateAlias}`, municipality);
  }
  cached = index;
  return index;
}

/**
 * The municipality a registry answer names: by IBGE code, else by SIAFI code
 * (BrasilAPI's `codigo_municipio`), else by name and UF ignoring accents and
 * case (ReceitaWS gives only 'GOIANIA', 'GO'). Null when nothing matches.
 */
export function findMunicipality(query: {
  ibgeCode?: string | null;
  siafiCode?: string | null;
  cityName?: string | null;
  stateAlias?: string | null;
}): Municipality | null {
  const index = loadIndex();
  if (query.ibgeCode) {
    const found = index.byIbge.get(query.ibgeCode);
    if (found) return found;
  }
  if (query.siafiCode) {
    const found = index.bySiafi.get(query.siafiCode.padStart(4, '0'));
    if (found) return found;
  }
  if (query.cityName && query.stateAlias) {
    const found = index.byName.get(`${foldName(query.cityName)}|${query.stateAlias.toUpperCase()}`);
    if (found) return found;
  }
  return null;
}
