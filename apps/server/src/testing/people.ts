// Test-only helpers shared by the catalogue and admin-user suites.
import { errorResponse } from '@product/api/contract';
import { type AccessRole, accessRoles, brand } from '@product/domain';
import { desc } from 'drizzle-orm';
import { expect } from 'vitest';
import { providerAccountId } from '../db/bootstrap';
import type { Database } from '../db/database';
import { activityLogs } from '../db/schema';
import { bearer, errorBodyOf, insertAccount, insertGroup, insertUser, type TestUser, tokenFor } from './harness';

export const invalidSession = 'Sessão inválida ou expirada. Entre novamente.';
export const forbiddenMessage = 'Você não tem permissão para entrar nesta página. Contate o administrador.';
export const otherRoles = accessRoles.filter((role) => role !== brand.roleCode);

export interface People {
  users: Record<AccessRole, TestUser>;
  tokens: Record<AccessRole, string>;
  clientAccountId: number;
}

/** One person per role: staff in the provider's account, the others in a client account of another group. */
export async function insertPeople(db: Database): Promise<People> {
  const groupId = await insertGroup(db, 'Grupo Teste');
  const clientAccountId = await insertAccount(db, { name: 'Cliente Teste', groupId });
  const users = {} as Record<AccessRole, TestUser>;
  const tokens = {} as Record<AccessRole, string>;
  for (const role of accessRoles) {
    const staff = role === brand.roleCode || role === 'EDITOR' || role === 'PARTNER' || role === 'AFFINITY';
    const clientId = staff ? providerAccountId : clientAccountId;
    users[role] = await insertUser(db, {
      email: `${role.toLowerCase()}@pessoas.test`,
      accessRole: role,
      clientId,
      name: `Pessoa ${role}`,
    });
    tokens[role] = await tokenFor(users[role], role, { clientId });
  }
  return { users, tokens, clientAccountId };
}

export function withToken(token: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string>), ...bearer(token).headers } };
}

export function jsonRequest(method: string, token: string | null, body: unknown): RequestInit {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body === undefined || method === 'GET' || method === 'HEAD') return { method, headers };
  return { method, headers, body: typeof body === 'string' ? body : JSON.stringify(body) };
}

export async function expectError(response: Response, status: number, message: string): Promise<void> {
  const body = await response.json();
  expect({ status: response.status, body: errorResponse.parse(body) }).toEqual({ status, body: errorBodyOf(message) });
}

/** The newest activity-log rows, newest first. */
export function latestActivity(db: Database, howMany = 1) {
  return db
    .select({
      action: activityLogs.action,
      details: activityLogs.actionDetails,
      entityType: activityLogs.entityType,
      entityId: activityLogs.entityId,
      userId: activityLogs.userId,
      clientId: activityLogs.clientId,
    })
    .from(activityLogs)
    .orderBy(desc(activityLogs.id))
    .limit(howMany);
}
