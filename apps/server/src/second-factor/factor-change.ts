import type { SessionClaims } from '@product/api/contract';
import { isAccessRole, isStaffRole, secondFactorTexts } from '@product/domain';
import { eq, sql } from 'drizzle-orm';
import { type Actor, actorFromSession, recordActivity } from '../activity/record';
import { type MfaPolicy, mfaRequiredOf } from '../auth/service';
import { type CallerSession, raisedSessionVersion, renewedToken } from '../auth/sessions';
import type { Database, Executor } from '../db/database';
import { clients, passkeys, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { escapeHtml, type Mailer, type MailMessage } from '../mail/mailer';

/** What the passkey and second-factor calls are given by createApp (`secondFactorDeps`). */
export interface SecondFactorDeps {
  db: Database;
  jwtSecret: Uint8Array;
  trustProxy?: boolean;
  mailer: Mailer;
  publicUrl: string;
  mfaPolicy: MfaPolicy;
  /** Where a notice that could not be sent is reported (the change it reports is made all the same). */
  logError?: (error: unknown) => void;
}

/**
 * A person acting on their own before they have a session (sign-in, set-up), as the activity log
 * names them: in their own account, or in none for staff (as `finishOwnFactorChange` logs them).
 */
export const selfActor = (user: {
  id: number;
  name: string;
  email: string;
  clientId: number | null;
  accessRole: string;
}): Actor => ({
  id: user.id,
  name: user.name,
  email: user.email,
  clientId: isAccessRole(user.accessRole) && isStaffRole(user.accessRole) ? null : user.clientId,
});

/** Sends a notice after the change it reports is committed: a mail server that fails undoes nothing. */
export async function sendNotice(
  deps: Pick<SecondFactorDeps, 'mailer' | 'logError'>,
  message: MailMessage,
): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    deps.logError?.(error);
  }
}

/**
 * What every change of a person's own factors does (issue 28), in the transaction that makes it:
 * an activity-log entry, every other session of the person ended (the session version is raised,
 * and the answer carries this tab's new token, as My account's password change does).
 */
export async function finishOwnFactorChange(
  tx: Executor,
  caller: CallerSession,
  entry: { action: string; details: string; entityType?: string; entityId?: number },
): Promise<string> {
  const session: SessionClaims = caller.claims;
  await recordActivity(tx, actorFromSession(session), { ...entry, clientId: ownAccountOf(session) });
  const [row] = await tx
    .update(users)
    .set(raisedSessionVersion)
    .where(eq(users.id, session.id))
    .returning({ name: users.name, email: users.email, sessionVersion: users.sessionVersion });
  if (!row) throw new ApiError(401, secondFactorTexts.stepExpired);
  return renewedToken(caller, {
    name: row.name,
    email: row.email,
    accessRole: session.access_role,
    sessionVersion: row.sessionVersion,
  });
}

/**
 * The person's own account, where their security changes are logged: a client user's account
 * (always the one their token names), or none for staff, even while they are inside a client.
 */
const ownAccountOf = (session: SessionClaims): number | null =>
  isStaffRole(session.access_role) ? null : session.current_client_id;

/**
 * 409 when removing this factor would leave a person under the policy with none: 'nobody can
 * remove their own last factor while the policy applies to them'. Locks the person's row so two
 * removals at once cannot both pass. `removing`: what the change takes away.
 */
export async function refuseRemovingLastFactor(
  tx: Executor,
  userId: number,
  policy: MfaPolicy,
  removing: { totp: boolean; passkeyId?: number },
): Promise<void> {
  // Lock first, then count in a statement of its own: a statement that waited for the lock
  // would still see the factors as they were before it waited (READ COMMITTED).
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx
    .select({
      accessRole: users.accessRole,
      clientMfaRequired: clients.mfaRequired,
      hasTotp: sql<boolean>`${users.totpSecret} is not null`,
      otherPasskeys: sql<number>`(select count(*) from ${passkeys} where ${passkeys.userId} = ${users.id}
        and ${passkeys.id} is distinct from ${removing.passkeyId ?? null}::int)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, userId));
  if (!row || !mfaRequiredOf(row, policy)) return;
  const left = (row.hasTotp && !removing.totp ? 1 : 0) + row.otherPasskeys;
  if (left === 0) throw new ApiError(409, secondFactorTexts.lastFactor);
}

function notice(to: { email: string; name: string }, subject: string, lines: string[]): MailMessage {
  const closing =
    'Se não foi você, redefina a sua senha pelo link "Esqueci a minha senha" e avise a administração da sua conta.';
  const text = [`Olá, ${to.name}.`, '', ...lines, '', closing].join('\n');
  const html = [
    `<p>Olá, ${escapeHtml(to.name)}.</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${escapeHtml(closing)}</p>`,
  ].join('\n');
  return { to: to.email, subject: `${secondFactorTexts.brandName}: ${subject}`, text, html };
}

/** 'Nova chave de acesso adicionada': sent to the person whenever a passkey is added to their user. */
export function passkeyAddedMessage(to: { email: string; name: string }, passkeyName: string): MailMessage {
  return notice(to, secondFactorTexts.passkeyAddedSubject, [
    `A chave de acesso "${passkeyName}" foi adicionada à sua conta no ${secondFactorTexts.brandName}.`,
    'Com ela é possível entrar sem senha. As outras sessões abertas foram encerradas.',
  ]);
}

/**
 * 'Verificação em duas etapas desativada': the person turned the authenticator app off, or an
 * administrator reset every factor (`byAdministrator`).
 */
export function secondFactorDisabledMessage(
  to: { email: string; name: string },
  byAdministrator: boolean,
): MailMessage {
  return notice(to, secondFactorTexts.disabledSubject, [
    byAdministrator
      ? `Um administrador do ${secondFactorTexts.brandName} removeu as chaves de acesso, o aplicativo autenticador e os códigos de recuperação da sua conta. Todas as suas sessões foram encerradas.`
      : 'O aplicativo autenticador e os códigos de recuperação foram desativados na sua conta. As outras sessões abertas foram encerradas.',
    'Na próxima entrada, se o seu perfil exigir, você será convidado a configurar a verificação de novo.',
  ]);
}
