import { type CompanyListItem, companyMutations, type Http, updateCompanyData } from '@product/api/client';
import type { CnpjForm } from '@product/domain';
import { notify } from '@product/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyApiError } from '#/lib/errors';
import { withInput } from '#/lib/with-input';

/** The spec's toasts of the companies list (spec 2 §8). */
export const companyToastTexts = {
  created: 'Empresa criada',
  deleted: 'Empresa excluída',
  updated: 'Empresa atualizada',
  updatedPointer: 'Confira os dados atualizados na aba Dados da empresa.',
  refreshing: 'Atualizando empresa',
  refreshingWait: 'Aguarde...',
  createFailed: 'Não foi possível criar a empresa.',
  deleteFailed: 'Não foi possível excluir esta empresa.',
  refreshFailed: 'Não foi possível atualizar os dados desta empresa.',
} as const;

/** Spec 2 §9: the registry refresh's info toast stays up to 60 s (the call's own time limit). */
const refreshToastMs = 60_000;

/**
 * And at least this long: with a fast registry the answer came before 'Atualizando empresa /
 * Aguarde...' could be read, and only the result showed (issue 25). The result waits for it, so the
 * info toast is always seen and then gives way to the result; the button stays busy meanwhile.
 */
export const refreshToastMinimumMs = 1500;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * 'Adicionar', 'Excluir' and 'Atualizar dados' of the companies list: the calls, the spec's
 * toasts, and the refetch afterwards (`companyMutations` declare it: every company key, so the
 * selectors follow, and the dashboard).
 */
export function useCompanyActions(http: Http) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<CompanyListItem | null>(null);

  const creation = useMutation(
    companyMutations.create(http, queryClient, {
      onSuccess: () => notify.success(companyToastTexts.created),
      onError: (error) => notifyApiError(companyToastTexts.createFailed, error),
    }),
  );
  // New companies start active (the API's default, sent so the intent is explicit).
  const create = withInput(creation, (values: CnpjForm) => ({ cnpj: values.cnpj, companyEnabled: true }));

  const removal = useMutation(
    companyMutations.delete(http, queryClient, {
      onSuccess: () => {
        notify.success(companyToastTexts.deleted);
        setDeleting(null);
      },
      onError: (error) => notifyApiError(companyToastTexts.deleteFailed, error),
    }),
  );
  const remove = withInput(removal, (company: CompanyListItem) => company.id);

  const refreshing = useMutation({
    ...companyMutations.updateData(http, queryClient, {
      onMutate: () => ({
        toast: notify.info(companyToastTexts.refreshing, companyToastTexts.refreshingWait, {
          duration: refreshToastMs,
        }),
      }),
      onSettled: (_data, _error, _id, context) => {
        if (context) notify.dismiss(context.toast);
      },
      onSuccess: () => notify.success(companyToastTexts.updated, companyToastTexts.updatedPointer),
      onError: (error) => notifyApiError(companyToastTexts.refreshFailed, error),
    }),
    mutationFn: async (id: number) => {
      const infoShown = pause(refreshToastMinimumMs);
      try {
        return await updateCompanyData(http, id);
      } finally {
        // A failure waits too: the info toast never flashes, whatever the answer.
        await infoShown;
      }
    },
  });
  // Only the id: the company page refreshes its detail record with the same action.
  const refresh = withInput(refreshing, (company: Pick<CompanyListItem, 'id'>) => company.id);

  return { create, remove, refresh, deleting, setDeleting };
}
