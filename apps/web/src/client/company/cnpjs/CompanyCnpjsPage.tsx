import {
  type CompanyCnpjItem,
  type CompanyCnpjListResponse,
  companyCnpjMutations,
  type Http,
  type SessionClaims,
} from '@product/api/client';
import type { CnpjForm } from '@product/domain';
import { Button, ConfirmDeleteDialog, DataTable, formatCnpj, notify, SearchField, Stack } from '@product/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CnpjFormDialog } from '#/client/companies/CnpjFormDialog';
import { searchFilter } from '#/lib/active-filters';
import { sessionHolds } from '#/lib/client-guard';
import { notifyApiError } from '#/lib/errors';
import type { ListSearch } from '#/lib/list-search';
import { ListPager } from '#/shared/ListPager';
import { AccessRestrictedSection } from '#/shared/NotFoundAndAccess';
import { cnpjColumns } from './cnpj-columns';
import { TabHeader } from './TabHeader';

const title = 'CNPJs';

/** The spec's toasts of the tab (spec 2 §8). */
export const cnpjToastTexts = {
  added: 'CNPJ adicionado',
  deleted: 'CNPJ excluído',
  addFailed: 'Não foi possível adicionar CNPJ.',
  deleteFailed: 'Não foi possível excluir o CNPJ.',
  loadFailed: 'Não foi possível carregar os CNPJs.',
} as const;

export interface CompanyCnpjsPageProps {
  http: Http;
  session: SessionClaims;
  companyId: number;
  /** Today, for the 'Novo' badge. */
  now: Date;
  /** The list state from the URL. */
  search: ListSearch;
  /** The page of CNPJs the URL asks for. */
  data: CompanyCnpjListResponse;
  /** Moves the list state in the URL; a new search or page size goes back to the first page. */
  onSearchChange: (next: Partial<ListSearch>) => void;
}

/**
 * Tab CNPJs of a company (spec 2 §2 'CNPJs', §6): the table, the search and the pager; 'Adicionar'
 * (CREATE_CNPJ) asks one CNPJ of the company's root, the trash can (DELETE_CNPJ) asks Sim/Não.
 * A change refetches the company (its header counts CNPJs), the companies list and the dashboard.
 */
export function CompanyCnpjsPage({
  http,
  session,
  companyId,
  now,
  search,
  data,
  onSearchChange,
}: CompanyCnpjsPageProps) {
  const queryClient = useQueryClient();
  const canCreate = sessionHolds(session, 'CREATE_CNPJ');
  const canDelete = sessionHolds(session, 'DELETE_CNPJ');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CompanyCnpjItem | null>(null);

  const create = useMutation(
    companyCnpjMutations.create(http, queryClient, {
      onSuccess: () => notify.success(cnpjToastTexts.added),
      onError: (error) => notifyApiError(cnpjToastTexts.addFailed, error),
    }),
  );
  const remove = useMutation(
    companyCnpjMutations.delete(http, queryClient, {
      onSuccess: () => {
        notify.success(cnpjToastTexts.deleted);
        setDeleting(null);
      },
      onError: (error) => notifyApiError(cnpjToastTexts.deleteFailed, error),
    }),
  );

  // One 'today' per visit: the 'Novo' badges hold still and the columns stay memoised.
  const [today] = useState(now);
  const columns = useMemo(
    () => cnpjColumns({ now: today, onDelete: canDelete ? setDeleting : undefined }),
    [today, canDelete],
  );

  return (
    <Stack space="large">
      <TabHeader
        title={title}
        actions={canCreate ? <Button onClick={() => setAdding(true)}>Adicionar</Button> : null}
      />
      <SearchField value={search.search} onSearch={(term) => onSearchChange({ search: term, page: 0 })} />
      <DataTable
        label={title}
        columns={columns}
        data={data.items}
        getRowId={(cnpj) => String(cnpj.id)}
        nothingFoundText="Nenhum CNPJ encontrado"
        activeFilters={searchFilter(search.search)}
        onClearFilters={() => onSearchChange({ search: '', page: 0 })}
      />
      <ListPager search={search} total={data.total} onSearchChange={onSearchChange} />
      <CnpjFormDialog
        open={adding}
        title="Adicionar CNPJ"
        successText={cnpjToastTexts.added}
        hint="Um CNPJ com a mesma raiz (8 primeiros caracteres) da empresa; os dados são buscados na Receita Federal."
        onSave={(values: CnpjForm) => create.mutateAsync({ companyId, body: { cnpj: values.cnpj } })}
        onClose={() => setAdding(false)}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Excluir CNPJ"
        itemName={deleting ? `${formatCnpj(deleting.registrationCode)} (${deleting.registrationName})` : undefined}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ companyId, registrationCode: deleting.registrationCode })}
        onClose={() => setDeleting(null)}
      >
        <p>As licenças deste CNPJ também serão excluídas; os arquivos do repositório da empresa continuam lá.</p>
      </ConfirmDeleteDialog>
    </Stack>
  );
}

/** The tab for someone without GET_CNPJ (spec 2 §6): 'Acesso restrito', decided before any call. */
export function CompanyCnpjsRestricted() {
  return <AccessRestrictedSection backTo="/client/companies" />;
}
