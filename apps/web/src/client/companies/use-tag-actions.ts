import {
  companyKeys,
  createTag,
  deleteTag,
  type Http,
  renameTag,
  setCompanyTags,
  tagKeys,
  toApiError,
} from '@product/api/client';
import { authTexts } from '@product/domain';
import { notify } from '@product/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Spec 2 §8: a tag change's failure shows only the server's message, as the title (the
 * unknown-reason text when there is none), with no second line.
 */
function notifyTagError(error: unknown) {
  notify.error(toApiError(error).serverMessage ?? authTexts.unknownReason, '');
}

/**
 * Creating, renaming and deleting the account's tags and replacing a company's set: the server's
 * message is the success toast (spec 2 §8); the tags and the cards (which show tag names) refetch.
 */
export function useTagActions(http: Http) {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tagKeys.all }),
      queryClient.invalidateQueries({ queryKey: companyKeys.all }),
    ]);
  const done = (answer: { message: string }) => {
    notify.success(answer.message);
    void refetch();
  };

  const create = useMutation({
    mutationFn: (tag: string) => createTag(http, tag),
    onSuccess: done,
    onError: notifyTagError,
  });
  const rename = useMutation({
    mutationFn: ({ id, tag }: { id: number; tag: string }) => renameTag(http, id, tag),
    onSuccess: done,
    onError: notifyTagError,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteTag(http, id),
    onSuccess: done,
    onError: notifyTagError,
  });
  const setForCompany = useMutation({
    mutationFn: ({ companyId, tagIds }: { companyId: number; tagIds: readonly number[] }) =>
      setCompanyTags(http, companyId, tagIds),
    onSuccess: done,
    onError: notifyTagError,
  });

  return { create, rename, remove, setForCompany };
}
