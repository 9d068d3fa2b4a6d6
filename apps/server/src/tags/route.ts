import { companyTagsRequest, tagPaths, tagRequest, tagTexts } from '@product/api/contract';
import { Hono } from 'hono';
import { type ClientEnv, idParam, requireClientArea, tenantOf } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { parseOr400, readJsonBody, withoutTrailingSlash } from '../http/validation';
import { createTag, deleteTag, listTags, setCompanyTags, updateTag } from './service';

/**
 * Tags of the current account (spec 2 §7 "Tags"). They belong to the
 * companies screens: reading needs GET_COMPANY, every change (creating,
 * renaming, deleting a tag, replacing a company's set) UPDATE_COMPANY.
 */
export function tagRoutes(deps: ClientAreaDeps) {
  const reading = requireClientArea(deps, { route: 'companies', permission: 'GET_COMPANY' });
  const changing = requireClientArea(deps, { route: 'companies', permission: 'UPDATE_COMPANY' });
  const list = withoutTrailingSlash(tagPaths.list);
  const one = tagPaths.one(':id');

  return new Hono<ClientEnv>()
    .get(list, ...reading, async (c) => c.json(await listTags(deps.db, tenantOf(c)), 200))
    .post(list, ...changing, async (c) => {
      const input = parseOr400(tagRequest, await readJsonBody(c), { required: { tag: tagTexts.required } });
      return c.json(await createTag(deps.db, tenantOf(c), input.tag), 201);
    })
    .put(one, ...changing, async (c) => {
      const id = idParam(c);
      const input = parseOr400(tagRequest, await readJsonBody(c), { required: { tag: tagTexts.required } });
      return c.json(await updateTag(deps.db, tenantOf(c), id, input.tag, deps.now()), 200);
    })
    .delete(one, ...changing, async (c) => c.json(await deleteTag(deps.db, tenantOf(c), idParam(c)), 200))
    .put(tagPaths.company(':id'), ...changing, async (c) => {
      const id = idParam(c);
      const input = parseOr400(companyTagsRequest, await readJsonBody(c), {
        required: { tags: tagTexts.invalidList },
      });
      return c.json(await setCompanyTags(deps.db, tenantOf(c), id, input), 200);
    });
}
