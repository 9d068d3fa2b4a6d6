import type { SessionClaims } from '@product/api/contract';
import type { Executor } from '../db/database';
import { activityLogs } from '../db/schema';

/** Who acted: a snapshot of the person, kept in the log even after they are deleted. */
export interface Actor {
  id: number | null;
  name: string;
  email: string;
  /** The account the action happens in (for staff who entered a client, that client). */
  clientId: number | null;
}

export function actorFromSession(session: SessionClaims): Actor {
  return { id: session.id, name: session.name, email: session.username, clientId: session.current_client_id };
}

export interface ActivityEntry {
  /** Stable code, `entity.verb`: `client.create`, `cnae.delete`, `user.password_reset`… */
  action: string;
  /** The Portuguese sentence the activity-log screen shows, e.g. "Criou o cliente 'Padaria Sol' (ID 12)". */
  details: string;
  entityType?: string;
  entityId?: number;
  /** Overrides the actor's account when the action concerns another one. */
  clientId?: number | null;
}

/**
 * Writes one activity-log row. Call it with the transaction that makes the
 * change, so the change and its log entry are written together or not at all.
 */
export async function recordActivity(db: Executor, actor: Actor, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLogs).values({
    userId: actor.id,
    userName: actor.name,
    userEmail: actor.email,
    clientId: entry.clientId === undefined ? actor.clientId : entry.clientId,
    action: entry.action,
    actionDetails: entry.details,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId ?? null,
  });
}
