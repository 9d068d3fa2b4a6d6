import { cnaeOperations } from '@product/api/contract/operations/cnaes';
import type { Context } from 'hono';
import { actorFromSession } from '../activity/record';
import type { AuthEnv } from '../auth/middleware';
import type { Database } from '../db/database';
import { implement } from '../http/implement';
import { type CatalogueActor, createCnae, deleteCnae, getCnae, listCnaesFor, updateCnae } from './service';

/** The acting staff member; their log entries go to their own account. */
export function catalogueActor(c: Context<AuthEnv>): CatalogueActor {
  return { actor: actorFromSession(c.var.session), clientId: c.var.viewer.clientId };
}

/** /api/v1/admin/cnae/ (spec 1 §7): who may call each is `cnaeOperations`' `access` ({product} staff, like the CNAEs screen). */
export function cnaeHandlers(deps: { db: Database }) {
  return [
    implement(cnaeOperations.list, ({ query }) => listCnaesFor(deps.db, query)),
    implement(cnaeOperations.create, ({ body }, c) => createCnae(deps.db, catalogueActor(c), body)),
    implement(cnaeOperations.get, ({ params }) => getCnae(deps.db, params.id)),
    implement(cnaeOperations.update, ({ params, body }, c) => updateCnae(deps.db, catalogueActor(c), params.id, body)),
    implement(cnaeOperations.delete, ({ params }, c) => deleteCnae(deps.db, catalogueActor(c), params.id)),
  ];
}
