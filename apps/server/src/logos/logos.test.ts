import { existsSync } from 'node:fs';
import path from 'node:path';
import { clientFilePaths, clientFileTexts, fileMessageResponse, logoUploadResponse } from '@product/api/contract';
import { type AccessRole, accessRoles, authTexts } from '@product/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientAreaTexts } from '../client-area/context';
import { activityLogs, companies, files } from '../db/schema';
import { expectError, send, tampered } from '../testing/accounts-world';
import { clientWorldOfSuite, countRows, insertFileCompanies } from '../testing/client-world';
import { databaseKinds } from '../testing/harness';
import { multipart, samples } from '../testing/sample-files';
import { logoMaxBytes } from './service';

const logoSrcPattern =
  /^\/api\/v1\/s3\/logos\/logo-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

describe.each(databaseKinds)('company logos on %s', (kind) => {
  const world = clientWorldOfSuite(kind);
  let companyId: number;
  let otherCompanyId: number;
  let foreignCompanyId: number;

  beforeAll(async () => {
    ({ companyId, otherCompanyId, foreignCompanyId } = await insertFileCompanies(world));
  });
  beforeEach(async () => {
    await world.db.update(companies).set({ logoKey: null });
  });

  const post = (token: string | null, name: string, bytes: Uint8Array, company = companyId) =>
    world.app.request(clientFilePaths.logo(company), multipart(token, { name, bytes }));
  const remove = (token: string | null, company = companyId) =>
    world.app.request(clientFilePaths.logo(company), send('DELETE', token));
  const logoKeyOf = async (company = companyId) => {
    const [row] = await world.db
      .select({ logoKey: companies.logoKey })
      .from(companies)
      .where(eq(companies.id, company));
    return row?.logoKey ?? null;
  };
  async function uploaded(name = 'logo.png', bytes: Uint8Array = samples.png, token = world.tokens.ADMIN) {
    const response = await post(token, name, bytes);
    expect(response.status).toBe(201);
    return logoUploadResponse.parse(await response.json());
  }
  const logsOf = (action: string) =>
    world.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, action), eq(activityLogs.entityId, companyId)));

  it('stores the logo, answers its public address and serves it without a token, cached for good', async () => {
    const filesBefore = await countRows(world.db, files);
    const body = await uploaded('Logo Padaria.png');
    expect(body.message).toBe('Logo cadastrada');
    expect(body.logoSrc).toMatch(logoSrcPattern);
    const key = await logoKeyOf();
    expect(body.logoSrc).toBe(`/api/v1/s3/logos/${key}`);
    expect(existsSync(path.join(world.storageRoot, key ?? 'x'))).toBe(true);
    // Logos stay out of the repository and its totals.
    expect(await countRows(world.db, files)).toBe(filesBefore);

    const image = await world.app.request(body.logoSrc);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(image.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(samples.png);
    expect((await logsOf('company.logo')).map((log) => log.actionDetails)).toContain(
      `Cadastrou a logo da empresa 'Padaria Norte' (ID ${companyId})`,
    );
  });

  it('takes JPEG, GIF and WEBP too, under keys of their own type', async () => {
    for (const [name, bytes, type] of [
      ['logo.jpeg', samples.jpeg, 'image/jpeg'],
      ['logo.gif', samples.gif, 'image/gif'],
      ['logo.webp', samples.webp, 'image/webp'],
    ] as const) {
      const { logoSrc } = await uploaded(name, bytes);
      expect(logoSrc).toMatch(logoSrcPattern);
      expect((await world.app.request(logoSrc)).headers.get('Content-Type')).toBe(type);
    }
  });

  it('replaces a logo and deletes the old image', async () => {
    const first = await uploaded('a.png');
    const firstKey = await logoKeyOf();
    const second = await uploaded('b.jpg', samples.jpeg);
    expect(second.logoSrc).not.toBe(first.logoSrc);
    expect(existsSync(path.join(world.storageRoot, firstKey ?? 'x'))).toBe(false);
    await expectError(await world.app.request(first.logoSrc), 404, clientFileTexts.fileNotFound);
    expect((await world.app.request(second.logoSrc)).status).toBe(200);
    expect((await logsOf('company.logo')).map((log) => log.actionDetails)).toContain(
      `Trocou a logo da empresa 'Padaria Norte' (ID ${companyId})`,
    );
  });

  it.each([
    ['logo.svg', samples.svg, 'Envie a logo em PNG, JPEG, GIF ou WEBP (SVG não é aceito).'],
    ['logo.pdf', samples.pdf, 'Envie a logo em PNG, JPEG, GIF ou WEBP (SVG não é aceito).'],
    ['logo.png', samples.svg, 'O conteúdo do arquivo não corresponde à extensão .png.'],
    ['logo.jpg', samples.exe, 'O conteúdo do arquivo não corresponde à extensão .jpg.'],
  ])('refuses %s (415)', async (name, bytes, message) => {
    await expectError(await post(world.tokens.ADMIN, name, bytes), 415, message);
    expect(await logoKeyOf()).toBeNull();
  });

  it('refuses a logo over 2 MB (413) and takes one of exactly 2 MB', async () => {
    const over = new Uint8Array(logoMaxBytes + 1);
    over.set(samples.png);
    const refused = await post(world.tokens.ADMIN, 'grande.png', over);
    await expectError(refused, 413, 'Arquivo maior que 2 MB.');
    expect(refused.headers.get('Connection')).toBe('close');
    expect(await logoKeyOf()).toBeNull();
    const exact = new Uint8Array(logoMaxBytes);
    exact.set(samples.png);
    expect((await post(world.tokens.ADMIN, 'limite.png', exact)).status).toBe(201);
  });

  it('asks for a file (400)', async () => {
    await expectError(
      await world.app.request(clientFilePaths.logo(companyId), multipart(world.tokens.ADMIN, null, { logo: 'x' })),
      400,
      'Escolha um arquivo para enviar.',
    );
    await expectError(await post(world.tokens.ADMIN, 'vazio.png', new Uint8Array()), 400, 'O arquivo está vazio.');
  });

  it('deletes the logo and its image, then says there is none', async () => {
    const { logoSrc } = await uploaded();
    const key = await logoKeyOf();
    const response = await remove(world.tokens.ADMIN);
    expect(response.status).toBe(200);
    expect(fileMessageResponse.parse(await response.json())).toEqual({ message: 'Logo excluida' });
    expect(await logoKeyOf()).toBeNull();
    expect(existsSync(path.join(world.storageRoot, key ?? 'x'))).toBe(false);
    await expectError(await world.app.request(logoSrc), 404, clientFileTexts.fileNotFound);
    expect((await logsOf('company.logo_delete')).map((log) => log.actionDetails)).toContain(
      `Excluiu a logo da empresa 'Padaria Norte' (ID ${companyId})`,
    );
    await expectError(await remove(world.tokens.ADMIN), 404, 'Esta empresa não tem logo.');
  });

  it('serves only keys shaped like a logo’s', async () => {
    await uploaded();
    const repositoryKey = 'clients/1/companies/1/00000000-0000-4000-8000-000000000000.pdf';
    for (const key of [
      encodeURIComponent('../jwt-secret'),
      encodeURIComponent(repositoryKey),
      'logo-nao-uuid.png',
      'logo-00000000-0000-4000-8000-000000000000.svg',
      'logo-00000000-0000-4000-8000-000000000000.png',
    ]) {
      await expectError(await world.app.request(`/api/v1/s3/logos/${key}`), 404, clientFileTexts.fileNotFound);
    }
  });

  describe('who may change a logo', () => {
    // The company's Dados route is open to every role; UPDATE_COMPANY decides for a USER.
    const allowed = accessRoles.filter((role) => role !== 'AFFINITY' && role !== 'USER') as AccessRole[];

    it.each(allowed)('lets %s upload and delete', async (role) => {
      await uploaded('logo.png', samples.png, world.tokens[role]);
      expect((await remove(world.tokens[role])).status).toBe(200);
    });

    it('refuses AFFINITY outside its group, a missing or tampered token and staff without a client', async () => {
      for (const [token, status, message] of [
        [world.tokens.AFFINITY, 403, authTexts.forbiddenDescription],
        [null, 401, 'Sessão inválida ou expirada. Entre novamente.'],
        [tampered(world.tokens.ADMIN), 401, 'Sessão inválida ou expirada. Entre novamente.'],
        [world.staffWithoutClient, 403, clientAreaTexts.noClient],
      ] as const) {
        await expectError(await post(token, 'logo.png', samples.png), status, message);
        await expectError(await remove(token), status, message);
      }
      expect(await logoKeyOf()).toBeNull();
    });

    it('lets AFFINITY change a logo inside its own group', async () => {
      const response = await post(world.affinityInSul, 'logo.png', samples.png, foreignCompanyId);
      expect(response.status).toBe(201);
      expect((await remove(world.affinityInSul, foreignCompanyId)).status).toBe(200);
    });

    it('needs UPDATE_COMPANY and an assigned company for a USER', async () => {
      const editor = await world.userWith(['UPDATE_COMPANY'], [companyId]);
      await uploaded('logo.png', samples.png, editor.token);
      const reader = await world.userWith(['GET_COMPANY', 'GET_FILES', 'UPDATE_LICENSES'], [companyId]);
      await expectError(await post(reader.token, 'logo.png', samples.png), 403, clientAreaTexts.missingPermission);
      await expectError(await remove(reader.token), 403, clientAreaTexts.missingPermission);
      await expectError(
        await post(editor.token, 'logo.png', samples.png, otherCompanyId),
        404,
        'Empresa não encontrada.',
      );
      await expectError(await post(world.tokens.USER, 'logo.png', samples.png), 404, 'Empresa não encontrada.');
      expect((await remove(editor.token)).status).toBe(200);
    });

    it('answers 404 for another account’s company, both ways', async () => {
      await expectError(
        await post(world.tokens.ADMIN, 'logo.png', samples.png, foreignCompanyId),
        404,
        'Empresa não encontrada.',
      );
      await expectError(await remove(world.tokens.ADMIN, foreignCompanyId), 404, 'Empresa não encontrada.');
      await expectError(await post(world.foreignAdmin.token, 'logo.png', samples.png), 404, 'Empresa não encontrada.');
      await expectError(await remove(world.foreignAdmin.token), 404, 'Empresa não encontrada.');
      expect(await logoKeyOf(foreignCompanyId)).toBeNull();
    });
  });
});
