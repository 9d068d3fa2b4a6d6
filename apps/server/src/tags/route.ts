import { tagOperations } from '@product/api/contract/operations/tags';
import type { ClientAreaDeps } from '../client-area/deps';
import { implement } from '../http/implement';
import { createTag, deleteTag, listTags, setCompanyTags, updateTag } from './service';

/**
 * Tags of the current account (spec 2 §7 "Tags"). They belong to the
 * companies screens (`tagOperations`): reading needs GET_COMPANY, every
 * change (creating, renaming, deleting a tag, replacing a company's set)
 * UPDATE_COMPANY.
 */
export function tagHandlers(deps: ClientAreaDeps) {
  return [
    implement(tagOperations.list, (_, c) => listTags(deps.db, c.var.tenant)),
    implement(tagOperations.create, ({ body }, c) => createTag(deps.db, c.var.tenant, body.tag)),
    implement(tagOperations.rename, ({ params, body }, c) =>
      updateTag(deps.db, c.var.tenant, params.id, body.tag, deps.now()),
    ),
    implement(tagOperations.delete, ({ params }, c) => deleteTag(deps.db, c.var.tenant, params.id)),
    implement(tagOperations.setCompanyTags, ({ params, body }, c) =>
      setCompanyTags(deps.db, c.var.tenant, params.id, body),
    ),
  ];
}
