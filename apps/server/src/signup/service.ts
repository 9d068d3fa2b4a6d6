import type { signupRequest } from '@product/api/contract';
import { businessGroupId, ownAccountTexts } from '@product/domain';
import type { z } from 'zod/mini';
import { recordActivity } from '../activity/record';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import { emailTaken, insertClientAccount, insertUser, isUniqueViolation } from './queries';

export const signupMessages = {
  done: ownAccountTexts.signedUp,
  emailTaken: ownAccountTexts.emailTaken,
} as const;

export const emailTakenError = () => new ApiError(409, signupMessages.emailTaken);

/**
 * Public sign-up: a CLIENT account in the business group and its ADMIN user,
 * both disabled until staff enable them (ARCHITECTURE.md "Rules that are
 * ours"). The ADMIN role holds every permission, so no permission codes are
 * stored. The new person is the actor of the log entry. The password is
 * hashed before the e-mail is looked up, so a used e-mail is not answered
 * faster than a new one.
 */
export async function signUp(db: Database, input: z.output<typeof signupRequest>): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  if (await emailTaken(db, input.email)) throw emailTakenError();
  try {
    await db.transaction(async (tx) => {
      const clientId = await insertClientAccount(tx, {
        name: input.clientName,
        groupId: businessGroupId,
        enabled: false,
      });
      const userId = await insertUser(tx, {
        name: input.name,
        email: input.email,
        passwordHash,
        accessRole: 'ADMIN',
        clientId,
        enabled: false,
      });
      await recordActivity(
        tx,
        { id: userId, name: input.name, email: input.email, clientId },
        {
          action: 'client.signup',
          details: `Cadastrou-se e criou o cliente '${input.clientName}' (ID ${clientId})`,
          entityType: 'client',
          entityId: clientId,
        },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}
