// Test support, long on purpose: one valid request per operation of the contract for the access
// matrix, in the contract's order, so a missing operation shows up as a missing row.
import {
  accountPaths,
  adminUserPaths,
  apiPaths,
  calendarPaths,
  clientFilePaths,
  clientLogPaths,
  clientUserPaths,
  cnaePaths,
  companyCnpjPaths,
  companyImportPaths,
  companyLicensePaths,
  companyPaths,
  dashboardPaths,
  fileLinkResponse,
  groupPaths,
  healthPath,
  licensePaths,
  logoutPath,
  notificationPaths,
  passwordResetPaths,
  profilePath,
  repositoryUploadResponse,
  secondFactorPaths,
  signupPath,
  tagPaths,
} from '@product/api/contract';
import { type ApiOperation, docsPath } from '@product/api/contract/operations';
import { eq } from 'drizzle-orm';
import { cnaes, companyLicenses, importJobRows, importJobs, tags } from '../db/schema';
import { insertTestLicense } from './client-world';
import { insertAccount } from './harness';
import {
  type Caller,
  fileForm,
  type MatrixRequest,
  type MatrixWorld,
  matrixPassword,
  type PreparedRequest,
  type Recipe,
  tenantMarker,
  totpCode,
} from './matrix-world';
import { samples } from './sample-files';

/**
 * For every operation of the contract, a request that succeeds for a caller
 * the declaration lets in: ids of objects that exist, a valid body and query.
 * A request that changes or deletes something gets objects of its own, so no
 * row of the matrix spoils another. Keyed by `method path` as the contract
 * writes it; an operation without a recipe fails the matrix.
 */
export const recipes: Readonly<Record<string, Recipe>> = {
  // ------------------------------------------------------------ public and my account
  [`post ${apiPaths.login}`]: async (world) => {
    const someone = await world.person('ADMIN', world.norte.id);
    return send(apiPaths.login, { username: someone.email, password: matrixPassword });
  },
  // The second step and the passkey sign-in: a person of each row with the app or a passkey, a real code or signature.
  [`post ${secondFactorPaths.verify}`]: async (world) => {
    await world.forgetRateLimits();
    const someone = await world.person('ADMIN', world.norte.id);
    const secret = await world.giveTotp(someone.id);
    const mfa_token = await world.mfaToken(someone.id, 'verify');
    return { build: () => ({ path: secondFactorPaths.verify, json: { mfa_token, code: totpCode(secret) } }) };
  },
  [`post ${secondFactorPaths.passkeyOptions}`]: async (world) => {
    await world.forgetRateLimits();
    return at(secondFactorPaths.passkeyOptions);
  },
  [`post ${secondFactorPaths.passkeyLogin}`]: async (world) => {
    await world.forgetRateLimits();
    const credential = await world.passkeySignIn(await world.person('ADMIN', world.norte.id));
    return send(secondFactorPaths.passkeyLogin, { credential });
  },
  // The set-up the policy asks for: people of an account that requires it, with no factor yet.
  [`post ${secondFactorPaths.setupTotp}`]: async (world) => {
    const someone = await world.person('ADMIN', world.strictAccount);
    return send(secondFactorPaths.setupTotp, { mfa_token: await world.mfaToken(someone.id, 'setup') });
  },
  [`post ${secondFactorPaths.setupTotpConfirm}`]: async (world) => {
    await world.forgetRateLimits();
    const someone = await world.person('ADMIN', world.strictAccount);
    const secret = await world.startTotp(someone.id);
    const mfa_token = await world.mfaToken(someone.id, 'setup');
    return { build: () => ({ path: secondFactorPaths.setupTotpConfirm, json: { mfa_token, code: totpCode(secret) } }) };
  },
  [`post ${secondFactorPaths.setupPasskeyOptions}`]: async (world) => {
    const someone = await world.person('ADMIN', world.strictAccount);
    return send(secondFactorPaths.setupPasskeyOptions, { mfa_token: await world.mfaToken(someone.id, 'setup') });
  },
  [`post ${secondFactorPaths.setupPasskey}`]: async (world) => {
    const someone = await world.person('ADMIN', world.strictAccount);
    const mfa_token = await world.mfaToken(someone.id, 'setup');
    const credential = await world.passkeyRegistration(someone);
    return send(secondFactorPaths.setupPasskey, { mfa_token, name: 'Chave nova', credential });
  },
  [`post ${signupPath}`]: async (world) => {
    await world.forgetRateLimits();
    const n = world.next();
    return send(signupPath, {
      name: 'Pessoa Cadastrada',
      email: `cadastro${n}@novos.test`,
      password: matrixPassword,
      clientName: `Conta cadastrada ${n}`,
    });
  },
  [`post ${passwordResetPaths.request}`]: async (world) => {
    await world.forgetRateLimits();
    const someone = await world.person('ADMIN', world.norte.id);
    return send(passwordResetPaths.request, { username: someone.email });
  },
  [`post ${passwordResetPaths.confirm}`]: async (world) =>
    send(passwordResetPaths.confirm, {
      token: await world.resetLink(),
      password: 'senha-nova',
      passwordConfirmation: 'senha-nova',
    }),
  [`get ${docsPath}`]: async () => at(docsPath),
  [`get ${healthPath}`]: async () => at(healthPath),
  [`get ${calendarPaths.feed('{token}')}`]: async (world) => at(calendarPaths.feed(world.fixed.calendarToken)),
  [`get ${clientFilePaths.signedFile('{token}')}`]: async (world) => {
    const { company, fileId } = world.fixed;
    const link = fileLinkResponse.parse(await world.setup('GET', clientFilePaths.repositoryFile(company.id, fileId)));
    return at(new URL(link.url, 'http://localhost').pathname);
  },
  [`get ${clientFilePaths.logoImage('{key}')}`]: async (world) => at(clientFilePaths.logoImage(world.fixed.logoKey)),
  [`post ${logoutPath}`]: async () => at(logoutPath),
  [`get ${profilePath}`]: async () => at(profilePath),
  [`put ${profilePath}`]: async () => ({
    build: (caller) => ({
      path: profilePath,
      json: {
        name: 'Nome Alterado',
        email: caller?.email ?? 'ninguem@pessoas.test',
        systemRole: caller?.role ?? 'ADMIN',
        enabled: true,
      },
    }),
  }),
  [`delete ${profilePath}`]: async () => at(profilePath),
  // 'Segurança do acesso': the row's caller gets the factor the call changes.
  [`get ${secondFactorPaths.security}`]: async () => at(secondFactorPaths.security),
  [`post ${secondFactorPaths.totp}`]: async () => at(secondFactorPaths.totp),
  [`post ${secondFactorPaths.totpConfirm}`]: async (world) => ({
    build: async (caller) => {
      const secret = caller ? await world.startTotp(caller.id) : null;
      return { path: secondFactorPaths.totpConfirm, json: { code: secret ? totpCode(secret) : '123456' } };
    },
  }),
  [`delete ${secondFactorPaths.totp}`]: async (world) => ({
    build: async (caller) => {
      if (caller) await world.giveTotp(caller.id);
      return { path: secondFactorPaths.totp };
    },
  }),
  [`post ${secondFactorPaths.recoveryCodes}`]: async (world) => ({
    build: async (caller) => {
      if (caller) await world.giveTotp(caller.id);
      return { path: secondFactorPaths.recoveryCodes };
    },
  }),
  [`post ${secondFactorPaths.passkeyRegisterOptions}`]: async () => at(secondFactorPaths.passkeyRegisterOptions),
  [`post ${secondFactorPaths.passkeys}`]: async (world) => ({
    build: async (caller) => {
      const person = caller ?? (await world.person('ADMIN', world.norte.id));
      const credential = await world.passkeyRegistration(person);
      return { path: secondFactorPaths.passkeys, json: { name: 'Notebook', credential } };
    },
  }),
  [`delete ${secondFactorPaths.passkey('{id}')}`]: async (world) => ({
    build: async (caller) => {
      const owner = caller ?? (await world.person('ADMIN', world.norte.id));
      return { path: secondFactorPaths.passkey(await world.insertPasskey(owner.id)) };
    },
  }),

  // ------------------------------------------------------------ admin area
  [`get ${accountPaths.list}`]: async () => at(accountPaths.list),
  [`post ${accountPaths.list}`]: async (world) =>
    send(accountPaths.list, { name: `Conta ${world.next()}`, type: 'CLIENT' }),
  [`get ${accountPaths.item('{id}')}`]: async (world) => at(accountPaths.item(world.norte.id)),
  [`put ${accountPaths.item('{id}')}`]: async (world) =>
    send(accountPaths.item(await account(world)), {
      name: `Conta alterada ${world.next()}`,
      type: 'CLIENT',
      enabled: true,
    }),
  [`delete ${accountPaths.item('{id}')}`]: async (world) => at(accountPaths.item(await account(world))),
  [`post ${accountPaths.enter('{id}')}`]: async (world) => at(accountPaths.enter(world.norte.id)),
  [`get ${groupPaths.list}`]: async () => at(groupPaths.list),
  [`get ${groupPaths.kpi('{groupId}')}`]: async (world) => at(groupPaths.kpi(world.norte.groupId)),
  [`get ${cnaePaths.list}`]: async () => at(cnaePaths.list),
  [`post ${cnaePaths.list}`]: async (world) =>
    send(cnaePaths.list, {
      codeClass: cnaeCode(world.next()),
      codeDescription: 'Atividade nova',
      registrationLevel: 'low_level',
    }),
  [`get ${cnaePaths.one('{id}')}`]: async (world) => at(cnaePaths.one(world.fixed.cnaeId)),
  [`put ${cnaePaths.one('{id}')}`]: async (world) => {
    const { id, codeClass } = await cnae(world);
    return send(cnaePaths.one(id), {
      codeClass,
      codeDescription: 'Atividade alterada',
      registrationLevel: 'medium_level',
    });
  },
  [`delete ${cnaePaths.one('{id}')}`]: async (world) => at(cnaePaths.one((await cnae(world)).id)),
  [`get ${licensePaths.list}`]: async () => at(licensePaths.list),
  [`post ${licensePaths.list}`]: async (world) => send(licensePaths.list, licenseBody(world.next())),
  [`get ${licensePaths.one('{id}')}`]: async (world) => at(licensePaths.one(world.fixed.licenseId)),
  [`put ${licensePaths.one('{id}')}`]: async (world) => {
    const n = world.next();
    const id = await insertTestLicense(world.db, `Licença ${n} ${tenantMarker}`, []);
    return send(licensePaths.one(id), licenseBody(n));
  },
  [`delete ${licensePaths.one('{id}')}`]: async (world) =>
    at(licensePaths.one(await insertTestLicense(world.db, `Licença ${world.next()}`, []))),
  [`get ${adminUserPaths.list}`]: async () => at(adminUserPaths.list),
  [`post ${adminUserPaths.list}`]: async (world) =>
    send(adminUserPaths.list, {
      name: 'Pessoa da Equipe',
      email: `equipe${world.next()}@pessoas.test`,
      password: 'senha-nova',
      systemRole: 'EDITOR',
    }),
  [`get ${adminUserPaths.one('{id}')}`]: async (world) => at(adminUserPaths.one(world.base.people.EDITOR.id)),
  [`patch ${adminUserPaths.one('{id}')}`]: async (world) => {
    const target = await world.person('EDITOR', world.homes.EDITOR);
    return send(adminUserPaths.one(target.id), {
      name: 'Editor Alterado',
      email: target.email,
      systemRole: 'EDITOR',
      enabled: true,
    });
  },
  [`delete ${adminUserPaths.one('{id}')}`]: async (world) =>
    at(adminUserPaths.one((await world.person('EDITOR', world.homes.EDITOR)).id)),
  [`post ${secondFactorPaths.adminReset('{id}')}`]: async (world) => {
    const target = await world.person('EDITOR', world.homes.EDITOR);
    await world.giveTotp(target.id);
    return at(secondFactorPaths.adminReset(target.id));
  },

  // ------------------------------------------------------------ client area
  [`get ${dashboardPaths.kpis}`]: async () => at(dashboardPaths.kpis),
  [`get ${dashboardPaths.place}`]: async () => at(`${dashboardPaths.place}?latitude=-19.9102&longitude=-43.9266`),
  [`get ${calendarPaths.settings}`]: async () => at(calendarPaths.settings),
  [`post ${calendarPaths.settings}`]: async () => at(calendarPaths.settings),
  [`get ${notificationPaths.list}`]: async () => at(notificationPaths.list),
  [`put ${notificationPaths.list}`]: async () => at(notificationPaths.list),
  [`put ${notificationPaths.one('{id}')}`]: async (world) => at(notificationPaths.one(world.fixed.notificationId)),
  [`get ${companyPaths.list}`]: async () => at(companyPaths.list),
  [`post ${companyPaths.list}`]: async (world) =>
    send(companyPaths.list, { cnpj: world.cnpj(newRoot(world)), companyEnabled: true }),
  [`get ${companyPaths.one('{id}')}`]: async (world) => ofCompany(world.fixed.company.id, companyPaths.one),
  [`put ${companyPaths.one('{id}')}`]: async (world) => {
    const { id } = await world.company();
    return {
      company: id,
      build: () => ({ path: companyPaths.one(id), json: { name: 'Empresa Renomeada', enabled: true } }),
    };
  },
  [`delete ${companyPaths.one('{id}')}`]: async (world) => ofCompany((await world.company()).id, companyPaths.one),
  [`post ${companyPaths.updateData('{id}')}`]: async (world) =>
    ofCompany((await world.company()).id, companyPaths.updateData),
  [`get ${companyPaths.lastUpdate('{id}')}`]: async (world) =>
    ofCompany(world.fixed.company.id, companyPaths.lastUpdate),
  [`get ${companyPaths.addresses('{id}')}`]: async (world) => ofCompany(world.fixed.company.id, companyPaths.addresses),
  [`get ${companyPaths.cnaes('{id}')}`]: async (world) => ofCompany(world.fixed.company.id, companyPaths.cnaes),
  [`get ${companyPaths.level('{id}')}`]: async (world) => ofCompany(world.fixed.company.id, companyPaths.level),
  [`post ${companyImportPaths.import}`]: async (world) => {
    const cnpj = world.cnpj(newRoot(world));
    return { build: () => ({ path: companyImportPaths.import, form: fileForm('empresas.csv', text(`${cnpj}\n`)) }) };
  },
  [`get ${companyImportPaths.jobs}`]: async () => at(companyImportPaths.jobs),
  [`get ${companyImportPaths.job('{id}')}`]: async (world) => ({
    build: async (caller) => ({ path: companyImportPaths.job(await importJob(world, caller)) }),
  }),
  [`post ${companyImportPaths.cancel('{id}')}`]: async (world) => ({
    build: async (caller) => ({ path: companyImportPaths.cancel(await importJob(world, caller)) }),
  }),
  [`get ${companyImportPaths.export}`]: async () => at(companyImportPaths.export),
  [`get ${companyImportPaths.exportXlsx}`]: async () => at(companyImportPaths.exportXlsx),
  [`get ${companyCnpjPaths.list('{id}')}`]: async (world) => ofCompany(world.fixed.company.id, companyCnpjPaths.list),
  [`post ${companyCnpjPaths.list('{id}')}`]: async (world) => {
    const { id, cnpjs } = await world.company();
    const branch = world.cnpj(Number((cnpjs[0] ?? '').slice(0, 8)), 2);
    return { company: id, build: () => ({ path: companyCnpjPaths.list(id), json: { cnpj: branch } }) };
  },
  [`delete ${companyCnpjPaths.list('{id}')}`]: async (world) => {
    const { id, cnpjs } = await world.company(2);
    return { company: id, build: () => ({ path: companyCnpjPaths.list(id), json: { registrationCode: cnpjs[1] } }) };
  },
  [`get ${tagPaths.list}`]: async () => at(tagPaths.list),
  [`post ${tagPaths.list}`]: async (world) => send(tagPaths.list, { tag: `Tag ${world.next()}` }),
  [`put ${tagPaths.one('{id}')}`]: async (world) =>
    send(tagPaths.one(await tag(world)), { tag: `Tag renomeada ${world.next()}` }),
  [`delete ${tagPaths.one('{id}')}`]: async (world) => at(tagPaths.one(await tag(world))),
  [`put ${tagPaths.company('{id}')}`]: async (world) => {
    const { company, tagId } = world.fixed;
    return {
      company: company.id,
      build: () => ({ path: tagPaths.company(company.id), json: { tags: [{ id: tagId }] } }),
    };
  },
  [`get ${companyLicensePaths.list('{id}')}`]: async (world) =>
    ofCompany(world.fixed.company.id, companyLicensePaths.list),
  [`get ${companyLicensePaths.statuses('{id}')}`]: async (world) =>
    ofCompany(world.fixed.company.id, companyLicensePaths.statuses),
  [`get ${companyLicensePaths.one('{id}', '{licenseId}')}`]: async (world) => licenseRowRequest(world),
  [`put ${companyLicensePaths.one('{id}', '{licenseId}')}`]: async (world) => licenseRowRequest(world, licenseSave),
  [`post ${companyLicensePaths.one('{id}', '{licenseId}')}`]: async (world) => licenseRowRequest(world, licenseSave),
  [`post ${companyLicensePaths.reset('{id}', '{licenseId}')}`]: async (world) => {
    const { company, licenseRow } = world.fixed;
    return ofCompany(company.id, (id) => companyLicensePaths.reset(id, licenseRow));
  },
  [`get ${companyLicensePaths.file('{id}', '{licenseId}', '{fileId}')}`]: async (world) => {
    // A company of its own: a reset elsewhere in the matrix deletes the files only its row held.
    const { id } = await world.company();
    const uploaded = repositoryUploadResponse.parse(
      await world.setup('POST', clientFilePaths.repository(id), {
        form: fileForm('anexo.pdf', samples.pdf, { file_type: 'document' }),
      }),
    );
    const [row] = await world.db
      .select({ id: companyLicenses.id })
      .from(companyLicenses)
      .where(eq(companyLicenses.companyId, id));
    if (!row) throw new Error('licence row not synced');
    await world.setup('PUT', companyLicensePaths.one(id, row.id), {
      json: { ...licenseSave, fileId: uploaded.file.id },
    });
    return ofCompany(id, (company) => companyLicensePaths.file(company, row.id, uploaded.file.id));
  },
  [`get ${clientFilePaths.repository('{id}')}`]: async (world) =>
    ofCompany(world.fixed.company.id, clientFilePaths.repository),
  [`post ${clientFilePaths.repository('{id}')}`]: async (world) => {
    const id = world.fixed.company.id;
    return {
      company: id,
      build: () => ({
        path: clientFilePaths.repository(id),
        form: fileForm('licenca.pdf', samples.pdf, { file_type: 'document' }),
      }),
    };
  },
  [`get ${clientFilePaths.repositoryFile('{id}', '{fileId}')}`]: async (world) => {
    const { company, fileId } = world.fixed;
    return ofCompany(company.id, (id) => clientFilePaths.repositoryFile(id, fileId));
  },
  [`delete ${clientFilePaths.repositoryFile('{id}', '{fileId}')}`]: async (world) => {
    const id = world.fixed.company.id;
    const uploaded = repositoryUploadResponse.parse(
      await world.setup('POST', clientFilePaths.repository(id), {
        form: fileForm('apagar.pdf', samples.pdf, { file_type: 'document' }),
      }),
    );
    return ofCompany(id, (company) => clientFilePaths.repositoryFile(company, uploaded.file.id));
  },
  [`get ${clientFilePaths.documents('{id}')}`]: async (world) =>
    ofCompany(world.fixed.company.id, clientFilePaths.documents),
  [`get ${clientFilePaths.cnpjDocuments('{id}', '{establishmentId}')}`]: async (world) => {
    const { id, establishmentId } = world.fixed.company;
    return ofCompany(id, (company) => clientFilePaths.cnpjDocuments(company, establishmentId));
  },
  [`get ${clientFilePaths.cnaeDocuments('{id}', '{establishmentId}', '{cnaeId}')}`]: async (world) => {
    const { company, cnaeId } = world.fixed;
    return ofCompany(company.id, (id) => clientFilePaths.cnaeDocuments(id, company.establishmentId, cnaeId));
  },
  [`post ${clientFilePaths.logo('{id}')}`]: async (world) => {
    const id = world.fixed.company.id;
    return { company: id, build: () => ({ path: clientFilePaths.logo(id), form: fileForm('logo.png', samples.png) }) };
  },
  [`delete ${clientFilePaths.logo('{id}')}`]: async (world) => {
    const { id } = await world.company();
    await world.setup('POST', clientFilePaths.logo(id), { form: fileForm('logo.png', samples.png) });
    return ofCompany(id, clientFilePaths.logo);
  },
  [`get ${clientUserPaths.list}`]: async () => at(clientUserPaths.list),
  [`post ${clientUserPaths.list}`]: async (world) =>
    send(clientUserPaths.list, {
      name: 'Pessoa Nova',
      email: `nova${world.next()}@pessoas.test`,
      password: 'senha-nova',
      systemRole: 'USER',
      permissionRole: [],
      companies: [],
    }),
  [`get ${clientUserPaths.one('{id}')}`]: async (world) => {
    const other = world.base.people.USER.id;
    return { build: (caller) => ({ path: clientUserPaths.one(caller?.ownRecord ? caller.id : other) }) };
  },
  [`patch ${clientUserPaths.one('{id}')}`]: async (world) => {
    const target = await world.person('USER', world.norte.id);
    return { build: (caller) => (caller?.ownRecord ? ownRecordChange(caller) : userChange(target)) };
  },
  [`delete ${clientUserPaths.one('{id}')}`]: async (world) =>
    at(clientUserPaths.one((await world.person('USER', world.norte.id)).id)),
  [`get ${clientLogPaths.list}`]: async () => at(clientLogPaths.list),
  // Off, as it is: the other rows' people of Padaria Norte must not be led to a set-up.
  [`get ${secondFactorPaths.clientPolicy}`]: async () => at(secondFactorPaths.clientPolicy),
  [`put ${secondFactorPaths.clientPolicy}`]: async () => send(secondFactorPaths.clientPolicy, { mfa_required: false }),
};

/** The recipe of an operation, by its method and contract path. */
export function recipeOf(operation: ApiOperation): Recipe | undefined {
  return recipes[`${operation.method} ${operation.path}`];
}

const at = (path: string): PreparedRequest => ({ build: () => ({ path }) });
const send = (path: string, json: unknown): PreparedRequest => ({ build: () => ({ path, json }) });
const ofCompany = (id: number, path: (id: number) => string): PreparedRequest => ({
  company: id,
  build: () => ({ path: path(id) }),
});
const text = (value: string) => new TextEncoder().encode(value);

/** A CNPJ root no company of the matrix has. */
const newRoot = (world: MatrixWorld) => 20_000_000 + world.next();

/** A CNAE code outside the catalogue (its division 98 does not exist). */
const cnaeCode = (n: number) => `98${String(n % 100).padStart(2, '0')}-${Math.floor(n / 100) % 10}/01`;

async function cnae(world: MatrixWorld): Promise<{ id: number; codeClass: string }> {
  const codeClass = cnaeCode(world.next());
  const [row] = await world.db
    .insert(cnaes)
    .values({ codeClass, codeDescription: `Atividade ${tenantMarker}` })
    .returning({ id: cnaes.id });
  if (!row) throw new Error('cnae not inserted');
  return { id: row.id, codeClass };
}

const licenseBody = (n: number) => ({
  name: `Licença nova ${n}`,
  description: 'Descrição da licença',
  impact: 1,
  complexity: 1,
  estimatedEffort: 1,
  estimatedBureaucratic: 10,
  estimatedValid: 365,
  fiscalRegistrations: [],
});

/** An account of Padaria Norte's group, to be changed or deleted. */
const account = (world: MatrixWorld) =>
  insertAccount(world.db, { name: `Conta ${world.next()} ${tenantMarker}`, groupId: world.norte.groupId });

async function tag(world: MatrixWorld): Promise<number> {
  const [row] = await world.db
    .insert(tags)
    .values({ clientId: world.norte.id, tag: `Etiqueta ${world.next()} ${tenantMarker}` })
    .returning({ id: tags.id });
  if (!row) throw new Error('tag not inserted');
  return row.id;
}

/**
 * A running import job of Padaria Norte with one pending row. A USER follows
 * only the jobs they started, so a caller of Padaria Norte starts it; for
 * anyone else its ADMIN does.
 */
async function importJob(world: MatrixWorld, caller: Caller | null): Promise<number> {
  const owner = caller?.clientId === world.norte.id ? caller : { ...world.base.people.ADMIN, role: 'ADMIN' };
  const [job] = await world.db
    .insert(importJobs)
    .values({
      clientId: world.norte.id,
      userId: owner.id,
      actorName: `Pessoa ${tenantMarker}`,
      actorEmail: owner.email,
      assignToUser: owner.role === 'USER',
      fileName: `empresas-${tenantMarker}.csv`,
      total: 1,
    })
    .returning({ id: importJobs.id });
  if (!job) throw new Error('import job not inserted');
  await world.db.insert(importJobRows).values({ jobId: job.id, rowNumber: 1, cnpj: world.cnpj(newRoot(world)) });
  return job.id;
}

const licenseSave = { type: 'document', isNecessary: true };

/** The fixed company's licence row: read it, or save `json` to it. */
function licenseRowRequest(world: MatrixWorld, json?: unknown): PreparedRequest {
  const { company, licenseRow } = world.fixed;
  return {
    company: company.id,
    build: () => ({ path: companyLicensePaths.one(company.id, licenseRow), ...(json ? { json } : {}) }),
  };
}

/** Another user's record, kept as it is: name and e-mail, no codes, no companies. */
const userChange = (target: { id: number; email: string }): MatrixRequest => ({
  path: clientUserPaths.one(target.id),
  json: {
    name: 'Pessoa Alterada',
    email: target.email,
    systemRole: 'USER',
    enabled: true,
    permissionRole: [],
    companies: [],
  },
});

/** The caller's own record: only name and e-mail (role, codes, companies and status stay). */
const ownRecordChange = (caller: Caller): MatrixRequest => ({
  path: clientUserPaths.one(caller.id),
  json: { name: 'Meu Nome', email: caller.email, systemRole: caller.role, enabled: true },
});
