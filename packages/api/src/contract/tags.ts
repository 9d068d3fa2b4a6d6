import { z } from 'zod/mini';

/** Tags of the current account (spec 2 §7 "Tags"), and a company's tag set. */
export const tagPaths = {
  /** GET the account's tags, POST a new one. */
  list: '/api/v1/client/tags',
  /** PUT (rename) or DELETE one tag. */
  one: <Id extends number | string>(id: Id) => `/api/v1/client/tags/${id}` as const,
  /** PUT: the company's tags become exactly this list. */
  company: <CompanyId extends number | string>(companyId: CompanyId) =>
    `/api/v1/client/tags/company/${companyId}` as const,
} as const;

/** Longest tag text, in characters (the spec shows no rule: a card chip stays readable). */
export const tagMaxLength = 60;
/** Most tags one company may carry in one request. */
export const companyTagsMax = 200;

export const tagTexts = {
  created: 'Tag criada',
  updated: 'Tag atualizada',
  deleted: 'Tag excluída',
  companyTagsUpdated: 'Tags da empresa atualizadas',
  required: 'Tag é obrigatória.',
  tooLong: `A tag deve ter no máximo ${tagMaxLength} caracteres.`,
  duplicate: 'Já existe uma tag com este nome.',
  notFound: 'Tag não encontrada.',
  invalidList: 'Lista de tags inválida.',
  tooMany: `Uma empresa pode ter no máximo ${companyTagsMax} tags.`,
} as const;

/** A tag (spec 2 §3 "Tag"). */
export const tag = z.object({ id: z.int(), tag: z.string() });
export type Tag = z.infer<typeof tag>;

/**
 * A tag of the account's list with how many of the account's companies carry it: renaming or
 * deleting a tag changes every one of them, and the dialogs say how many before acting.
 */
export const tagListItem = z.extend(tag, { totalCompanies: z.int().check(z.nonnegative()) });
export type TagListItem = z.infer<typeof tagListItem>;

/** GET answer: every tag of the account, in alphabetical order (case ignored), with its company count. */
export const tagListResponse = z.array(tagListItem);
export type TagListResponse = z.infer<typeof tagListResponse>;

const tagText = z
  .string({ error: tagTexts.required })
  .check(z.trim(), z.minLength(1, tagTexts.required), z.maxLength(tagMaxLength, tagTexts.tooLong));

/** POST and PUT body: the text, trimmed, 1 to 60 characters; unique in the account, case ignored (409). */
export const tagRequest = z.object({ tag: tagText });
export type TagRequest = z.input<typeof tagRequest>;

export const tagMutationResponse = z.object({ message: z.string(), tag });
export type TagMutationResponse = z.infer<typeof tagMutationResponse>;

export const tagMessageResponse = z.object({ message: z.string() });
export type TagMessageResponse = z.infer<typeof tagMessageResponse>;

/**
 * PUT tags/company/{companyId}: the whole new set as `[{id}]` ([] clears it;
 * repeated ids count once). An id that is not a tag of the account answers
 * 404 'Tag não encontrada.' and nothing changes.
 */
export const companyTagsRequest = z.object({
  tags: z
    .array(z.object({ id: z.int({ error: tagTexts.invalidList }) }), { error: tagTexts.invalidList })
    .check(z.maxLength(companyTagsMax, tagTexts.tooMany)),
});
export type CompanyTagsRequest = z.input<typeof companyTagsRequest>;

/** The company's tags after the change, in alphabetical order. */
export const companyTagsResponse = z.object({ message: z.string(), tags: z.array(tag) });
export type CompanyTagsResponse = z.infer<typeof companyTagsResponse>;
