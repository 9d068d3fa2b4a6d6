import {
  clientUserTexts,
  type ProfileResponse,
  type profileUpdateRequest,
  type SessionClaims,
} from '@product/api/contract';
import {
  type AccessRole,
  brand,
  isAccessRole,
  isAccountAdministrator,
  ownAccountTexts,
  ownProfileChangeRefusal,
  toWireDate,
} from '@product/domain';
import type { z } from 'zod/mini';
import { type Actor, actorFromSession, recordActivity } from '../activity/record';
import { hashPassword } from '../auth/passwords';
import { renewedToken } from '../auth/sessions';
import { deleteFeedsOfUser } from '../calendar/queries';
import { countOtherEnabledAdministrators, lockAccountAdministrators } from '../client-users/queries';
import type { Database, Executor } from '../db/database';
import { ApiError, errorMessages, sessionRefused } from '../http/errors';
import { emailTaken, isUniqueViolation } from '../signup/queries';
import { emailTakenError } from '../signup/service';
import { countOtherEnabled, deleteUser, findProfile, lockStaffChanges, updateProfile } from './queries';

/** My account's answers: the domain's texts, which the mocks answer too. */
export const profileMessages = {
  cannotChangeRole: ownAccountTexts.cannotChangeRole,
  roleNotOffered: ownAccountTexts.roleNotOffered,
  cannotDisableSelf: ownAccountTexts.cannotDisableSelf,
  lastProductUserDelete: ownAccountTexts.lastProductUserDelete,
  lastProductUserRole: ownAccountTexts.lastProductUserRole,
  deleted: ownAccountTexts.deleted,
} as const;

/**
 * An account keeps at least one enabled administrator (ADMIN, PROVIDER or
 * BUSINESS): 409 when this person is the last one and is about to stop being
 * one. Locks the account's administrators until the transaction ends.
 */
async function requireAnotherAdministrator(
  tx: Executor,
  user: { id: number; clientId: number | null; accessRole: string; enabled: boolean },
  message: string,
): Promise<void> {
  if (user.clientId === null || !user.enabled || !isAccountAdministrator(user.accessRole)) return;
  await lockAccountAdministrators(tx, user.clientId);
  if ((await countOtherEnabledAdministrators(tx, user.clientId, user.id)) === 0) throw new ApiError(409, message);
}

async function currentUser(db: Database, userId: number) {
  const user = await findProfile(db, userId);
  // requireAuth has just read this user; it can only vanish in a race with a delete.
  if (!user || !isAccessRole(user.accessRole)) throw sessionRefused();
  return { ...user, accessRole: user.accessRole as AccessRole };
}

export async function readProfile(db: Database, userId: number): Promise<ProfileResponse> {
  const user = await currentUser(db, userId);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    systemRole: user.accessRole,
    enabled: user.enabled,
    createdAt: toWireDate(user.createdAt),
    updatedAt: user.updatedAt ? toWireDate(user.updatedAt) : null,
  };
}

/**
 * Saves 'Meu perfil' and 'Alterar senha' and answers a new token with the
 * new name, e-mail and role, for the same account as the token sent (staff
 * inside a client stay inside it). A new password ends the person's other
 * sessions: the new token carries the raised session version, every older
 * token is refused (auth/sessions.ts).
 */
export async function changeProfile(
  db: Database,
  secret: Uint8Array,
  session: SessionClaims,
  input: z.output<typeof profileUpdateRequest>,
): Promise<string> {
  const user = await currentUser(db, session.id);
  const newRole = input.systemRole;
  const refused = ownProfileChangeRefusal(user.accessRole, input);
  if (refused) throw new ApiError(refused.status, profileMessages[refused.refusal]);
  if (await emailTaken(db, input.email, user.id)) throw emailTakenError();
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;

  const actor: Actor = actorFromSession(session);
  let sessionVersion = session.sv ?? 0;
  try {
    await db.transaction(async (tx) => {
      if (user.accessRole === brand.roleCode && newRole !== brand.roleCode) {
        await lockStaffChanges(tx);
        if ((await countOtherEnabled(tx, brand.roleCode, user.id)) === 0) {
          throw new ApiError(409, profileMessages.lastProductUserRole);
        }
      }
      if (!isAccountAdministrator(newRole)) {
        await requireAnotherAdministrator(tx, user, clientUserTexts.lastAdministratorSelfDemote);
      }
      const changed = await updateProfile(tx, user.id, {
        name: input.name,
        email: input.email,
        accessRole: newRole,
        ...(passwordHash ? { passwordHash } : {}),
      });
      if (!changed) throw sessionRefused();
      sessionVersion = changed.sessionVersion;
      // Whoever knew the old password may have copied the calendar link too: revoke it.
      if (passwordHash) await deleteFeedsOfUser(tx, user.id);
      const what = [
        newRole === user.accessRole ? null : `tipo de usuário ${user.accessRole} → ${newRole}`,
        passwordHash ? 'senha' : null,
      ].filter((part) => part !== null);
      await recordActivity(tx, actor, {
        action: 'user.profile_update',
        details: `Alterou o próprio perfil${what.length > 0 ? ` (${what.join(', ')})` : ''}`,
        entityType: 'user',
        entityId: user.id,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
  return renewedToken(
    { claims: session, secret },
    {
      name: input.name,
      email: input.email,
      accessRole: newRole,
      permissionRoles: user.permissionRoles,
      sessionVersion,
    },
  );
}

/** Deletes the person's own user (never the account); the log keeps their name and e-mail. */
export async function deleteOwnUser(db: Database, session: SessionClaims): Promise<void> {
  const user = await currentUser(db, session.id);
  await db.transaction(async (tx) => {
    if (user.accessRole === brand.roleCode) {
      await lockStaffChanges(tx);
      if ((await countOtherEnabled(tx, brand.roleCode, user.id)) === 0) {
        throw new ApiError(409, profileMessages.lastProductUserDelete);
      }
    }
    await requireAnotherAdministrator(tx, user, clientUserTexts.lastAdministratorSelfDelete);
    // Written before the delete: the log row's user_id then becomes null, its snapshot stays.
    await recordActivity(tx, actorFromSession(session), {
      action: 'user.self_delete',
      details: `Excluiu a própria conta de usuário (${user.email})`,
      entityType: 'user',
      entityId: user.id,
    });
    if (!(await deleteUser(tx, user.id))) throw new ApiError(404, errorMessages.notFound);
  });
}
