import { type Http, tagMutations, toApiError } from '@product/api/client';
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
 * message is the success toast (spec 2 §8); the tags and the cards (which show tag names) refetch
 * (`tagMutations` declare it).
 */
export function useTagActions(http: Http) {
  const queryClient = useQueryClient();
  const toasts = {
    onSuccess: (answer: { message: string }) => notify.success(answer.message),
    onError: notifyTagError,
  };
  const create = useMutation(tagMutations.create(http, queryClient, toasts));
  const rename = useMutation(tagMutations.rename(http, queryClient, toasts));
  const remove = useMutation(tagMutations.delete(http, queryClient, toasts));
  const setForCompany = useMutation(tagMutations.setCompanyTags(http, queryClient, toasts));

  return { create, rename, remove, setForCompany };
}
