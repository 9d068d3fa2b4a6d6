import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  clientFilePaths,
  clientFileTexts,
  fileLinkResponse,
  repositoryListResponse,
  repositoryUploadResponse,
} from '@product/api/contract';
import { type AccessRole, authTexts, brand } from '@product/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientAreaTexts } from '../client-area/context';
import { activityLogs, companyLicenseFiles, companyLicenses, files } from '../db/schema';
import { createLocalStorage } from '../storage/local';
import { createS3Storage } from '../storage/s3';
import { expectError, send, tampered } from '../testing/accounts-world';
import {
  clientWorldOfSuite,
  countRows,
  ensureTestCnae,
  insertFileCompanies,
  insertTestCompany,
  insertTestLicense,
} from '../testing/client-world';
import { startFakeS3 } from '../testing/fake-s3';
import { createTestApp, databaseKinds } from '../testing/harness';
import { expectStoredKey, multipart, samples } from '../testing/sample-files';

const uploadMaxBytes = 4096;
const start = new Date('2026-03-02T12:00:00.000Z');

describe.each(databaseKinds)('company repository on %s', (kind) => {
  const world = clientWorldOfSuite(kind, { uploadMaxBytes, now: () => clock });
  let clock = start;
  let companyId: number;
  let otherCompanyId: number;
  let foreignCompanyId: number;

  beforeAll(async () => {
    ({ companyId, otherCompanyId, foreignCompanyId } = await insertFileCompanies(world));
  });
  beforeEach(async () => {
    clock = start;
    await world.db.delete(files);
  });

  const admin = () => world.tokens.ADMIN;
  const upload = (
    token: string | null,
    name: string,
    bytes: Uint8Array,
    fileType: string | null = 'document',
    company = companyId,
  ) =>
    world.app.request(
      clientFilePaths.repository(company),
      multipart(token, { name, bytes }, fileType === null ? {} : { file_type: fileType }),
    );

  async function uploaded(name: string, bytes: Uint8Array = samples.pdf, fileType = 'document', company = companyId) {
    const response = await upload(admin(), name, bytes, fileType, company);
    expect(response.status).toBe(201);
    return repositoryUploadResponse.parse(await response.json()).file;
  }

  async function storedRow(id: number) {
    const [row] = await world.db.select().from(files).where(eq(files.id, id));
    if (!row) throw new Error(`file ${id} not stored`);
    return row;
  }

  const storedFiles = () =>
    existsSync(path.join(world.storageRoot, 'clients'))
      ? readdirSync(path.join(world.storageRoot, 'clients'), { recursive: true }).filter((entry) =>
          String(entry).includes('.'),
        )
      : [];

  describe('upload (POST repository)', () => {
    it('stores the file under a key of its own, with the row and a log entry', async () => {
      const response = await upload(admin(), 'Alvará de Funcionamento.pdf', samples.pdf, 'protocol');
      expect(response.status).toBe(201);
      const body = repositoryUploadResponse.parse(await response.json());
      expect(body).toEqual({
        message: 'Arquivo enviado ao repositório com sucesso',
        file: {
          id: expect.any(Number),
          name: 'Alvará de Funcionamento.pdf',
          type: 'pdf',
          file_type: 'protocol',
          size: samples.pdf.length,
          createdAt: expect.any(Object),
        },
      });
      const row = await storedRow(body.file.id);
      expect(row).toMatchObject({
        clientId: world.accounts.norte.id,
        companyId,
        mimeType: 'application/pdf',
        uploadedBy: world.people.ADMIN.id,
      });
      expectStoredKey(row.storageKey, 'pdf');
      expect(row.storageKey.startsWith(`clients/${world.accounts.norte.id}/companies/${companyId}/`)).toBe(true);
      expect(new Uint8Array(readFileSync(path.join(world.storageRoot, row.storageKey)))).toEqual(samples.pdf);
      const logs = await world.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.action, 'file.upload'), eq(activityLogs.entityId, row.id)));
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({
        clientId: world.accounts.norte.id,
        userId: world.people.ADMIN.id,
        actionDetails: `Enviou o arquivo 'Alvará de Funcionamento.pdf' ao repositório da empresa 'Padaria Norte' (ID ${companyId})`,
      });
    });

    it.each([
      ['laudo.pdf', samples.pdf, 'application/pdf'],
      ['foto.JPG', samples.jpeg, 'image/jpeg'],
      ['planta.png', samples.png, 'image/png'],
      ['memorial.docx', samples.docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['taxas.xlsx', samples.xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['ata.odt', samples.odt, 'application/vnd.oasis.opendocument.text'],
      ['antigo.xls', samples.xls, 'application/vnd.ms-excel'],
      ['lista.csv', samples.csvLatin1, 'text/csv; charset=windows-1252'],
    ])('accepts %s by its content', async (name, bytes, mimeType) => {
      const file = await uploaded(name, bytes);
      expect(file.type).toBe(name.split('.').pop()?.toLowerCase());
      expect((await storedRow(file.id)).mimeType).toBe(mimeType);
    });

    it.each([
      ['programa.pdf', samples.exe, 'O conteúdo do arquivo não corresponde à extensão .pdf.'],
      ['pagina.pdf', samples.html, 'O conteúdo do arquivo não corresponde à extensão .pdf.'],
      ['foto.jpg', samples.png, 'O conteúdo do arquivo não corresponde à extensão .jpg.'],
      ['planilha.xlsx', samples.xlsm, clientFileTexts.macros],
      ['programa.exe', samples.exe, clientFileTexts.unsupported],
      ['desenho.svg', samples.svg, clientFileTexts.unsupported],
      ['pagina.html', samples.html, clientFileTexts.unsupported],
      ['sem-extensao', samples.pdf, clientFileTexts.unsupported],
    ])('refuses %s (415) and stores nothing', async (name, bytes, message) => {
      const before = storedFiles().length;
      await expectError(await upload(admin(), name, bytes), 415, message);
      expect(await countRows(world.db, files)).toBe(0);
      expect(storedFiles()).toHaveLength(before);
    });

    it.each([
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['<script>alert(1)</script>.pdf', 'script.pdf'],
      ['rel\u0001at\u007fório\u202e.pdf', 'relatório.pdf'],
      [`${'Licença '.repeat(40)}.pdf`, `${'Licença '.repeat(40).slice(0, 176).trimEnd()}.pdf`],
    ])('keeps a sanitised name for %j and a key that never comes from it', async (raw, expected) => {
      const file = await uploaded(raw);
      expect(file.name).toBe(expected);
      expect(Array.from(file.name).length).toBeLessThanOrEqual(180);
      expectStoredKey((await storedRow(file.id)).storageKey, 'pdf');
      expect(existsSync('/etc/passwd.pdf')).toBe(false);
    });

    it('asks for the file and its type (400)', async () => {
      const noFile = await world.app.request(
        clientFilePaths.repository(companyId),
        multipart(admin(), null, { file_type: 'document' }),
      );
      await expectError(noFile, 400, 'Escolha um arquivo para enviar.');
      await expectError(await upload(admin(), 'a.pdf', samples.pdf, null), 400, clientFileTexts.fileTypeRequired);
      await expectError(await upload(admin(), 'a.pdf', samples.pdf, 'logo'), 400, clientFileTexts.fileTypeInvalid);
      await expectError(await upload(admin(), 'a.pdf', new Uint8Array()), 400, 'O arquivo está vazio.');
      const json = await world.app.request(
        clientFilePaths.repository(companyId),
        send('POST', admin(), { file: 'a.pdf', file_type: 'document' }),
      );
      await expectError(json, 400, 'Escolha um arquivo para enviar.');
      const textField = await world.app.request(
        clientFilePaths.repository(companyId),
        (() => {
          const form = new FormData();
          form.set('file', 'não é um arquivo');
          form.set('file_type', 'document');
          return { method: 'POST', headers: { Authorization: `Bearer ${admin()}` }, body: form };
        })(),
      );
      await expectError(textField, 400, 'Escolha um arquivo para enviar.');
      expect(await countRows(world.db, files)).toBe(0);
    });

    it('refuses a file over the size setting (413) and takes one at the limit', async () => {
      const atLimit = new Uint8Array(uploadMaxBytes);
      atLimit.set(samples.pdf);
      expect((await upload(admin(), 'limite.pdf', atLimit)).status).toBe(201);
      const over = new Uint8Array(uploadMaxBytes + 1);
      over.set(samples.pdf);
      const refused = await upload(admin(), 'grande.pdf', over);
      await expectError(refused, 413, 'Arquivo maior que 4 KB.');
      expect(refused.headers.get('Connection')).toBe('close');
      // A body far past the limit is cut off while it is read; the rest is never read, so the connection closes.
      const huge = new Uint8Array(200 * 1024);
      huge.set(samples.pdf);
      const cutOff = await upload(admin(), 'enorme.pdf', huge);
      await expectError(cutOff, 413, 'Arquivo maior que 4 KB.');
      expect(cutOff.headers.get('Connection')).toBe('close');
      expect(await countRows(world.db, files)).toBe(1);
    });

    const allowed: AccessRole[] = [brand.roleCode, 'EDITOR', 'ADMIN'];
    it.each(allowed)('lets %s upload', async (role) => {
      expect((await upload(world.tokens[role], 'a.pdf', samples.pdf)).status).toBe(201);
    });

    it.each(['PARTNER', 'PROVIDER', 'BUSINESS', 'AFFINITY'] as const)(
      'refuses %s (route roles of the documents screen)',
      async (role) => {
        await expectError(await upload(world.tokens[role], 'a.pdf', samples.pdf), 403, authTexts.forbiddenDescription);
      },
    );

    it('needs a valid token and a client', async () => {
      await expectError(await upload(null, 'a.pdf', samples.pdf), 401, 'Sessão inválida ou expirada. Entre novamente.');
      await expectError(
        await upload(tampered(admin()), 'a.pdf', samples.pdf),
        401,
        'Sessão inválida ou expirada. Entre novamente.',
      );
      await expectError(await upload(world.staffWithoutClient, 'a.pdf', samples.pdf), 403, clientAreaTexts.noClient);
      expect(await countRows(world.db, files)).toBe(0);
    });

    it('lets a USER with UPDATE_LICENSES upload to an assigned company only', async () => {
      const assigned = await world.userWith(['UPDATE_LICENSES'], [companyId]);
      expect((await upload(assigned.token, 'a.pdf', samples.pdf)).status).toBe(201);
      const withoutCode = await world.userWith(['GET_FILES', 'DELETE_FILES', 'GET_LICENSES'], [companyId]);
      await expectError(await upload(withoutCode.token, 'a.pdf', samples.pdf), 403, clientAreaTexts.missingPermission);
      await expectError(await upload(world.tokens.USER, 'a.pdf', samples.pdf), 404, 'Empresa não encontrada.');
      await expectError(
        await upload(assigned.token, 'a.pdf', samples.pdf, 'document', otherCompanyId),
        404,
        'Empresa não encontrada.',
      );
      expect(await countRows(world.db, files)).toBe(1);
    });

    it('answers 404 for another account’s company, both ways', async () => {
      await expectError(
        await upload(admin(), 'a.pdf', samples.pdf, 'document', foreignCompanyId),
        404,
        'Empresa não encontrada.',
      );
      await expectError(await upload(world.foreignAdmin.token, 'a.pdf', samples.pdf), 404, 'Empresa não encontrada.');
      await expectError(
        await upload(admin(), 'a.pdf', samples.pdf, 'document', 99_999_999_999),
        404,
        'Empresa não encontrada.',
      );
      expect(await countRows(world.db, files)).toBe(0);
    });
  });

  describe('list (GET repository)', () => {
    const list = (token: string | null, query = '', company = companyId) =>
      world.app.request(`${clientFilePaths.repository(company)}${query}`, send('GET', token));

    it('lists documents, protocols and fees in name order', async () => {
      await uploaded('Taxa paga.pdf', samples.pdf, 'fee');
      await uploaded('alvará.pdf', samples.pdf, 'document');
      await uploaded('Bombeiros.png', samples.png, 'protocol');
      await uploaded('Outra empresa.pdf', samples.pdf, 'document', otherCompanyId);
      const response = await list(admin());
      expect(response.status).toBe(200);
      const body = repositoryListResponse.parse(await response.json());
      expect(body.total).toBe(3);
      expect(body.pages_in_range).toBe(1);
      expect(body.items.map((item) => [item.name, item.type, item.file_type])).toEqual([
        ['Bombeiros.png', 'png', 'protocol'],
        ['Taxa paga.pdf', 'pdf', 'fee'],
        ['alvará.pdf', 'pdf', 'document'],
      ]);
    });

    it('searches (accents ignored), filters by file_type and pages', async () => {
      await uploaded('Alvará sanitário.pdf');
      await uploaded('Alvara bombeiros.pdf', samples.pdf, 'protocol');
      await uploaded('Taxa.pdf', samples.pdf, 'fee');
      const search = repositoryListResponse.parse(await (await list(admin(), '?search=ALVARA')).json());
      expect(search.items.map((item) => item.name)).toEqual(['Alvara bombeiros.pdf', 'Alvará sanitário.pdf']);
      const fees = repositoryListResponse.parse(await (await list(admin(), '?file_type=fee')).json());
      expect(fees.items.map((item) => item.name)).toEqual(['Taxa.pdf']);
      const second = repositoryListResponse.parse(await (await list(admin(), '?limit=2&page=1')).json());
      expect(second).toMatchObject({ total: 3, pages_in_range: 2 });
      expect(second.items.map((item) => item.name)).toEqual(['Taxa.pdf']);
      await expectError(await list(admin(), '?file_type=logo'), 400, clientFileTexts.fileTypeInvalid);
      await expectError(await list(admin(), '?page=-1'), 400, 'Página inválida');
    });

    it('follows the roles, GET_FILES and the tenant', async () => {
      await uploaded('a.pdf');
      for (const role of [brand.roleCode, 'EDITOR', 'ADMIN'] as const) {
        expect((await list(world.tokens[role])).status).toBe(200);
      }
      for (const role of ['PARTNER', 'PROVIDER', 'BUSINESS', 'AFFINITY'] as const) {
        await expectError(await list(world.tokens[role]), 403, authTexts.forbiddenDescription);
      }
      await expectError(await list(null), 401, 'Sessão inválida ou expirada. Entre novamente.');
      const reader = await world.userWith(['GET_FILES'], [companyId]);
      expect(repositoryListResponse.parse(await (await list(reader.token)).json()).total).toBe(1);
      const noRead = await world.userWith(['UPDATE_LICENSES', 'DELETE_FILES'], [companyId]);
      await expectError(await list(noRead.token), 403, clientAreaTexts.missingPermission);
      await expectError(await list(reader.token, '', otherCompanyId), 404, 'Empresa não encontrada.');
      await expectError(await list(admin(), '', foreignCompanyId), 404, 'Empresa não encontrada.');
      await expectError(await list(world.foreignAdmin.token), 404, 'Empresa não encontrada.');
      await expectError(await list(admin(), '', 'abc' as unknown as number), 400, 'ID inválido.');
    });
  });

  describe('temporary link (GET repository/{fileId})', () => {
    const link = (token: string | null, fileId: number, company = companyId) =>
      world.app.request(clientFilePaths.repositoryFile(company, fileId), send('GET', token));

    it('signs a five-minute link that serves the bytes without a bearer token', async () => {
      const file = await uploaded('Alvará (cópia).pdf');
      const response = await link(admin(), file.id);
      expect(response.status).toBe(200);
      const body = fileLinkResponse.parse(await response.json());
      expect(body.url).toMatch(/^\/api\/v1\/files\/signed\/\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
      expect(body.expiresAt).toBe('2026-03-02T12:05:00.000Z');

      const served = await world.app.request(body.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('Content-Type')).toBe('application/pdf');
      expect(served.headers.get('Content-Disposition')).toBe(
        'inline; filename="Alvara (copia).pdf"; filename*=UTF-8\'\'Alvar%C3%A1%20%28c%C3%B3pia%29.pdf',
      );
      expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(served.headers.get('Cache-Control')).toBe('private, no-store');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(samples.pdf);
    });

    it('has office and text files downloaded rather than shown', async () => {
      const docx = await uploaded('memorial.docx', samples.docx);
      const csv = await uploaded('lista.csv', samples.csv);
      for (const [file, type] of [
        [docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        [csv, 'text/csv; charset=utf-8'],
      ] as const) {
        const { url } = fileLinkResponse.parse(await (await link(admin(), file.id)).json());
        const served = await world.app.request(url);
        expect(served.headers.get('Content-Type')).toBe(type);
        expect(served.headers.get('Content-Disposition')).toMatch(/^attachment; /);
      }
    });

    it('stops working after five minutes (410) and when tampered with (403)', async () => {
      const file = await uploaded('a.pdf');
      const { url } = fileLinkResponse.parse(await (await link(admin(), file.id)).json());
      clock = new Date(start.getTime() + 299_000);
      expect((await world.app.request(url)).status).toBe(200);
      clock = new Date(start.getTime() + 300_000);
      await expectError(await world.app.request(url), 410, clientFileTexts.linkExpired);

      clock = start;
      const other = await uploaded('b.pdf');
      const token = url.split('/').pop() ?? '';
      const [, expiry, mac] = token.split('.');
      for (const forged of [`${other.id}.${expiry}.${mac}`, `${file.id}.${Number(expiry) + 600}.${mac}`, 'x']) {
        await expectError(
          await world.app.request(clientFilePaths.signedFile(forged)),
          403,
          clientFileTexts.linkInvalid,
        );
      }
    });

    it('answers 404 once the file is gone', async () => {
      const file = await uploaded('a.pdf');
      const { url } = fileLinkResponse.parse(await (await link(admin(), file.id)).json());
      await world.db.delete(files).where(eq(files.id, file.id));
      await expectError(await world.app.request(url), 404, clientFileTexts.fileNotFound);
    });

    it('follows the roles, GET_FILES and the tenant', async () => {
      const file = await uploaded('a.pdf');
      const otherFile = await uploaded('b.pdf', samples.pdf, 'document', otherCompanyId);
      for (const role of [brand.roleCode, 'EDITOR', 'ADMIN'] as const) {
        expect((await link(world.tokens[role], file.id)).status).toBe(200);
      }
      for (const role of ['PARTNER', 'PROVIDER', 'BUSINESS', 'AFFINITY'] as const) {
        await expectError(await link(world.tokens[role], file.id), 403, authTexts.forbiddenDescription);
      }
      await expectError(await link(null, file.id), 401, 'Sessão inválida ou expirada. Entre novamente.');
      const reader = await world.userWith(['GET_FILES'], [companyId]);
      expect((await link(reader.token, file.id)).status).toBe(200);
      const noRead = await world.userWith(['DELETE_FILES'], [companyId]);
      await expectError(await link(noRead.token, file.id), 403, clientAreaTexts.missingPermission);
      // A file of another company, asked for through this one, is not found.
      await expectError(await link(admin(), otherFile.id), 404, clientFileTexts.fileNotFound);
      await expectError(await link(reader.token, otherFile.id, otherCompanyId), 404, 'Empresa não encontrada.');
      await expectError(await link(world.foreignAdmin.token, file.id), 404, 'Empresa não encontrada.');
      await expectError(await link(admin(), 99_999_999_999), 404, clientFileTexts.fileNotFound);
    });
  });

  describe('delete (DELETE repository/{fileId})', () => {
    const remove = (token: string | null, fileId: number, company = companyId) =>
      world.app.request(clientFilePaths.repositoryFile(company, fileId), send('DELETE', token));

    it('removes the row, its licence links and the bytes, with a log entry', async () => {
      const cnae = await ensureTestCnae(world.db, '4721-1/02');
      const licenseId = await insertTestLicense(world.db, 'Alvará sanitário', [cnae]);
      const { establishmentIds } = await insertTestCompany(world.db, world.accounts.norte.id, {
        name: 'Mercado Norte',
        establishments: [{ cnpj: '44555666000154', cnaeIds: [cnae] }],
      });
      const [license] = await world.db
        .insert(companyLicenses)
        .values({
          clientId: world.accounts.norte.id,
          companyId,
          establishmentId: establishmentIds[0] ?? 0,
          cnaeId: cnae,
          licenseId,
        })
        .returning({ id: companyLicenses.id });
      const file = await uploaded('Alvará.pdf');
      await world.db
        .insert(companyLicenseFiles)
        .values({ companyLicenseId: license?.id ?? 0, fileId: file.id, kind: 'document' });
      const key = (await storedRow(file.id)).storageKey;

      const response = await remove(admin(), file.id);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: 'Documento excluído' });
      expect(await countRows(world.db, files)).toBe(0);
      expect(await countRows(world.db, companyLicenseFiles)).toBe(0);
      expect(existsSync(path.join(world.storageRoot, key))).toBe(false);
      const logs = await world.db.select().from(activityLogs).where(eq(activityLogs.action, 'file.delete'));
      expect(logs.map((log) => log.actionDetails)).toContain(
        `Excluiu o arquivo 'Alvará.pdf' da empresa 'Padaria Norte' (ID ${companyId})`,
      );
      await expectError(await remove(admin(), file.id), 404, clientFileTexts.fileNotFound);
    });

    it('follows the roles, DELETE_FILES and the tenant', async () => {
      const file = await uploaded('a.pdf');
      const otherFile = await uploaded('b.pdf', samples.pdf, 'document', otherCompanyId);
      for (const role of ['PARTNER', 'PROVIDER', 'BUSINESS', 'AFFINITY'] as const) {
        await expectError(await remove(world.tokens[role], file.id), 403, authTexts.forbiddenDescription);
      }
      await expectError(await remove(null, file.id), 401, 'Sessão inválida ou expirada. Entre novamente.');
      const reader = await world.userWith(['GET_FILES', 'UPDATE_LICENSES'], [companyId]);
      await expectError(await remove(reader.token, file.id), 403, clientAreaTexts.missingPermission);
      const deleter = await world.userWith(['DELETE_FILES'], [companyId]);
      await expectError(await remove(deleter.token, otherFile.id, otherCompanyId), 404, 'Empresa não encontrada.');
      await expectError(await remove(admin(), otherFile.id), 404, clientFileTexts.fileNotFound);
      await expectError(await remove(world.foreignAdmin.token, file.id), 404, 'Empresa não encontrada.');
      expect(await countRows(world.db, files)).toBe(2);
      expect((await remove(deleter.token, file.id)).status).toBe(200);
      for (const role of [brand.roleCode, 'EDITOR'] as const) {
        const again = await uploaded(`${role}.pdf`);
        expect((await remove(world.tokens[role], again.id)).status).toBe(200);
      }
      expect(await countRows(world.db, files)).toBe(1);
    });
  });

  describe('body limits of the whole API', () => {
    it('lets multipart bodies past the JSON limit reach the upload routes, within an outer bound', async () => {
      // Over 1 MB (the JSON limit) but within the repository setting of a bigger world: the route decides.
      const bigWorld = createTestApp(world.db, {
        uploadMaxBytes: 3 * 1024 * 1024,
        storage: createLocalStorage(world.storageRoot),
      });
      const big = new Uint8Array(2 * 1024 * 1024);
      big.set(samples.pdf);
      const accepted = await bigWorld.request(
        clientFilePaths.repository(companyId),
        multipart(admin(), { name: 'grande.pdf', bytes: big }, { file_type: 'document' }),
      );
      expect(accepted.status).toBe(201);
      // Any route: a multipart body past the largest upload (here the import's 5 MB) is cut off.
      const huge = new Uint8Array(5 * 1024 * 1024 + 100 * 1024);
      const multipartAnswer = await world.app.request(
        '/api/v1/system/user/login',
        multipart(null, { name: 'x.pdf', bytes: huge }),
      );
      await expectError(multipartAnswer, 413, 'Arquivo maior que 5 MB.');
      expect(multipartAnswer.headers.get('Connection')).toBe('close');
      const json = await world.app.request(
        '/api/v1/system/user/login',
        send('POST', null, { email: 'a@b.c', password: 'x'.repeat(1024 * 1024) }),
      );
      await expectError(json, 413, 'Corpo da requisição grande demais.');
      expect(json.headers.get('Connection')).toBe('close');
    });
  });

  describe('on S3-compatible storage', () => {
    it('uploads to the bucket and links to a presigned URL the store honours', async () => {
      const settings = {
        kind: 's3' as const,
        region: 'sa-east-1',
        bucket: 'conforma',
        accessKeyId: 'AKIATESTE',
        secretAccessKey: 'segredo-de-teste',
        forcePathStyle: true,
      };
      const fake = await startFakeS3(settings, { now: () => clock });
      try {
        const app = createTestApp(world.db, {
          storage: createS3Storage({ ...settings, endpoint: fake.endpoint }),
          uploadMaxBytes,
          now: () => clock,
        });
        const response = await app.request(
          clientFilePaths.repository(companyId),
          multipart(admin(), { name: 'Licença.pdf', bytes: samples.pdf }, { file_type: 'document' }),
        );
        expect(response.status).toBe(201);
        const { file } = repositoryUploadResponse.parse(await response.json());
        const key = (await storedRow(file.id)).storageKey;
        expect(fake.objects.get(key)).toEqual({ bytes: samples.pdf, contentType: 'application/pdf' });

        const { url, expiresAt } = fileLinkResponse.parse(
          await (await app.request(clientFilePaths.repositoryFile(companyId, file.id), send('GET', admin()))).json(),
        );
        expect(url.startsWith(`${fake.endpoint}/conforma/${key}?`)).toBe(true);
        expect(expiresAt).toBe('2026-03-02T12:05:00.000Z');
        const served = await fetch(url);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('application/pdf');
        expect(served.headers.get('content-disposition')).toBe(
          'inline; filename="Licenca.pdf"; filename*=UTF-8\'\'Licen%C3%A7a.pdf',
        );
        expect(new Uint8Array(await served.arrayBuffer())).toEqual(samples.pdf);
        clock = new Date(start.getTime() + 301_000);
        expect((await fetch(url)).status).toBe(403);

        expect(
          (await app.request(clientFilePaths.repositoryFile(companyId, file.id), send('DELETE', admin()))).status,
        ).toBe(200);
        expect(fake.objects.has(key)).toBe(false);
      } finally {
        await fake.close();
      }
    });
  });
});
