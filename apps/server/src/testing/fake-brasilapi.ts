import { createServer, type Server } from 'node:http';
import { cnpjCheckDigits, isValidCnpj } from '@product/domain';

/**
 * A company registry on this machine speaking BrasilAPI's `GET /api/cnpj/v1/{cnpj}`, for servers
 * started as processes (CNPJ_REGISTRY=brasilapi, CNPJ_REGISTRY_URL=its url): the fault suite, the
 * e2e journeys and `npm run bench:import` use the real HTTP adapter without reaching the
 * internet. It knows every numeric CNPJ whose check digits are right (a company named after its
 * root, with `fakeCnae`) and none other, answers after `latencyMs`, and limits bursts like
 * BrasilAPI: a token bucket of `burst` requests refilled at `perSecond`; a request finding it
 * empty gets 429.
 */
export interface FakeRegistryOptions {
  latencyMs?: number;
  /** Requests a second in the long run; Infinity for no limit. */
  perSecond?: number;
  /** Requests at once before the limit bites. */
  burst?: number;
}

export interface FakeRegistry {
  /** The base URL, for CNPJ_REGISTRY_URL. */
  url: string;
  /** Requests answered 200, 404 and 429 so far, and the CNPJs answered 200 (one entry per answer). */
  stats: { found: number; notFound: number; limited: number; answered: string[] };
  /** Resolves once `count` companies have been answered (200). */
  answeredAtLeast(count: number): Promise<void>;
  close(): Promise<void>;
}

/** The CNAE every fake company has (in the IBGE catalogue the server seeds). */
export const fakeCnae = { digits: 4711302, code: '4711-3/02' };

/** A BrasilAPI answer for a CNPJ: fictional, the same every time. */
export function fakeCompanyAnswer(cnpj: string) {
  const root = cnpj.slice(0, 8);
  return {
    cnpj,
    razao_social: `EMPRESA FICTICIA ${root} LTDA`,
    nome_fantasia: `FICTICIA ${root}`,
    identificador_matriz_filial: cnpj.slice(8, 12) === '0001' ? 1 : 2,
    situacao_cadastral: 2,
    descricao_situacao_cadastral: 'ATIVA',
    descricao_motivo_situacao_cadastral: 'SEM MOTIVO',
    data_situacao_cadastral: '2015-03-10',
    data_inicio_atividade: '2010-05-20',
    codigo_natureza_juridica: 2062,
    natureza_juridica: 'Sociedade Empresária Limitada',
    porte: 'MICRO EMPRESA',
    capital_social: 150000,
    email: null,
    ddd_telefone_1: '3133334444',
    descricao_tipo_de_logradouro: 'RUA',
    logradouro: 'DA BAHIA',
    numero: '1000',
    complemento: null,
    bairro: 'CENTRO',
    cep: '30160011',
    municipio: 'BELO HORIZONTE',
    uf: 'MG',
    codigo_municipio: 4123,
    codigo_municipio_ibge: 3106200,
    cnae_fiscal: fakeCnae.digits,
    cnae_fiscal_descricao:
      'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - supermercados',
    cnaes_secundarios: [],
    qsa: [{ nome_socio: 'MARIA SOUZA', qualificacao_socio: 'Sócio-Administrador' }],
  };
}

export async function startFakeRegistry(options: FakeRegistryOptions = {}): Promise<FakeRegistry> {
  const latencyMs = options.latencyMs ?? 0;
  const perSecond = options.perSecond ?? Number.POSITIVE_INFINITY;
  const burst = options.burst ?? perSecond;
  let tokens = burst;
  let filledAt = performance.now();
  const takeToken = () => {
    if (!Number.isFinite(perSecond)) return true;
    const now = performance.now();
    tokens = Math.min(burst, tokens + ((now - filledAt) / 1000) * perSecond);
    filledAt = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
  const stats: FakeRegistry['stats'] = { found: 0, notFound: 0, limited: 0, answered: [] };
  const waiting = new Set<{ count: number; done: () => void }>();
  const server: Server = createServer((request, response) => {
    const cnpj = /^\/api\/cnpj\/v1\/([^/?]+)$/.exec(request.url ?? '')?.[1] ?? '';
    const allowed = takeToken();
    setTimeout(() => {
      if (!allowed) {
        stats.limited += 1;
        response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '1' });
        response.end(JSON.stringify({ message: 'Too many requests' }));
      } else if (!/^\d{14}$/.test(cnpj) || !isValidCnpj(cnpj)) {
        stats.notFound += 1;
        response.writeHead(404, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ message: 'CNPJ não encontrado' }));
      } else {
        stats.found += 1;
        stats.answered.push(cnpj);
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(fakeCompanyAnswer(cnpj)));
        for (const waiter of waiting) {
          if (stats.found < waiter.count) continue;
          waiting.delete(waiter);
          waiter.done();
        }
      }
    }, latencyMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('fake registry: no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    stats,
    answeredAtLeast: (count) =>
      stats.found >= count ? Promise.resolve() : new Promise((done) => waiting.add({ count, done })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `count` distinct valid numeric CNPJs (matriz, one root each) from `firstRoot` on. */
export function fakeCnpjs(count: number, firstRoot = 40_000_000): string[] {
  return Array.from({ length: count }, (_, index) => {
    const base = `${String(firstRoot + index).padStart(8, '0')}0001`;
    return `${base}${cnpjCheckDigits(base)}`;
  });
}
