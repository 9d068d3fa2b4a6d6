import { type CompanyListItem, createCompany, deleteCompany, type Http, updateCompanyData } from '@product/api/client';
import type { CnpjForm } from '@product/domain';
import { notify } from '@product/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyApiError } from '../../lib/errors';
import { refetchCompanyData } from './refetch-company-data';

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
 * toasts, and the refetch afterwards (every company key, so the selectors follow, and the dashboard).
 */
export function useCompanyActions(http: Http) {
  const queryClient = useQueryClient();
  const refetch = () => refetchCompanyData(queryClient);
  const [deleting, setDeleting] = useState<CompanyListItem | null>(null);

  const create = useMutation({
    // New companies start active (the API's default, sent so the intent is explicit).
    mutationFn: (values: CnpjForm) => createCompany(http, { cnpj: values.cnpj, companyEnabled: true }),
    onSuccess: () => {
      notify.success(companyToastTexts.created);
      void refetch();
    },
    onError: (error) => notifyApiError(companyToastTexts.createFailed, error),
  });

  const remove = useMutation({
    mutationFn: (company: CompanyListItem) => deleteCompany(http, company.id),
    onSuccess: () => {
      notify.success(companyToastTexts.deleted);
      setDeleting(null);
      void refetch();
    },
    onError: (error) => notifyApiError(companyToastTexts.deleteFailed, error),
  });

  const refresh = useMutation({
    // Only the id: the company page refreshes its detail record with the same action.
    mutationFn: async (company: Pick<CompanyListItem, 'id'>) => {
      const infoShown = pause(refreshToastMinimumMs);
      try {
        return await updateCompanyData(http, company.id);
      } finally {
        // A failure waits too: the info toast never flashes, whatever the answer.
        await infoShown;
      }
    },
    onMutate: () => ({
      toast: notify.info(companyToastTexts.refreshing, companyToastTexts.refreshingWait, { duration: refreshToastMs }),
    }),
    onSettled: (_data, _error, _company, context) => {
      if (context) notify.dismiss(context.toast);
    },
    onSuccess: () => {
      notify.success(companyToastTexts.updated, companyToastTexts.updatedPointer);
      void refetch();
    },
    onError: (error) => notifyApiError(companyToastTexts.refreshFailed, error),
  });

  return { create, remove, refresh, deleting, setDeleting };
}
