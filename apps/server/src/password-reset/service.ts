import { createHash, randomBytes } from 'node:crypto';
import { emailNotFoundCode, type passwordResetConfirmRequest } from '@product/api/contract';
import { brand, ownAccountTexts } from '@product/domain';
import type { z } from 'zod/mini';
import { recordActivity } from '../activity/record';
import { recordPasswordReset } from '../auth/attempts';
import { hashPassword } from '../auth/passwords';
import { deleteFeedsOfUser } from '../calendar/queries';
import type { Database } from '../db/database';
import { ApiError, badRequest } from '../http/errors';
import { type Mailer, passwordResetMessage } from '../mail/mailer';
import {
  consumeToken,
  countRecentTokens,
  expireOpenTokens,
  findUserByEmail,
  insertToken,
  isTokenOpen,
  setPassword,
} from './queries';

export const passwordResetMessages = {
  emailNotFound: ownAccountTexts.resetEmailNotFound,
  sent: ownAccountTexts.resetSent,
  tooMany:
    'Já enviamos 5 links para este email na última hora. Use o link do email mais recente (confira também o spam).',
  mailFailed: 'Não foi possível enviar o email. Tente novamente mais tarde.',
  invalidLink: ownAccountTexts.resetLinkInvalid,
  done: ownAccountTexts.resetDone,
} as const;

/**
 * At most 5 links per e-mail per hour, so nobody can flood a mailbox. Anyone
 * may use them up, so they must never leave the owner without a way in: a
 * new link does not end the earlier ones, and a link lasts as long as the
 * window, so while requests are refused the mailbox holds 5 working links
 * (a completed reset ends them all and starts the count again).
 */
export const resetRequestsPerHour = 5;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ResetDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  logError: (error: unknown) => void;
}

/**
 * Makes a single-use link valid for an hour (only its SHA-256 is stored) and
 * e-mails it. No sign-in limit holds this: it is the owner's way in while
 * others guess at the password (see `loginLimit`).
 */
export async function requestPasswordReset(deps: ResetDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new ApiError(404, passwordResetMessages.emailNotFound, emailNotFoundCode);
  if ((await countRecentTokens(deps.db, user.id)) >= resetRequestsPerHour) {
    throw new ApiError(429, passwordResetMessages.tooMany);
  }
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    await insertToken(tx, user.id, sha256(token));
    await recordActivity(tx, user, {
      action: 'user.password_reset_request',
      details: 'Pediu um link para redefinir a senha',
      entityType: 'user',
      entityId: user.id,
    });
  });
  const link = `${deps.publicUrl}/reset-password?token=${token}`;
  try {
    await deps.mailer.send(passwordResetMessage(user, link, brand.name));
  } catch (error) {
    deps.logError(error);
    throw new ApiError(503, passwordResetMessages.mailFailed);
  }
}

/**
 * Sets the new password with a link's token, once. An unknown or spent link
 * is refused before the (costly) hash is made. The reset counts as a sign-in
 * from `ip` for the login limit: proving the mailbox lifts the blocks others
 * caused on the e-mail (see `loginLimit`).
 */
export async function confirmPasswordReset(
  db: Database,
  input: z.output<typeof passwordResetConfirmRequest>,
  ip: string,
): Promise<void> {
  if (!(await isTokenOpen(db, sha256(input.token)))) throw badRequest(passwordResetMessages.invalidLink);
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    const token = await consumeToken(tx, sha256(input.token));
    if (!token) return false;
    await expireOpenTokens(tx, token.userId);
    const user = await setPassword(tx, token.userId, passwordHash);
    if (!user) return false;
    // Someone else may have had the account: the old calendar links stop working too.
    await deleteFeedsOfUser(tx, user.id);
    await recordActivity(tx, user, {
      action: 'user.password_reset',
      details: 'Redefiniu a senha pelo link enviado por email',
      entityType: 'user',
      entityId: user.id,
    });
    await recordPasswordReset(tx, { email: user.email, ip });
    return true;
  });
  if (!done) throw badRequest(passwordResetMessages.invalidLink);
}
