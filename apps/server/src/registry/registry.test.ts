import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { RegistryKind } from '../config';
import { answerWith, brasilApiAnswer, receitaWsAnswer, receitaWsNotFound } from '../testing/registry-answers';
import { createRegistry } from './registry';
import { type CompanyRegistry, RegistryError } from './types';

/** A local stand-in for BrasilAPI or ReceitaWS: each request is answered by the next handler (the last one repeats). */
interface FakeRegistry {
  baseUrl: string;
  paths: string[];
  close(): Promise<void>;
}

type Reply = (request: IncomingMessage, response: ServerResponse) => void;

const servers: Server[] = [];

async function fakeRegistry(...replies: Reply[]): Promise<FakeRegistry> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? '');
    const reply = replies[Math.min(paths.length - 1, replies.length - 1)];
    reply?.(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    paths,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const json =
  (status: number, body: unknown): Reply =>
  (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
const raw =
  (status: number, body: string): Reply =>
  (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(body);
  };
/** Never answers: the request must time out. */
const hang: Reply = () => {};

/** A port nothing listens on: the connection is refused. */
async function refusedBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

function registryAt(kind: RegistryKind, baseUrl: string, timeoutMs = 2000): CompanyRegistry {
  return createRegistry({ kind, baseUrl }, { timeoutMs, retryDelayMs: 5 });
}

async function lookupError(registry: CompanyRegistry, cnpj: string): Promise<RegistryError> {
  const error = await registry.lookup(cnpj).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof RegistryError)) throw new Error(`expected a RegistryError, got ${String(error)}`);
  return error;
}

const exampleCnpj = '19131243000197';
/** Valid check digits, not in the offline dataset. */
const unknownCnpj = '11222333000181';
/** In the offline dataset (Hospital Vida Plena). */
const demoCnpj = '27564031000121';
const notFound = 'CNPJ não encontrado na Receita Federal.';
const unavailable = 'Não foi possível consultar a Receita Federal agora. Tente novamente em alguns minutos.';

/** What both adapters read from their example answers, but the street, the IBGE and SIAFI codes and the source. */
const exampleCompany = {
  cnpj: exampleCnpj,
  type: 'MATRIZ',
  registrationName: 'OPEN KNOWLEDGE BRASIL',
  fantasyName: 'REDE PELO CONHECIMENTO LIVRE',
  situation: 'ATIVA',
  situationReason: 'ATIVA',
  situationDate: '2013-10-03',
  openingDate: '2013-10-03',
  legalNature: '399-9 - Associação Privada',
  companySize: 'DEMAIS',
  shareCapital: '0.00',
  email: null,
  phone: '(11) 2385-1939',
  primaryActivity: { code: '9430-8/00', text: 'Atividades de associações de defesa de direitos sociais' },
  secondaryActivities: [
    { code: '9493-6/00', text: 'Atividades de organizações associativas ligadas à cultura e à arte' },
    { code: '9499-5/00', text: 'Atividades associativas não especificadas anteriormente' },
    { code: '8599-6/99', text: 'Outras atividades de ensino não especificadas anteriormente' },
    { code: '8230-0/01', text: 'Serviços de organização de feiras, congressos, exposições e festas' },
    { code: '6204-0/00', text: 'Consultoria em tecnologia da informação' },
  ],
  qsa: [{ name: 'HAYDEE SVAB', qual: 'Presidente' }],
};
const exampleAddress = {
  number: '37',
  complement: 'ANDAR 4',
  neighborhood: 'BELA VISTA',
  zipCode: '01311902',
  cityName: 'SAO PAULO',
  stateAlias: 'SP',
};

describe('the BrasilAPI adapter', () => {
  it('maps the documented example answer', async () => {
    const fake = await fakeRegistry(json(200, brasilApiAnswer));
    const company = await registryAt('brasilapi', fake.baseUrl).lookup(exampleCnpj);
    expect(fake.paths).toEqual([`/api/cnpj/v1/${exampleCnpj}`]);
    expect(company).toEqual({
      ...exampleCompany,
      address: { ...exampleAddress, street: 'AVENIDA PAULISTA 37', ibgeCode: '3550308', siafiCode: '7107' },
      source: 'brasilapi',
    });
  });

  it.each([
    [1, 'NULA', 'SEM MOTIVO', 'BAIXADA', 'NULA'],
    [2, 'ATIVA', 'SEM MOTIVO', 'ATIVA', 'ATIVA'],
    [3, 'SUSPENSA', '', 'INATIVA', 'SUSPENSA'],
    [4, 'INAPTA', 'OMISSAO DE DECLARACOES', 'INAPTA', 'OMISSAO DE DECLARACOES'],
    [
      8,
      'BAIXADA',
      'EXTINCAO POR ENCERRAMENTO LIQUIDACAO VOLUNTARIA',
      'BAIXADA',
      'EXTINCAO POR ENCERRAMENTO LIQUIDACAO VOLUNTARIA',
    ],
  ] as const)('situation %i (%s, reason %j) becomes %s, keeping %j', async (code, wording, reason, situation, kept) => {
    const fake = await fakeRegistry(
      json(
        200,
        answerWith(brasilApiAnswer, {
          situacao_cadastral: code,
          descricao_situacao_cadastral: wording,
          descricao_motivo_situacao_cadastral: reason,
        }),
      ),
    );
    const company = await registryAt('brasilapi', fake.baseUrl).lookup(exampleCnpj);
    expect(company.situation).toBe(situation);
    expect(company.situationReason).toBe(kept);
  });

  it('reads a filial from identificador_matriz_filial, or from positions 9–12 when it is missing', async () => {
    const filialCnpj = '19131243000278';
    const fake = await fakeRegistry(
      json(200, answerWith(brasilApiAnswer, { cnpj: filialCnpj, identificador_matriz_filial: 2 })),
      json(200, answerWith(brasilApiAnswer, { cnpj: filialCnpj, identificador_matriz_filial: null })),
    );
    const registry = registryAt('brasilapi', fake.baseUrl);
    expect((await registry.lookup(filialCnpj)).type).toBe('FILIAL');
    expect((await registry.lookup(filialCnpj)).type).toBe('FILIAL');
  });

  it('ignores the "no activity" placeholder, pads CNAE integers and reads a capital with cents', async () => {
    const fake = await fakeRegistry(
      json(
        200,
        answerWith(brasilApiAnswer, {
          cnae_fiscal: 111301,
          cnae_fiscal_descricao: 'Cultivo de arroz',
          cnaes_secundarios: [
            { codigo: 0, descricao: '' },
            { codigo: 111301, descricao: 'Cultivo de arroz' },
            { codigo: 4731800, descricao: 'Comércio varejista de combustíveis para veículos automotores' },
          ],
          capital_social: 150000.5,
          ddd_telefone_1: '31988887777',
          email: ' Contato@Exemplo.COM.br ',
          data_inicio_atividade: '2013-02-30',
        }),
      ),
    );
    const company = await registryAt('brasilapi', fake.baseUrl).lookup(exampleCnpj);
    expect(company.primaryActivity).toEqual({ code: '0111-3/01', text: 'Cultivo de arroz' });
    expect(company.secondaryActivities).toEqual([
      { code: '4731-8/00', text: 'Comércio varejista de combustíveis para veículos automotores' },
    ]);
    expect(company.shareCapital).toBe('150000.50');
    expect(company.phone).toBe('(31) 98888-7777');
    expect(company.email).toBe('contato@exemplo.com.br');
    expect(company.openingDate).toBeNull();
  });

  it('answers 404 as not found, after one request', async () => {
    const fake = await fakeRegistry(json(404, { message: 'CNPJ 11222333000181 não encontrado.' }));
    const error = await lookupError(registryAt('brasilapi', fake.baseUrl), unknownCnpj);
    expect([error.reason, error.message]).toEqual(['not_found', notFound]);
    expect(fake.paths).toHaveLength(1);
  });

  it('answers 429 as rate limited, in Portuguese', async () => {
    const fake = await fakeRegistry(json(429, { message: 'Too many requests' }));
    const error = await lookupError(registryAt('brasilapi', fake.baseUrl), unknownCnpj);
    expect(error.reason).toBe('rate_limited');
    expect(error.message).toBe(
      'A Receita Federal recebeu consultas demais deste servidor. Aguarde um minuto e tente novamente.',
    );
  });

  it('retries once after a 500 and uses the second answer', async () => {
    const fake = await fakeRegistry(json(500, { message: 'erro' }), json(200, brasilApiAnswer));
    const company = await registryAt('brasilapi', fake.baseUrl).lookup(exampleCnpj);
    expect(company.registrationName).toBe('OPEN KNOWLEDGE BRASIL');
    expect(fake.paths).toHaveLength(2);
  });

  it('gives up after a second 5xx', async () => {
    const fake = await fakeRegistry(json(503, {}));
    const error = await lookupError(registryAt('brasilapi', fake.baseUrl), unknownCnpj);
    expect([error.reason, error.message]).toEqual(['unavailable', unavailable]);
    expect(fake.paths).toHaveLength(2);
  });

  it('times out a registry that never answers, retries once, then says there is no connection', async () => {
    const fake = await fakeRegistry(hang);
    const started = performance.now();
    const error = await lookupError(registryAt('brasilapi', fake.baseUrl, 150), unknownCnpj);
    const elapsed = performance.now() - started;
    expect(error.reason).toBe('unavailable');
    expect(error.message).toBe(
      'A Receita Federal não pôde ser consultada (sem conexão) e o CNPJ 11.222.333/0001-81 não está na base offline de demonstração.',
    );
    expect(fake.paths).toHaveLength(2);
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(2000);
  });

  it.each([
    ['not JSON', raw(200, '<html>Bad gateway</html>')],
    ['JSON without the company name', json(200, answerWith(brasilApiAnswer, { razao_social: '' }))],
    ['JSON of another CNPJ', json(200, answerWith(brasilApiAnswer, { cnpj: '11222333000181' }))],
    [
      'an unknown situation',
      json(200, answerWith(brasilApiAnswer, { situacao_cadastral: 9, descricao_situacao_cadastral: 'X' })),
    ],
    ['a 400', json(400, { message: 'CNPJ inválido' })],
  ])('refuses %s as unavailable', async (_label, reply) => {
    const fake = await fakeRegistry(reply);
    const error = await lookupError(registryAt('brasilapi', fake.baseUrl), exampleCnpj);
    expect([error.reason, error.message]).toEqual(['unavailable', unavailable]);
  });

  it('falls back to the offline dataset when the connection is refused', async () => {
    const registry = registryAt('brasilapi', await refusedBaseUrl());
    const company = await registry.lookup(demoCnpj);
    expect(company).toMatchObject({ cnpj: demoCnpj, registrationName: 'HOSPITAL VIDA PLENA LTDA', source: 'offline' });
    const error = await lookupError(registry, unknownCnpj);
    expect(error.message).toContain('sem conexão');
  });

  it('answers a demo CNPJ from the dataset when the real registry does not know it', async () => {
    const fake = await fakeRegistry(json(404, { message: 'não encontrado' }));
    const company = await registryAt('brasilapi', fake.baseUrl).lookup(demoCnpj);
    expect(company.source).toBe('offline');
    expect(fake.paths).toHaveLength(1);
  });

  it('asks for an alphanumeric CNPJ as it is', async () => {
    const alphanumeric = '12ABC345000188';
    const fake = await fakeRegistry(json(200, answerWith(brasilApiAnswer, { cnpj: alphanumeric })));
    const company = await registryAt('brasilapi', fake.baseUrl).lookup(alphanumeric);
    expect(fake.paths).toEqual([`/api/cnpj/v1/${alphanumeric}`]);
    expect([company.cnpj, company.source]).toEqual([alphanumeric, 'brasilapi']);
  });
});

describe('the ReceitaWS adapter', () => {
  it('maps its answer onto the same shape', async () => {
    const fake = await fakeRegistry(json(200, receitaWsAnswer));
    const company = await registryAt('receitaws', fake.baseUrl).lookup(exampleCnpj);
    expect(fake.paths).toEqual([`/v1/cnpj/${exampleCnpj}`]);
    expect(company).toEqual({
      ...exampleCompany,
      address: { ...exampleAddress, street: 'AV PAULISTA', ibgeCode: null, siafiCode: null },
      source: 'receitaws',
    });
  });

  it.each([
    ['SUSPENSA', '', 'INATIVA', 'SUSPENSA'],
    ['INAPTA', 'OMISSAO DE DECLARACOES', 'INAPTA', 'OMISSAO DE DECLARACOES'],
    [
      'BAIXADA',
      'EXTINCAO POR ENCERRAMENTO LIQUIDACAO VOLUNTARIA',
      'BAIXADA',
      'EXTINCAO POR ENCERRAMENTO LIQUIDACAO VOLUNTARIA',
    ],
    ['NULA', '', 'BAIXADA', 'NULA'],
  ] as const)('situação %s (motivo %j) becomes %s, keeping %j', async (wording, reason, situation, kept) => {
    const fake = await fakeRegistry(
      json(200, answerWith(receitaWsAnswer, { situacao: wording, motivo_situacao: reason })),
    );
    const company = await registryAt('receitaws', fake.baseUrl).lookup(exampleCnpj);
    expect([company.situation, company.situationReason]).toEqual([situation, kept]);
  });

  it('ignores the "00.00-0-00 Não informada" placeholder and takes the first of several phones', async () => {
    const fake = await fakeRegistry(
      json(
        200,
        answerWith(receitaWsAnswer, {
          atividade_principal: [{ code: '00.00-0-00', text: 'Não informada' }],
          atividades_secundarias: [{ code: '00.00-0-00', text: 'Não informada' }],
          telefone: '(62) 3241-6330 / (62) 3214-1598',
          tipo: 'FILIAL',
        }),
      ),
    );
    const company = await registryAt('receitaws', fake.baseUrl).lookup(exampleCnpj);
    expect(company.primaryActivity).toBeNull();
    expect(company.secondaryActivities).toEqual([]);
    expect(company.phone).toBe('(62) 3241-6330');
    expect(company.type).toBe('FILIAL');
  });

  it('reads status ERROR as not found', async () => {
    const fake = await fakeRegistry(json(200, receitaWsNotFound));
    const error = await lookupError(registryAt('receitaws', fake.baseUrl), unknownCnpj);
    expect([error.reason, error.message]).toEqual(['not_found', notFound]);
  });

  it('answers 429 as rate limited and 500 then 200 with a retry', async () => {
    const limited = await fakeRegistry(json(429, { status: 'ERROR', message: 'Too many requests' }));
    expect((await lookupError(registryAt('receitaws', limited.baseUrl), unknownCnpj)).reason).toBe('rate_limited');
    const flaky = await fakeRegistry(raw(502, 'Bad gateway'), json(200, receitaWsAnswer));
    expect((await registryAt('receitaws', flaky.baseUrl).lookup(exampleCnpj)).source).toBe('receitaws');
    expect(flaky.paths).toHaveLength(2);
  });

  it('falls back to the offline dataset when the connection is refused', async () => {
    const company = await registryAt('receitaws', await refusedBaseUrl()).lookup(demoCnpj);
    expect(company.source).toBe('offline');
  });
});

describe('the offline registry', () => {
  const noNetwork: typeof fetch = () => Promise.reject(new Error('the offline registry must not fetch'));

  it('answers the dataset and never fetches', async () => {
    const registry = createRegistry({ kind: 'offline', baseUrl: null }, { fetch: noNetwork });
    const company = await registry.lookup(demoCnpj);
    expect(company).toMatchObject({ cnpj: demoCnpj, situation: 'ATIVA', source: 'offline' });
    // A copy: changing it does not change the next answer.
    company.registrationName = 'ALTERADA';
    expect((await registry.lookup(demoCnpj)).registrationName).toBe('HOSPITAL VIDA PLENA LTDA');
  });

  it('says so when a CNPJ is not in the dataset', async () => {
    const registry = createRegistry({ kind: 'offline', baseUrl: null }, { fetch: noNetwork });
    const error = await lookupError(registry, unknownCnpj);
    expect(error.reason).toBe('not_found');
    expect(error.message).toBe(
      'A consulta à Receita Federal está desligada neste servidor e o CNPJ 11.222.333/0001-81 não está na base offline de demonstração.',
    );
  });

  it('can be replaced, e.g. by a test double', async () => {
    const fake = await fakeRegistry(json(404, {}));
    const stand: CompanyRegistry = {
      lookup: async (cnpj) => ({
        ...(await createRegistry({ kind: 'offline', baseUrl: null }).lookup(demoCnpj)),
        cnpj,
      }),
    };
    const registry = createRegistry({ kind: 'brasilapi', baseUrl: fake.baseUrl }, { offline: stand, retryDelayMs: 5 });
    expect((await registry.lookup(unknownCnpj)).cnpj).toBe(unknownCnpj);
  });
});
