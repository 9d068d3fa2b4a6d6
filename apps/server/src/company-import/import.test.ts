import {
  type CompanyImportResponse,
  companyImportPaths,
  companyImportResponse,
  companyImportTexts,
} from '@product/api/contract';
import { accessRoles, permissionCodes } from '@product/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAreaTexts } from '../client-area/context';
import { activityLogs, companies, establishments, userCompanies } from '../db/schema';
import { maskCnpj } from '../registry/format';
import { RegistryError } from '../registry/types';
import { expectError, forbiddenText, invalidSession, tampered } from '../testing/accounts-world';
import { type ClientWorld, countRows, insertTestCompany, openClientWorld } from '../testing/client-world';
import { databaseKinds } from '../testing/harness';
import { cnpjOf, fakeRegistry, registryCompany } from '../testing/registry';
import { textBytes, xlsxBytes, zeros, zipBytes, zipEntriesOf } from '../testing/sheets';

const cnpjTaken = 'Este CNPJ já está cadastrado nesta conta.';
const rootTaken =
  "Já existe uma empresa com a mesma raiz deste CNPJ nesta conta. Para incluí-lo, use 'Adicionar CNPJ' na aba CNPJs dessa empresa.";
const unavailable = 'Não foi possível consultar a Receita Federal agora. Tente novamente em alguns minutos.';
const rateLimited = 'A Receita Federal recebeu consultas demais deste servidor. Aguarde um minuto e tente novamente.';

describe.each(databaseKinds)('company import on %s', (kind) => {
  let world: ClientWorld;
  const registry = fakeRegistry();
  const cnpjs = {
    alfa: cnpjOf('112223330001'),
    alfaFilial: cnpjOf('112223330002'),
    beta: cnpjOf('223334440001'),
    /** Starts with a zero: typed as a number in Excel it loses it. */
    zero: cnpjOf('083317540001'),
    letters: '12ABC345000188',
    registered: cnpjOf('334445550001'),
    flaky: cnpjOf('445556660001'),
    unknown: cnpjOf('556667770001'),
    sulOnly: cnpjOf('667778880001'),
    forUser: cnpjOf('778889990001'),
  };

  beforeAll(async () => {
    world = await openClientWorld(kind, { registry });
    for (const cnpj of [
      cnpjs.alfa,
      cnpjs.alfaFilial,
      cnpjs.beta,
      cnpjs.zero,
      cnpjs.letters,
      cnpjs.sulOnly,
      cnpjs.forUser,
    ]) {
      registry.add(registryCompany(cnpj, { registrationName: `EMPRESA ${cnpj} LTDA` }));
    }
    registry.failures.set(cnpjs.flaky, new RegistryError('unavailable', unavailable));
    await insertTestCompany(world.db, world.accounts.norte.id, {
      name: 'Já Cadastrada',
      establishments: [{ cnpj: cnpjs.registered }],
    });
    // The same CNPJ in the other account does not count as registered here.
    await insertTestCompany(world.db, world.accounts.sul.id, {
      name: 'Só no Sul',
      establishments: [{ cnpj: cnpjs.sulOnly }],
    });
  });
  afterAll(async () => {
    await world?.close();
  });

  function upload(token: string | null, file: { name: string; bytes: Uint8Array } | null, field = 'file') {
    const form = new FormData();
    if (file) form.append(field, new File([Buffer.from(file.bytes)], file.name));
    return world.app.request(companyImportPaths.import, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: form,
    });
  }
  const invalidSheet = () => ({ name: 'invalido.csv', bytes: textBytes('CNPJ\n11222333000182\n') });
  async function imported(response: Response): Promise<CompanyImportResponse> {
    const body: unknown = await response.json();
    expect({ status: response.status, body }).toMatchObject({ status: 200 });
    return companyImportResponse.parse(body);
  }
  const companyOf = async (clientId: number, cnpj: string) =>
    (
      await world.db
        .select({ id: establishments.companyId })
        .from(establishments)
        .where(and(eq(establishments.clientId, clientId), eq(establishments.cnpj, cnpj)))
    )[0]?.id;
  const lastLog = async () => (await world.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];
  const created = (cnpj: string) => `Empresa criada: EMPRESA ${cnpj} LTDA`;

  it('imports an .xlsx: each CNPJ gets its own outcome, in file order, and one log entry sums it up', async () => {
    const bytes = xlsxBytes([
      ['CNPJ'],
      [cnpjs.alfa],
      [Number(cnpjs.zero)],
      ['11.222.333/0001-82'],
      [cnpjs.letters.toLowerCase()],
      [null],
      ['11.222.333/0001-81'],
      [cnpjs.registered],
      [cnpjs.flaky],
      [cnpjs.unknown],
      [cnpjs.alfaFilial],
      ['1234567000195'],
      [cnpjs.sulOnly],
    ]);
    const result = await imported(await upload(world.tokens.ADMIN, { name: 'empresas.xlsx', bytes }));
    expect(result).toEqual({
      message: 'Arquivo importado',
      sent: 11,
      success: 4,
      error: 7,
      items: [
        { cnpj: cnpjs.alfa, code: 'success', message: created(cnpjs.alfa) },
        { cnpj: cnpjs.zero, code: 'success', message: created(cnpjs.zero) },
        { cnpj: '11.222.333/0001-82', code: 'error', message: 'CNPJ inválido.' },
        { cnpj: cnpjs.letters.toLowerCase(), code: 'success', message: created(cnpjs.letters) },
        { cnpj: '11.222.333/0001-81', code: 'error', message: 'CNPJ repetido na planilha (primeiro na linha 2).' },
        { cnpj: cnpjs.registered, code: 'error', message: cnpjTaken },
        { cnpj: cnpjs.flaky, code: 'error', message: unavailable },
        { cnpj: cnpjs.unknown, code: 'error', message: 'CNPJ não encontrado na Receita Federal.' },
        { cnpj: cnpjs.alfaFilial, code: 'error', message: rootTaken },
        {
          cnpj: '1234567000195',
          code: 'error',
          message:
            'CNPJ inválido: tem menos de 14 dígitos. Se a planilha removeu zeros à esquerda, formate a coluna como texto.',
        },
        { cnpj: cnpjs.sulOnly, code: 'success', message: created(cnpjs.sulOnly) },
      ],
    });

    const norte = world.accounts.norte.id;
    for (const cnpj of [cnpjs.alfa, cnpjs.zero, cnpjs.letters, cnpjs.sulOnly]) {
      expect(await companyOf(norte, cnpj), cnpj).toBeGreaterThan(0);
    }
    for (const cnpj of [cnpjs.flaky, cnpjs.unknown, cnpjs.alfaFilial])
      expect(await companyOf(norte, cnpj)).toBeUndefined();
    // Invalid and repeated CNPJs cost no lookup; each valid new one costs one.
    expect(registry.lookups.filter((cnpj) => cnpj === cnpjs.alfa)).toHaveLength(1);
    expect(registry.lookups).not.toContain('11222333000182');
    expect(await lastLog()).toMatchObject({
      action: 'company.import',
      actionDetails: "Importou a planilha 'empresas.xlsx': 11 CNPJ(s) enviado(s), 4 empresa(s) criada(s), 7 com erro",
      clientId: norte,
      userId: world.people.ADMIN.id,
    });
  });

  it('imports a .csv with a header, semicolons, quotes and masked CNPJs', async () => {
    const text = `CNPJ;Razão social\r\n"${maskCnpj(cnpjs.beta)}";"Beta; Ltda"\r\n${cnpjs.registered}\r\n`;
    const result = await imported(await upload(world.tokens.ADMIN, { name: 'lista.CSV', bytes: textBytes(text) }));
    expect(result.items).toEqual([
      { cnpj: maskCnpj(cnpjs.beta), code: 'success', message: created(cnpjs.beta) },
      { cnpj: cnpjs.registered, code: 'error', message: cnpjTaken },
    ]);
    expect([result.sent, result.success, result.error]).toEqual([2, 1, 1]);
  });

  it('stops looking up once the registry says too many requests', async () => {
    const throttled = ['901', '902', '903', '904', '905', '906'].map((prefix) => cnpjOf(`${prefix}112220001`));
    for (const cnpj of throttled) registry.failures.set(cnpj, new RegistryError('rate_limited', rateLimited));
    const before = registry.lookups.length;
    const result = await imported(
      await upload(world.tokens.ADMIN, { name: 'muitos.csv', bytes: textBytes(throttled.join('\n')) }),
    );
    // Four lookups were already under way (the concurrency); the rest wait for another import.
    expect(registry.lookups.length - before).toBe(4);
    expect(result.items.map((item) => item.message)).toEqual([
      rateLimited,
      rateLimited,
      rateLimited,
      rateLimited,
      companyImportTexts.notTried,
      companyImportTexts.notTried,
    ]);
    expect(result.error).toBe(6);
  });

  describe('refuses files it cannot take, writing nothing and looking nothing up', () => {
    const sixMegabytes = new Uint8Array(6 * 1024 * 1024).fill(0x31);
    const justOver = new Uint8Array(5 * 1024 * 1024 + 1).fill(0x31);
    const lyingBomb = zipBytes([zeros('xl/worksheets/sheet1.xml', 30 * 1024 * 1024, 4096)]);
    const declaredBomb = zipBytes([zeros('xl/worksheets/sheet1.xml', 100, 0xfffffff0)]);
    // Issue 24's shape at a small size (import-bomb.test.ts has the 4.9 MB one): a workbook plus an entry
    // stored in the directory and deflate in its local header.
    const hidden = zeros('xl/media/image1.png', 1024 * 1024);
    const hiddenBomb = zipBytes([
      ...zipEntriesOf(xlsxBytes([['CNPJ'], ['31457892000188']])),
      { ...hidden, method: 0, declaredSize: hidden.data.byteLength, local: { method: 8 } },
    ]);
    it.each([
      ['no file', null, 'file', 400, companyImportTexts.fileRequired],
      ['the file under another field', invalidSheet(), 'arquivo', 400, companyImportTexts.fileRequired],
      ['an empty file', { name: 'vazio.xlsx', bytes: new Uint8Array() }, 'file', 400, 'O arquivo está vazio.'],
      ['a header only', { name: 'cabecalho.csv', bytes: textBytes('CNPJ\n') }, 'file', 422, companyImportTexts.noCnpjs],
      ['a PDF', { name: 'cnpjs.pdf', bytes: textBytes('%PDF-1.7') }, 'file', 415, companyImportTexts.wrongType],
      [
        'text named .xlsx',
        { name: 'cnpjs.xlsx', bytes: textBytes('CNPJ\n11222333000181') },
        'file',
        415,
        companyImportTexts.wrongType,
      ],
      [
        'a zip that is no workbook',
        { name: 'cnpjs.xlsx', bytes: zipBytes([zeros('leia.txt', 10)]) },
        'file',
        422,
        companyImportTexts.unreadable,
      ],
      ['a file just over 5 MB', { name: 'grande.csv', bytes: justOver }, 'file', 413, companyImportTexts.tooLarge],
      ['a 6 MB body', { name: 'grande.csv', bytes: sixMegabytes }, 'file', 413, companyImportTexts.tooLarge],
      [
        'a zip bomb lying about its size',
        { name: 'bomba.xlsx', bytes: lyingBomb },
        'file',
        413,
        companyImportTexts.tooBigInside,
      ],
      [
        'a zip declaring 4 GB',
        { name: 'bomba.xlsx', bytes: declaredBomb },
        'file',
        413,
        companyImportTexts.tooBigInside,
      ],
      [
        'a workbook with an entry stored in its directory and deflate in its local header',
        { name: 'bomba.xlsx', bytes: hiddenBomb },
        'file',
        422,
        companyImportTexts.unreadable,
      ],
    ] as const)('%s', async (_label, file, field, status, message) => {
      const lookups = registry.lookups.length;
      const before = await countRows(world.db, companies);
      const response = await upload(world.tokens.ADMIN, file, field);
      await expectError(response, status, message);
      // An upload over the limit closes the connection (its body may be left unread).
      if (message === companyImportTexts.tooLarge) expect(response.headers.get('Connection')).toBe('close');
      expect(registry.lookups.length).toBe(lookups);
      expect(await countRows(world.db, companies)).toBe(before);
    });

    it('a JSON body', async () => {
      const response = await world.app.request(companyImportPaths.import, {
        method: 'POST',
        headers: { Authorization: `Bearer ${world.tokens.ADMIN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ file: 'cnpjs.xlsx' }),
      });
      await expectError(response, 400, companyImportTexts.fileRequired);
    });
  });

  describe('who may import', () => {
    it.each(accessRoles)('%s', async (role) => {
      const response = await upload(world.tokens[role], invalidSheet());
      if (role === 'AFFINITY') return expectError(response, 403, forbiddenText);
      expect((await imported(response)).items).toEqual([
        { cnpj: '11222333000182', code: 'error', message: 'CNPJ inválido.' },
      ]);
    });

    it('nobody without a valid session, nor staff outside a client', async () => {
      await expectError(await upload(null, invalidSheet()), 401, invalidSession);
      await expectError(await upload(tampered(world.tokens.ADMIN), invalidSheet()), 401, invalidSession);
      await expectError(await upload(world.staffWithoutClient, invalidSheet()), 403, clientAreaTexts.noClient);
    });

    it('a USER only with CREATE_COMPANY, and the companies they import are assigned to them', async () => {
      const without = await world.userWith(permissionCodes.filter((code) => code !== 'CREATE_COMPANY'));
      await expectError(await upload(without.token, invalidSheet()), 403, clientAreaTexts.missingPermission);

      const creator = await world.userWith(['CREATE_COMPANY']);
      const result = await imported(
        await upload(creator.token, { name: 'minha.csv', bytes: textBytes(`${cnpjs.forUser}\n`) }),
      );
      expect(result.items).toEqual([{ cnpj: cnpjs.forUser, code: 'success', message: created(cnpjs.forUser) }]);
      const companyId = await companyOf(world.accounts.norte.id, cnpjs.forUser);
      const assigned = await world.db
        .select({ companyId: userCompanies.companyId })
        .from(userCompanies)
        .where(eq(userCompanies.userId, creator.user.id));
      expect(assigned).toEqual([{ companyId }]);
    });

    it("another account's import works inside that account only", async () => {
      const result = await imported(
        await upload(world.foreignAdmin.token, {
          name: 'sul.csv',
          bytes: textBytes(`${cnpjs.alfa}\n${cnpjs.sulOnly}\n`),
        }),
      );
      expect(result.items).toEqual([
        { cnpj: cnpjs.alfa, code: 'success', message: created(cnpjs.alfa) },
        { cnpj: cnpjs.sulOnly, code: 'error', message: cnpjTaken },
      ]);
      const sulCompany = await companyOf(world.accounts.sul.id, cnpjs.alfa);
      const norteCompany = await companyOf(world.accounts.norte.id, cnpjs.alfa);
      expect(sulCompany).toBeGreaterThan(0);
      expect(sulCompany).not.toBe(norteCompany);
      expect((await lastLog())?.clientId).toBe(world.accounts.sul.id);
    });
  });
});
