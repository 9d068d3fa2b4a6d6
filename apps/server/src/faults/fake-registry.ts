import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cnpjCheckDigits } from '@product/domain';
import { brasilApiAnswer } from '../registry/test-answers';

/** The CNAE every fake company has (in the IBGE catalogue the server seeds: 'Atividades de associações…'). */
export const fakeCnae = { digits: 9430800, code: '9430-8/00' };

/**
 * A BrasilAPI stand-in on 127.0.0.1 for servers started as processes
 * (CNPJ_REGISTRY=brasilapi, CNPJ_REGISTRY_URL=its url): it knows every valid
 * CNPJ, answers each after `delayMs` so an import of a few dozen rows lasts
 * long enough to be killed in the middle, and counts its answers. Nothing
 * here ever leaves the machine.
 */
export interface FakeRegistry {
  url: string;
  /** Answers sent so far. */
  answered(): number;
  /** Resolves once `count` answers have been sent. */
  answeredAtLeast(count: number): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeRegistry(delayMs: number): Promise<FakeRegistry> {
  let answers = 0;
  const waiting = new Set<{ count: number; done: () => void }>();
  const server: Server = createServer((request, response) => {
    const cnpj = /^\/api\/cnpj\/v1\/([0-9A-Z]{14})$/.exec(request.url ?? '')?.[1];
    setTimeout(() => {
      if (!cnpj) {
        response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"CNPJ não encontrado"}');
        return;
      }
      const body = {
        ...brasilApiAnswer,
        cnpj,
        razao_social: `EMPRESA FALHA ${cnpj} LTDA`,
        nome_fantasia: null,
        cnae_fiscal: fakeCnae.digits,
        cnaes_secundarios: [],
        identificador_matriz_filial: 1,
      };
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      answers += 1;
      for (const waiter of waiting) {
        if (answers >= waiter.count) {
          waiting.delete(waiter);
          waiter.done();
        }
      }
    }, delayMs);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answered: () => answers,
    answeredAtLeast: (count) =>
      answers >= count ? Promise.resolve() : new Promise((done) => waiting.add({ count, done })),
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** `count` valid matriz CNPJs with distinct roots, the same on every run for one seed. */
export function fakeCnpjs(count: number, seed: number): string[] {
  const cnpjs: string[] = [];
  for (let i = 0; i < count; i++) {
    const root = String((seed * 7919 + i * 104_729) % 100_000_000).padStart(8, '0');
    const base = `${root}0001`;
    cnpjs.push(`${base}${cnpjCheckDigits(base)}`);
  }
  return cnpjs;
}
