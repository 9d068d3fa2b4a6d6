import { type CompanyDetail, companyLastUpdateQueryOptions, type Http, type SessionClaims } from '@product/api/client';
import { ConfirmDeleteDialog, Stack } from '@product/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCompanyActions } from '#/client/companies/use-company-actions';
import { sessionHolds } from '#/lib/client-guard';
import { notifyApiError } from '#/lib/errors';
import { CompanyProfileCard } from './CompanyProfileCard';
import { CompanyRegistryCard } from './CompanyRegistryCard';
import { useCompanyProfile } from './use-company-profile';

/** Spec 2 §8 'os dados': the last-update note failed (the page itself still shows). */
export const lastUpdateLoadFailed = 'Não foi possível carregar os dados.';

export interface CompanyDataPageProps {
  http: Http;
  session: SessionClaims;
  company: CompanyDetail;
}

/**
 * Tab Dados (spec 2 'Company profile'): 'Perfil da Empresa' (logo, name, Ativo, Salvar, 'Excluir
 * empresa') and 'Dados' (the registry's data and 'Atualizar dados'). UPDATE_COMPANY changes the
 * logo, the name and Ativo and refreshes the registry; DELETE_COMPANY deletes (spec 2 §6).
 */
export function CompanyDataPage({ http, session, company }: CompanyDataPageProps) {
  const can = { update: sessionHolds(session, 'UPDATE_COMPANY'), remove: sessionHolds(session, 'DELETE_COMPANY') };
  const profile = useCompanyProfile(http, company.id);
  const { refresh } = useCompanyActions(http);
  const [deleting, setDeleting] = useState(false);
  const lastUpdate = useQuery(companyLastUpdateQueryOptions(http, company.id));
  useEffect(() => {
    if (lastUpdate.error) notifyApiError(lastUpdateLoadFailed, lastUpdate.error);
  }, [lastUpdate.error]);

  return (
    <Stack space="large">
      <CompanyProfileCard
        // A saved or refreshed company starts the form again from what the server now holds.
        key={`${company.name}-${company.enabled}`}
        company={company}
        canUpdate={can.update}
        canDelete={can.remove}
        saving={profile.save.isPending}
        onSave={(values) => profile.save.mutateAsync(values)}
        uploadingLogo={profile.uploadLogo.isPending}
        onUploadLogo={(file) => profile.uploadLogo.mutateAsync(file)}
        deletingLogo={profile.deleteLogo.isPending}
        onDeleteLogo={() => profile.deleteLogo.mutate()}
        onDelete={() => setDeleting(true)}
      />
      <CompanyRegistryCard
        company={company}
        lastUpdateInDays={lastUpdate.data?.lastUpdateInDays}
        onRefresh={can.update ? () => refresh.mutate(company) : undefined}
        refreshing={refresh.isPending}
      />
      <ConfirmDeleteDialog
        open={deleting}
        title="Excluir empresa"
        itemName={company.name}
        loading={profile.remove.isPending}
        onConfirm={() => profile.remove.mutate()}
        onClose={() => setDeleting(false)}
      >
        <p>Os CNPJs, as licenças e os documentos desta empresa também serão excluídos.</p>
      </ConfirmDeleteDialog>
    </Stack>
  );
}
