// Long on purpose: the demo data is one transaction that writes groups, accounts, people, companies,
// licences, files, tags and logs in dependency order; reading it top to bottom is reading the demo.
import { randomUUID } from 'node:crypto';
import {
  type AccessRole,
  brand,
  businessGroupId,
  permissionCodes,
  providerAccountId,
  type RegistrationLevel,
  todayIn,
} from '@product/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Actor } from '../activity/record';
import { hashPassword, randomPassword } from '../auth/passwords';
import type { Tenant } from '../client-area/context';
import { createCompanyFromCnpj } from '../companies/create';
import { addCompanyCnpj } from '../company-cnpjs/service';
import { refreshLicenseStatuses, syncCompanyLicenses } from '../company-licenses/sync';
import type { LicenseSettings } from '../config';
import type { Database, Transaction } from '../db/database';
import {
  clients,
  cnaes,
  companies,
  companyLicenseFiles,
  companyLicenses,
  companyTags,
  establishmentCnaes,
  files,
  groups,
  licenseCnaes,
  licenses,
  tags,
  userCompanies,
  users,
} from '../db/schema';
import { offlineCnpjs } from '../registry/offline';
import { createRegistry } from '../registry/registry';
import type { FileStorage } from '../storage/types';
import { demoPdf } from './pdf';

/**
 * The demo data (`npm run seed:demo`, and `npm start` on an empty database
 * unless NODE_ENV=production): groups, accounts of each type, staff of each
 * role, client users, the offline registry's companies with their CNPJs,
 * reviewed CNAE risk levels, licence definitions, licences in every status
 * with documents, tags and activity. Everything is written in one
 * transaction, so a failure leaves the database as it was (uploaded bytes
 * are the exception: orphans in storage, harmless).
 */
export interface DemoSeedDeps {
  db: Database;
  storage: FileStorage;
  licenses: LicenseSettings;
  now?: () => Date;
}

export interface DemoSeedResult {
  /** Every demo person signs in with this password (printed once). */
  password: string;
  people: { email: string; role: AccessRole; account: string }[];
  companies: number;
  licenseRows: number;
}

/** No account besides the provider's and no company: a database nobody has used yet. */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [otherAccount] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(ne(clients.id, providerAccountId))
    .limit(1);
  const [company] = await db.select({ id: companies.id }).from(companies).limit(1);
  return !otherAccount && !company;
}

/** The demo's accounts: [key, name, type, group key, enabled]. */
const demoAccounts = [
  { key: 'horizonte', name: 'Grupo Horizonte Alimentos', type: 'CLIENT', group: 'business', enabled: true },
  { key: 'vida', name: 'Clínica Vida Plena', type: 'CLIENT', group: 'business', enabled: true },
  { key: 'verde', name: 'Verde Consultoria Ambiental', type: 'PROVIDER', group: 'business', enabled: true },
  { key: 'pendente', name: 'Cadastro Pendente Ltda', type: 'CLIENT', group: 'business', enabled: false },
  { key: 'contabil', name: 'Contábil Parceira Minas', type: 'BUSINESS', group: 'minas', enabled: true },
  { key: 'estrada', name: 'Posto Estrada Real', type: 'CLIENT', group: 'minas', enabled: true },
  { key: 'associacao', name: 'Associação Comercial do Sul', type: 'BUSINESS', group: 'sul', enabled: true },
  { key: 'serra', name: 'Mercado Serra Gaúcha', type: 'CLIENT', group: 'sul', enabled: true },
] as const;
type AccountKey = (typeof demoAccounts)[number]['key'];

const demoPeople: { name: string; email: string; role: AccessRole; account: AccountKey | 'provider' }[] = [
  { name: 'Eduarda Editora', email: 'editor@demo.conforma.local', role: 'EDITOR', account: 'provider' },
  { name: 'Paulo Parceiro', email: 'parceiro@demo.conforma.local', role: 'PARTNER', account: 'contabil' },
  { name: 'Ana Affinity', email: 'affinity@demo.conforma.local', role: 'AFFINITY', account: 'associacao' },
  { name: 'Helena Horizonte', email: 'admin@horizonte.demo.conforma.local', role: 'ADMIN', account: 'horizonte' },
  { name: 'Otávio Operador', email: 'usuario@horizonte.demo.conforma.local', role: 'USER', account: 'horizonte' },
  { name: 'Vitor Vida', email: 'admin@vida.demo.conforma.local', role: 'ADMIN', account: 'vida' },
  { name: 'Valéria Verde', email: 'fornecedor@verde.demo.conforma.local', role: 'PROVIDER', account: 'verde' },
  { name: 'Carla Contábil', email: 'business@contabil.demo.conforma.local', role: 'BUSINESS', account: 'contabil' },
  { name: 'Ernesto Estrada', email: 'admin@estrada.demo.conforma.local', role: 'ADMIN', account: 'estrada' },
  { name: 'Sofia Serra', email: 'admin@serra.demo.conforma.local', role: 'ADMIN', account: 'serra' },
];

/**
 * Risk a staff review gives the CNAEs the demo companies use (CGSIM 51/2019
 * as amended, simplified): fuel, health care, chemicals and waste are high;
 * food making and selling, lodging and education are medium; the rest low.
 */
export function demoRiskLevel(code: string): RegistrationLevel {
  const division = code.slice(0, 2);
  const group = code.slice(0, 3);
  if (code.startsWith('4731') || code.startsWith('4732') || ['86', '20', '38', '19', '21'].includes(division)) {
    return 'high_level';
  }
  if (['10', '11', '55', '56', '85', '87'].includes(division) || ['471', '472'].includes(group)) return 'medium_level';
  return 'low_level';
}

/** Licence definitions and which CNAEs need them (by a test on the code and its level). */
const demoDefinitions: {
  name: string;
  description: string;
  impact: number;
  complexity: number;
  estimatedValid: number;
  applies: (code: string, level: RegistrationLevel) => boolean;
}[] = [
  {
    name: 'Alvará de Localização e Funcionamento',
    description: 'Licença municipal que autoriza o funcionamento do estabelecimento no endereço.',
    impact: 2,
    complexity: 1,
    estimatedValid: 365,
    applies: () => true,
  },
  {
    name: 'AVCB – Auto de Vistoria do Corpo de Bombeiros',
    description: 'Certifica que a edificação atende às normas de segurança contra incêndio e pânico.',
    impact: 3,
    complexity: 2,
    estimatedValid: 365,
    applies: (_code, level) => level !== 'low_level',
  },
  {
    name: 'Licença Sanitária',
    description: 'Emitida pela Vigilância Sanitária para atividades de alimentos e de saúde.',
    impact: 3,
    complexity: 2,
    estimatedValid: 365,
    applies: (code) => ['10', '11', '56', '86'].includes(code.slice(0, 2)) || ['471', '472'].includes(code.slice(0, 3)),
  },
  {
    name: 'Licença Ambiental de Operação',
    description: 'Autoriza a operação de atividade potencialmente poluidora, com as condicionantes do órgão ambiental.',
    impact: 3,
    complexity: 3,
    estimatedValid: 365,
    applies: (_code, level) => level === 'high_level',
  },
  {
    name: 'Autorização da ANP para revenda de combustíveis',
    description: 'Autorização da Agência Nacional do Petróleo para o posto revendedor.',
    impact: 3,
    complexity: 3,
    estimatedValid: 0,
    applies: (code) => code.startsWith('4731') || code.startsWith('4732'),
  },
];

/** Which account receives each offline company (by position in the dataset; the rest go to Horizonte). */
const companyHomes: AccountKey[] = [
  'horizonte',
  'horizonte',
  'horizonte',
  'vida',
  'estrada',
  'serra',
  'horizonte',
  'verde',
];

export async function seedDemo(deps: DemoSeedDeps): Promise<DemoSeedResult | null> {
  const now = deps.now ?? (() => new Date());
  const today = todayIn(deps.licenses.timeZone, now());
  if (!(await isEmptyDatabase(deps.db))) return null;
  const password = randomPassword(14);
  const passwordHash = await hashPassword(password);
  const registry = createRegistry({ kind: 'offline', baseUrl: null });

  // Registry lookups need no database: do them before the transaction opens.
  const cnpjs = offlineCnpjs();

  return deps.db.transaction(async (tx) => {
    // Two starts racing on one empty database: only the first seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(7205175)`);
    if (!(await isEmptyDatabase(tx))) return null;

    const groupIds = {
      business: businessGroupId,
      minas: await insertGroup(tx, 'Parceiros Minas Gerais'),
      sul: await insertGroup(tx, 'Rede Afinidade Sul'),
    };
    const accountIds = {} as Record<AccountKey, number>;
    for (const account of demoAccounts) {
      const [row] = await tx
        .insert(clients)
        .values({ name: account.name, type: account.type, enabled: account.enabled, groupId: groupIds[account.group] })
        .returning({ id: clients.id });
      if (!row) throw new Error('demo account not inserted');
      accountIds[account.key] = row.id;
    }
    const accountName = (key: AccountKey | 'provider') =>
      key === 'provider' ? brand.name : (demoAccounts.find((account) => account.key === key)?.name ?? key);

    const personIds = new Map<string, number>();
    for (const person of demoPeople) {
      const [row] = await tx
        .insert(users)
        .values({
          name: person.name,
          email: person.email,
          passwordHash,
          accessRole: person.role,
          clientId: person.account === 'provider' ? providerAccountId : accountIds[person.account],
          // The USER gets what an operator needs: see everything, change licences and files, no user admin.
          permissionRoles:
            person.role === 'USER'
              ? permissionCodes.filter((code) => !code.endsWith('_USER') && !code.startsWith('DELETE_'))
              : [],
        })
        .returning({ id: users.id });
      if (!row) throw new Error('demo person not inserted');
      personIds.set(person.email, row.id);
    }

    const seededCompanies: { id: number; account: AccountKey }[] = [];
    for (const [index, cnpj] of cnpjs.entries()) {
      const account = companyHomes[index] ?? 'horizonte';
      const admin = demoPeople.find((person) => person.account === account && person.role !== 'USER');
      if (!admin) throw new Error(`demo account ${account} has no administrator`);
      const tenant = demoTenant(accountIds[account], accountName(account), {
        id: personIds.get(admin.email) ?? null,
        name: admin.name,
        email: admin.email,
        clientId: accountIds[account],
      });
      const [sameRoot] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.clientId, accountIds[account]), eq(companies.cnpjRoot, cnpj.slice(0, 8))))
        .limit(1);
      const services = { db: tx, registry, licenses: deps.licenses, now };
      // Filiais of a root already seeded join that company, as 'Adicionar CNPJ' would.
      if (sameRoot) {
        await addCompanyCnpj(services, tenant, sameRoot.id, cnpj);
        continue;
      }
      const created = await createCompanyFromCnpj(services, tenant, cnpj, { enabled: true });
      seededCompanies.push({ id: created.companyId, account });
    }

    await reviewCnaeLevels(tx);
    await insertDefinitions(tx);
    await syncCompanyLicenses(tx, 'all', deps.licenses, today);

    const horizonte = seededCompanies.filter((company) => company.account === 'horizonte').map((company) => company.id);
    const operator = personIds.get('usuario@horizonte.demo.conforma.local');
    if (operator && horizonte.length > 0) {
      await tx
        .insert(userCompanies)
        .values(horizonte.slice(0, 2).map((companyId) => ({ userId: operator, companyId })));
    }
    await tagCompanies(tx, accountIds.horizonte, horizonte);
    await fillLicenses(tx, deps, today, accountIds.horizonte);
    await refreshLicenseStatuses(tx, 'all', deps.licenses, today);

    const [rows] = await tx.select({ count: sql<number>`count(*)::int` }).from(companyLicenses);
    return {
      password,
      people: demoPeople.map((person) => ({
        email: person.email,
        role: person.role,
        account: accountName(person.account),
      })),
      companies: seededCompanies.length,
      licenseRows: Number(rows?.count ?? 0),
    };
  });
}

function demoTenant(clientId: number, clientName: string, actor: Actor): Tenant {
  return {
    clientId,
    clientName,
    userId: actor.id ?? 0,
    accessRole: 'ADMIN',
    permissionRoles: [],
    companyIds: null,
    actor,
  };
}

async function insertGroup(tx: Transaction, name: string): Promise<number> {
  const [row] = await tx.insert(groups).values({ name }).returning({ id: groups.id });
  if (!row) throw new Error('demo group not inserted');
  return row.id;
}

/** Sets the risk level of the CNAEs the demo companies use, as a staff review would. */
async function reviewCnaeLevels(tx: Transaction): Promise<void> {
  const used = await tx
    .selectDistinct({ id: cnaes.id, code: cnaes.codeClass })
    .from(cnaes)
    .innerJoin(establishmentCnaes, eq(establishmentCnaes.cnaeId, cnaes.id));
  for (const level of ['high_level', 'medium_level'] as const) {
    const ids = used.filter((cnae) => demoRiskLevel(cnae.code) === level).map((cnae) => cnae.id);
    if (ids.length > 0) {
      await tx.update(cnaes).set({ registrationLevel: level, updatedAt: new Date() }).where(inArray(cnaes.id, ids));
    }
  }
}

async function insertDefinitions(tx: Transaction): Promise<void> {
  const used = await tx
    .selectDistinct({ id: cnaes.id, code: cnaes.codeClass, level: cnaes.registrationLevel })
    .from(cnaes)
    .innerJoin(establishmentCnaes, eq(establishmentCnaes.cnaeId, cnaes.id));
  for (const definition of demoDefinitions) {
    const [row] = await tx
      .insert(licenses)
      .values({
        name: definition.name,
        description: definition.description,
        impact: definition.impact,
        complexity: definition.complexity,
        estimatedEffort: 10,
        estimatedBureaucratic: 45,
        estimatedValid: definition.estimatedValid,
      })
      .returning({ id: licenses.id });
    if (!row) throw new Error('demo licence not inserted');
    const cnaeIds = used.filter((cnae) => definition.applies(cnae.code, cnae.level)).map((cnae) => cnae.id);
    if (cnaeIds.length > 0)
      await tx.insert(licenseCnaes).values(cnaeIds.map((cnaeId) => ({ licenseId: row.id, cnaeId })));
  }
}

async function tagCompanies(tx: Transaction, clientId: number, companyIds: number[]): Promise<void> {
  const names = ['Matriz', 'Prioridade', 'Auditoria 2027'];
  const inserted = await tx
    .insert(tags)
    .values(names.map((tag) => ({ clientId, tag })))
    .returning({ id: tags.id, tag: tags.tag });
  const links = companyIds.flatMap((companyId, index) =>
    inserted.filter((_, tagIndex) => (index + tagIndex) % 2 === 0).map((tag) => ({ companyId, tagId: tag.id })),
  );
  if (links.length > 0) await tx.insert(companyTags).values(links);
}

function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/**
 * Gives the main demo account's licences every status: most in conformity
 * with a document, some expiring or expired, one being renewed (protocol),
 * one not necessary; the rest stay pending.
 */
async function fillLicenses(tx: Transaction, deps: DemoSeedDeps, today: string, clientId: number): Promise<void> {
  const rows = await tx
    .select({ id: companyLicenses.id, companyId: companyLicenses.companyId, name: licenses.name })
    .from(companyLicenses)
    .innerJoin(licenses, eq(licenses.id, companyLicenses.licenseId))
    .where(and(eq(companyLicenses.clientId, clientId), eq(companyLicenses.active, true)))
    .orderBy(companyLicenses.id);
  const plan: ((row: (typeof rows)[number]) => Promise<void>)[] = [
    (row) => document(row, 240, 'Licença emitida sem condicionantes.'),
    (row) => document(row, 12, null),
    (row) => document(row, -20, null),
    (row) => document(row, 400, 'Manter extintores revisados a cada 12 meses.'),
    async (row) => {
      const fileId = await upload(row.companyId, `Protocolo ${row.name}.pdf`, 'protocol');
      await tx
        .update(companyLicenses)
        .set({ type: 'protocol', note: 'Renovação protocolada na prefeitura.', updatedAt: new Date() })
        .where(eq(companyLicenses.id, row.id));
      await tx.insert(companyLicenseFiles).values({ companyLicenseId: row.id, fileId, kind: 'protocol' });
    },
    async (row) => {
      await tx
        .update(companyLicenses)
        .set({
          isNecessary: false,
          problem: 'sala_comercial',
          description: 'Atividade exercida em sala comercial, sem atendimento ao público.',
          updatedAt: new Date(),
        })
        .where(eq(companyLicenses.id, row.id));
    },
    (row) => document(row, null, null),
  ];
  // Leave every fourth row pending, so the 'Pendente' bucket is real too.
  let step = 0;
  for (const [index, row] of rows.entries()) {
    if (index % 4 === 3) continue;
    const fill = plan[step % plan.length];
    step += 1;
    if (fill) await fill(row);
  }

  async function upload(companyId: number, name: string, fileType: 'document' | 'protocol'): Promise<number> {
    const bytes = demoPdf(name.replace(/\.pdf$/, ''));
    const storageKey = `clients/${clientId}/companies/${companyId}/${randomUUID()}.pdf`;
    await deps.storage.put(storageKey, bytes, 'application/pdf');
    const [file] = await tx
      .insert(files)
      .values({
        clientId,
        companyId,
        name,
        extension: 'pdf',
        mimeType: 'application/pdf',
        size: bytes.byteLength,
        fileType,
        storageKey,
      })
      .returning({ id: files.id });
    if (!file) throw new Error('demo file not inserted');
    return file.id;
  }

  async function document(row: (typeof rows)[number], validInDays: number | null, conditions: string | null) {
    const fileId = await upload(row.companyId, `${row.name}.pdf`, 'document');
    await tx
      .update(companyLicenses)
      .set({
        type: 'document',
        validUntil: validInDays === null ? null : addDays(today, validInDays),
        conditions,
        updatedAt: new Date(),
      })
      .where(eq(companyLicenses.id, row.id));
    await tx.insert(companyLicenseFiles).values({ companyLicenseId: row.id, fileId, kind: 'document' });
  }
}

/** What `npm start` and `npm run seed:demo` print once. */
export function demoBanner(result: DemoSeedResult): string {
  const width = Math.max(...result.people.map((person) => person.email.length));
  const lines = result.people.map(
    (person) => `    ${person.email.padEnd(width)}  ${person.role.padEnd(9)} ${person.account}`,
  );
  return [
    '',
    `  Dados de demonstração criados: ${result.companies} empresas, ${result.licenseRows} licenças.`,
    `  Todas as pessoas abaixo entram com a senha: ${result.password}`,
    ...lines,
    '  (A senha não será mostrada de novo. NODE_ENV=production ou DEMO_SEED=0 desligam a demonstração.)',
    '',
  ].join('\n');
}
