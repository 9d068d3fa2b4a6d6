import {
  type AdminUser,
  adminUserTexts,
  type Cnae,
  cnaeTexts,
  type LicenseDefinition,
  licenseTexts,
} from '@product/api/contract';
import { adminUserOperations, cnaeOperations, licenseOperations } from '@product/api/contract/operations';
import { adminUserFormRoles, cnaeCodeDigits, foldText, toWireDate } from '@product/domain';
import { adminUserFixtures } from '../fixtures/admin-users';
import { cnaeFixtures } from '../fixtures/cnaes';
import { licenseFixtures } from '../fixtures/licenses';
import { badRequest, conflict, mockOperation, notFound } from '../operation';
import { page } from './respond';

// An in-memory catalogue the handlers change, so a story can add, edit and
// delete and see the list follow; `resetCatalogueMocks()` restores the fixtures.
const store = { cnaes: [] as Cnae[], licenses: [] as LicenseDefinition[], users: [] as AdminUser[], nextId: 1000 };

export function resetCatalogueMocks(): void {
  seedCatalogueCnaes(cnaeFixtures);
}

/** Starts the catalogue from these CNAEs (the behaviour contract test gives it the server's). */
export function seedCatalogueCnaes(cnaes: readonly Cnae[]): void {
  store.cnaes = structuredClone([...cnaes]);
  store.licenses = structuredClone(licenseFixtures);
  store.users = structuredClone(adminUserFixtures);
  // New rows take ids no row holds: 1000 above the fixtures, past the largest id of a bigger catalogue.
  const ids = [...store.cnaes, ...store.licenses, ...store.users].map((row) => row.id);
  store.nextId = Math.max(1000, ...ids.map((id) => id + 1));
}
resetCatalogueMocks();

const now = () => toWireDate(new Date());

/** The server's CNAE search (cnaes/queries `searchWhere`): the description, or the code's digits. */
function cnaeMatches(cnae: Cnae, search: string | undefined): boolean {
  const term = search?.trim();
  if (!term) return true;
  if (foldText(cnae.codeDescription).includes(foldText(term))) return true;
  const digits = cnaeCodeDigits(term);
  return digits !== '' && cnae.codeClass.replace(/[-/]/g, '').includes(digits);
}

const cnaeHandlers = [
  mockOperation(cnaeOperations.list, ({ query }) => {
    const rows = store.cnaes
      .filter((cnae) => cnaeMatches(cnae, query.search))
      .sort((a, b) => a.codeClass.localeCompare(b.codeClass));
    const listed = page(rows, query);
    const result: [typeof listed] = [listed];
    return { result };
  }),
  mockOperation(cnaeOperations.create, ({ body }) => {
    if (store.cnaes.some((cnae) => cnae.codeClass === body.codeClass)) throw conflict(cnaeTexts.duplicate);
    const cnae: Cnae = {
      id: store.nextId++,
      codeClass: body.codeClass,
      codeDescription: body.codeDescription,
      registrationLevel: body.registrationLevel,
      enabled: body.enabled ?? true,
      createdAt: now(),
      updatedAt: null,
    };
    store.cnaes.push(cnae);
    return { message: cnaeTexts.created, cnae };
  }),
  mockOperation(cnaeOperations.get, ({ params }) => {
    const cnae = store.cnaes.find((item) => item.id === params.id);
    if (!cnae) throw notFound(cnaeTexts.notFound);
    return cnae;
  }),
  mockOperation(cnaeOperations.update, ({ params, body }) => {
    const index = store.cnaes.findIndex((item) => item.id === params.id);
    const current = store.cnaes[index];
    if (!current) throw notFound(cnaeTexts.notFound);
    if (store.cnaes.some((cnae) => cnae.codeClass === body.codeClass && cnae.id !== current.id)) {
      throw conflict(cnaeTexts.duplicate);
    }
    const cnae: Cnae = {
      ...current,
      codeClass: body.codeClass,
      codeDescription: body.codeDescription,
      registrationLevel: body.registrationLevel,
      enabled: body.enabled ?? current.enabled,
      updatedAt: now(),
    };
    store.cnaes[index] = cnae;
    return { message: cnaeTexts.updated, cnae };
  }),
  mockOperation(cnaeOperations.delete, ({ params }) => {
    if (!store.cnaes.some((cnae) => cnae.id === params.id)) throw notFound(cnaeTexts.notFound);
    store.cnaes = store.cnaes.filter((cnae) => cnae.id !== params.id);
    // Like the server's cascade: licences stop listing the deleted CNAE. (The mocks' catalogue holds
    // no CNPJs, so the server's 409 for a CNAE some CNPJ uses never arises here.)
    store.licenses = store.licenses.map((license) => {
      const fiscalRegistrations = license.fiscalRegistrations.filter((cnae) => cnae.id !== params.id);
      return { ...license, fiscalRegistrations, totalCnaes: fiscalRegistrations.length };
    });
    return { message: cnaeTexts.deleted };
  }),
];

/** The licence's CNAEs from the store, or a 400 naming the unknown ids. */
function licenseCnaesOf(requested: readonly { id: number }[]): LicenseDefinition['fiscalRegistrations'] {
  const ids = [...new Set(requested.map((item) => item.id))];
  const unknown = ids.filter((id) => !store.cnaes.some((cnae) => cnae.id === id));
  if (unknown.length > 0) throw badRequest(`${licenseTexts.unknownCnaes} ${unknown.join(', ')}.`);
  return store.cnaes
    .filter((cnae) => ids.includes(cnae.id))
    .sort((a, b) => a.codeClass.localeCompare(b.codeClass))
    .map(({ id, codeClass, codeDescription, registrationLevel }) => ({
      id,
      codeClass,
      codeDescription,
      registrationLevel,
    }));
}

const licenseHandlers = [
  mockOperation(licenseOperations.list, ({ query }) => {
    const term = foldText(query.search?.trim() ?? '');
    const rows = store.licenses
      .filter(
        (license) => !term || foldText(license.name).includes(term) || foldText(license.description).includes(term),
      )
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    return page(rows, query);
  }),
  mockOperation(licenseOperations.create, ({ body }) => {
    const fiscalRegistrations = licenseCnaesOf(body.fiscalRegistrations);
    const { fiscalRegistrations: _, enabled, ...fields } = body;
    const license: LicenseDefinition = {
      id: store.nextId++,
      ...fields,
      enabled: enabled ?? true,
      fiscalRegistrations,
      totalCnaes: fiscalRegistrations.length,
      createdAt: now(),
      updatedAt: null,
    };
    store.licenses.push(license);
    return { message: licenseTexts.created, license };
  }),
  mockOperation(licenseOperations.get, ({ params }) => {
    const license = store.licenses.find((item) => item.id === params.id);
    if (!license) throw notFound(licenseTexts.notFound);
    return license;
  }),
  mockOperation(licenseOperations.update, ({ params, body }) => {
    const index = store.licenses.findIndex((item) => item.id === params.id);
    const current = store.licenses[index];
    if (!current) throw notFound(licenseTexts.notFound);
    const fiscalRegistrations = body.fiscalRegistrations
      ? licenseCnaesOf(body.fiscalRegistrations)
      : current.fiscalRegistrations;
    const { fiscalRegistrations: _, enabled, ...fields } = body;
    const license: LicenseDefinition = {
      ...current,
      ...fields,
      enabled: enabled ?? current.enabled,
      fiscalRegistrations,
      totalCnaes: fiscalRegistrations.length,
      updatedAt: now(),
    };
    store.licenses[index] = license;
    return { message: licenseTexts.updated, license };
  }),
  mockOperation(licenseOperations.delete, ({ params }) => {
    if (!store.licenses.some((license) => license.id === params.id)) throw notFound(licenseTexts.notFound);
    store.licenses = store.licenses.filter((license) => license.id !== params.id);
    return { message: licenseTexts.deleted };
  }),
];

const adminUserHandlers = [
  mockOperation(adminUserOperations.list, ({ query }) => {
    const term = foldText(query.search?.trim() ?? '');
    const rows = store.users
      .filter((user) => !term || foldText(user.name).includes(term) || user.email.includes(term))
      .sort((a, b) => b.id - a.id);
    const listed = page(rows, query);
    const result: [typeof listed] = [listed];
    return { result };
  }),
  mockOperation(adminUserOperations.create, ({ body }) => {
    if (store.users.some((user) => user.email === body.email)) throw conflict(adminUserTexts.emailInUse);
    const user: AdminUser = {
      id: store.nextId++,
      name: body.name,
      email: body.email,
      systemRole: body.systemRole,
      enabled: body.enabled ?? true,
      createdAt: now(),
      updatedAt: null,
    };
    store.users.push(user);
    return { message: adminUserTexts.created, user };
  }),
  mockOperation(adminUserOperations.get, ({ params }) => {
    const user = store.users.find((item) => item.id === params.id);
    if (!user) throw notFound(adminUserTexts.notFound);
    return user;
  }),
  mockOperation(adminUserOperations.update, ({ params, body, session }) => {
    const index = store.users.findIndex((item) => item.id === params.id);
    const current = store.users[index];
    if (!current) throw notFound(adminUserTexts.notFound);
    const roleChanged = body.systemRole !== current.systemRole;
    if (roleChanged && !(adminUserFormRoles as readonly string[]).includes(body.systemRole)) {
      throw badRequest(adminUserTexts.roleNotOffered);
    }
    const enabled = body.enabled ?? current.enabled;
    // The caller may not demote or disable themself.
    if (current.id === session.id && (roleChanged || !enabled)) throw conflict(adminUserTexts.selfDemote);
    if (store.users.some((user) => user.email === body.email && user.id !== current.id)) {
      throw conflict(adminUserTexts.emailInUse);
    }
    const user: AdminUser = {
      ...current,
      name: body.name,
      email: body.email,
      systemRole: body.systemRole,
      enabled,
      updatedAt: now(),
    };
    store.users[index] = user;
    return { message: adminUserTexts.updated, user };
  }),
  mockOperation(adminUserOperations.delete, ({ params, session }) => {
    if (params.id === session.id) throw conflict(adminUserTexts.selfDelete);
    if (!store.users.some((user) => user.id === params.id)) throw notFound(adminUserTexts.notFound);
    store.users = store.users.filter((user) => user.id !== params.id);
    return { message: adminUserTexts.deleted };
  }),
];

/** Every call of the CNAE, licence-definition and admin-user screens (spec 1 §7), registered from their operations. */
export const catalogueHandlers = [...cnaeHandlers, ...licenseHandlers, ...adminUserHandlers];
