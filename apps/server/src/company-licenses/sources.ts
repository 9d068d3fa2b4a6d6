import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LicenseSource } from '@product/api/contract';
import { parseCsv } from '../cnaes/csv';
import { serverRoot } from '../paths';

/** The 27 states with their Junta Comercial (GLEIF registration authorities; see reference-data/SOURCES.md). */
export const ufsCsvPath = path.join(serverRoot, 'reference-data/ufs.csv');

let cached: Map<string, LicenseSource> | null = null;

function sourcesByUf(): Map<string, LicenseSource> {
  if (cached) return cached;
  const byUf = new Map<string, LicenseSource>();
  for (const record of parseCsv(readFileSync(ufsCsvPath, 'utf8'))) {
    const source = {
      uf: record.uf ?? '',
      state: record.name ?? '',
      name: record.junta_comercial ?? '',
      url: record.junta_comercial_url ?? '',
    };
    if (!/^[A-Z]{2}$/.test(source.uf) || source.name === '' || !source.url.startsWith('https://')) {
      throw new Error(`ufs.csv: invalid row ${JSON.stringify(record)}`);
    }
    byUf.set(source.uf, source);
  }
  cached = byUf;
  return byUf;
}

/** The licence dialog's links for a CNPJ's state (spec 2 "Links and sources per state"); none for an unknown UF. */
export function licenseSourcesFor(uf: string | null): LicenseSource[] {
  const source = uf ? sourcesByUf().get(uf.trim().toUpperCase()) : undefined;
  return source ? [source] : [];
}

/** Every state's source, for checks on the reference file. */
export function allLicenseSources(): LicenseSource[] {
  return [...sourcesByUf().values()];
}
