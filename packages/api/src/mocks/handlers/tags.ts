import { type Tag, tagTexts } from '@product/api/contract';
import { tagOperations } from '@product/api/contract/operations';
import { clientAreaTexts } from '@product/domain';
import { conflict, mockOperation, notFound } from '../operation';
import { companyStore, findCompany } from './companies';

/** The server's order (tags/queries `tagsOfAccount`): alphabetical, case ignored, ties by id. */
const alphabetical = (tags: readonly Tag[]) =>
  [...tags].sort((a, b) => a.tag.localeCompare(b.tag, 'pt-BR', { sensitivity: 'base' }) || a.id - b.id);
/** Whether another tag of the account has this text, case ignored (tags/queries `tagTextTaken`). */
const taken = (text: string, exceptId?: number) =>
  companyStore.tags.some((tag) => tag.id !== exceptId && tag.tag.toLowerCase() === text.toLowerCase());

function visibleTag(id: number): Tag {
  const tag = companyStore.tags.find((item) => item.id === id);
  if (!tag) throw notFound(tagTexts.notFound);
  return tag;
}

/** Starts the account's tags from these (the behaviour contract seeds the server's); the companies keep theirs. */
export function seedTagMocks(tags: readonly Tag[]): void {
  companyStore.tags = tags.map(({ id, tag }) => ({ id, tag }));
}

/** The tag calls, registered from `tagOperations`, over the company mocks' store (a company's tags show on its card). */
export const tagHandlers = [
  mockOperation(tagOperations.list, () => {
    // Every company of the account counts, as on the server (a rename or a deletion reaches them all).
    const totalCompanies = (tagId: number) =>
      companyStore.companies.filter((company) => company.tagIds.includes(tagId)).length;
    return alphabetical(companyStore.tags).map((tag) => ({ ...tag, totalCompanies: totalCompanies(tag.id) }));
  }),
  mockOperation(tagOperations.create, ({ body }) => {
    if (taken(body.tag)) throw conflict(tagTexts.duplicate);
    const tag = { id: companyStore.nextId++, tag: body.tag };
    companyStore.tags.push(tag);
    return { message: tagTexts.created, tag: { ...tag } };
  }),
  mockOperation(tagOperations.rename, ({ params, body }) => {
    const tag = visibleTag(params.id);
    if (taken(body.tag, tag.id)) throw conflict(tagTexts.duplicate);
    tag.tag = body.tag;
    return { message: tagTexts.updated, tag: { ...tag } };
  }),
  mockOperation(tagOperations.delete, ({ params }) => {
    const { id } = visibleTag(params.id);
    companyStore.tags = companyStore.tags.filter((tag) => tag.id !== id);
    for (const company of companyStore.companies) company.tagIds = company.tagIds.filter((tagId) => tagId !== id);
    return { message: tagTexts.deleted };
  }),
  mockOperation(tagOperations.setCompanyTags, ({ params, body }) => {
    const company = findCompany(params.id);
    if (!company) throw notFound(clientAreaTexts.companyNotFound);
    const ids = [...new Set(body.tags.map((item) => item.id))];
    const found = companyStore.tags.filter((tag) => ids.includes(tag.id));
    if (found.length !== ids.length) throw notFound(tagTexts.notFound);
    company.tagIds = ids;
    return { message: tagTexts.companyTagsUpdated, tags: alphabetical(found) };
  }),
];
