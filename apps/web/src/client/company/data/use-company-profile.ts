import {
  type CompanyUpdateRequest,
  companyKeys,
  companyLogoMutations,
  companyMutations,
  type Http,
} from '@product/api/client';
import { notify } from '@product/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { companyToastTexts } from '#/client/companies/use-company-actions';
import { notifyApiError } from '#/lib/errors';
import { withInput } from '#/lib/with-input';
import { companiesHref } from '../CompanyHeader';

/** The profile's toasts (spec 2 §8). */
export const companyProfileTexts = {
  saveFailed: 'Não foi possível alterar as informações da empresa.',
  logoUploaded: 'Logo cadastrada',
  logoUploadFailed: 'Não foi possível enviar a imagem anexada.',
  logoDeleted: 'Logo excluida',
  logoDeleteFailed: 'Não foi possível excluir a logo.',
} as const;

/**
 * 'Perfil da Empresa' actions: save name and Ativo, send or delete the logo, delete the company.
 * A change refetches every company query (the header, the cards, the selectors) and the dashboard;
 * a logo's answer shows in the header at once and the lists refetch (the mutations declare both).
 */
export function useCompanyProfile(http: Http, companyId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const saving = useMutation(
    companyMutations.update(http, queryClient, {
      onSuccess: (answer) => notify.success(answer.message || companyToastTexts.updated),
      onError: (error) => notifyApiError(companyProfileTexts.saveFailed, error),
    }),
  );

  const uploadingLogo = useMutation(
    companyLogoMutations.upload(http, queryClient, {
      onSuccess: () => notify.success(companyProfileTexts.logoUploaded),
      onError: (error) => notifyApiError(companyProfileTexts.logoUploadFailed, error),
    }),
  );

  const deletingLogo = useMutation(
    companyLogoMutations.delete(http, queryClient, {
      onSuccess: () => notify.success(companyProfileTexts.logoDeleted),
      onError: (error) => notifyApiError(companyProfileTexts.logoDeleteFailed, error),
    }),
  );

  const removal = useMutation(
    companyMutations.delete(http, queryClient, {
      onSuccess: async () => {
        notify.success(companyToastTexts.deleted);
        // Leave first: a refetch of the deleted company while its page is open would fail and toast.
        await navigate({ to: companiesHref });
        queryClient.removeQueries({ queryKey: companyKeys.detail(companyId) });
      },
      onError: (error) => notifyApiError(companyToastTexts.deleteFailed, error),
    }),
  );

  return {
    save: withInput(saving, (body: CompanyUpdateRequest) => ({ id: companyId, body })),
    uploadLogo: withInput(uploadingLogo, (file: File) => ({ companyId, file })),
    deleteLogo: withInput(deletingLogo, () => companyId),
    remove: withInput(removal, () => companyId),
  };
}
