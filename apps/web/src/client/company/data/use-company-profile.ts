import {
  type CompanyDetail,
  type CompanyUpdateRequest,
  companyKeys,
  deleteCompany,
  deleteCompanyLogo,
  type Http,
  updateCompany,
  uploadCompanyLogo,
} from '@product/api/client';
import { notify } from '@product/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { notifyApiError } from '../../../lib/errors';
import { refetchCompanyData } from '../../companies/refetch-company-data';
import { companyToastTexts } from '../../companies/use-company-actions';
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
 * A change refetches every company query (the header, the cards, the selectors) and the dashboard.
 */
export function useCompanyProfile(http: Http, companyId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const detailKey = companyKeys.detail(companyId);
  // The logo answer carries the new address: the header shows it at once, the lists refetch.
  const setLogo = (logoSrc: string | null) => {
    queryClient.setQueryData<CompanyDetail>(detailKey, (company) => (company ? { ...company, logoSrc } : company));
    void queryClient.invalidateQueries({ queryKey: companyKeys.lists() });
  };

  const save = useMutation({
    mutationFn: (body: CompanyUpdateRequest) => updateCompany(http, companyId, body),
    onSuccess: (answer) => {
      notify.success(answer.message || companyToastTexts.updated);
      void refetchCompanyData(queryClient);
    },
    onError: (error) => notifyApiError(companyProfileTexts.saveFailed, error),
  });

  const uploadLogo = useMutation({
    mutationFn: (file: File) => uploadCompanyLogo(http, companyId, file),
    onSuccess: (answer) => {
      notify.success(companyProfileTexts.logoUploaded);
      setLogo(answer.logoSrc);
    },
    onError: (error) => notifyApiError(companyProfileTexts.logoUploadFailed, error),
  });

  const deleteLogo = useMutation({
    mutationFn: () => deleteCompanyLogo(http, companyId),
    onSuccess: () => {
      notify.success(companyProfileTexts.logoDeleted);
      setLogo(null);
    },
    onError: (error) => notifyApiError(companyProfileTexts.logoDeleteFailed, error),
  });

  const remove = useMutation({
    mutationFn: () => deleteCompany(http, companyId),
    onSuccess: async () => {
      notify.success(companyToastTexts.deleted);
      // Leave first: a refetch of the deleted company while its page is open would fail and toast.
      await navigate({ to: companiesHref });
      queryClient.removeQueries({ queryKey: detailKey });
      void refetchCompanyData(queryClient);
    },
    onError: (error) => notifyApiError(companyToastTexts.deleteFailed, error),
  });

  return { save, uploadLogo, deleteLogo, remove };
}
