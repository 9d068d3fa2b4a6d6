import type { RegistrySettings } from '../config';
import { brasilApiDefaultBase, brasilApiUrl, mapBrasilApi } from './brasilapi';
import { maskCnpj } from './format';
import { getWithRetry, RegistryUnreachable, readCommonStatuses } from './http';
import { createOfflineRegistry } from './offline';
import { mapReceitaWs, receitaWsDefaultBase, receitaWsUrl } from './receitaws';
import { type CompanyRegistry, type RegistryCompany, RegistryError } from './types';

export interface RegistryOptions {
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Per attempt (default 8 s). */
  timeoutMs?: number;
  /** Pause before the one retry (default 300 ms). */
  retryDelayMs?: number;
  /** Stands in when the remote registry fails; the bundled demo dataset by default. */
  offline?: CompanyRegistry;
}

export const defaultRegistryTimeoutMs = 8000;

/** The registry chosen by CNPJ_REGISTRY / CNPJ_REGISTRY_URL. */
export function createRegistry(settings: RegistrySettings, options: RegistryOptions = {}): CompanyRegistry {
  const offline = options.offline ?? createOfflineRegistry();
  if (settings.kind === 'offline') return offline;

  const fetchSettings = {
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? defaultRegistryTimeoutMs,
    retryDelayMs: options.retryDelayMs ?? 300,
  };
  const remote =
    settings.kind === 'brasilapi'
      ? async (cnpj: string) => {
          const answer = await getWithRetry(
            brasilApiUrl(settings.baseUrl ?? brasilApiDefaultBase, cnpj),
            fetchSettings,
          );
          return mapBrasilApi(readCommonStatuses(answer), cnpj);
        }
      : async (cnpj: string) => {
          const answer = await getWithRetry(
            receitaWsUrl(settings.baseUrl ?? receitaWsDefaultBase, cnpj),
            fetchSettings,
          );
          return mapReceitaWs(readCommonStatuses(answer), cnpj);
        };
  return { lookup: (cnpj) => lookupWithFallback(cnpj, remote, offline) };
}

/**
 * The remote registry first. When it fails in any way (unreachable, 404,
 * 429, 5xx, a bad answer) and the offline dataset holds the CNPJ, the
 * dataset answers: its companies are fictional, so a real registry never
 * knows them, and the demo must work with or without network. Otherwise the
 * remote's failure stands; with no connection at all the message says why.
 */
async function lookupWithFallback(
  cnpj: string,
  remote: (cnpj: string) => Promise<RegistryCompany>,
  offline: CompanyRegistry,
): Promise<RegistryCompany> {
  try {
    return await remote(cnpj);
  } catch (error) {
    if (!(error instanceof RegistryUnreachable || error instanceof RegistryError)) throw error;
    const standIn = await lookupOffline(offline, cnpj);
    if (standIn) return standIn;
    if (error instanceof RegistryError) throw error;
    throw new RegistryError(
      'unavailable',
      `A Receita Federal não pôde ser consultada (sem conexão) e o CNPJ ${maskCnpj(cnpj)} não está na base offline de demonstração.`,
    );
  }
}

async function lookupOffline(offline: CompanyRegistry, cnpj: string): Promise<RegistryCompany | null> {
  try {
    return await offline.lookup(cnpj);
  } catch (error) {
    if (error instanceof RegistryError) return null;
    throw error;
  }
}
