import { type BreadcrumbItem, Button, ListFooter, PageHeader, SearchField, Stack } from '@product/ui';
import type { ReactNode } from 'react';
import type { ListSearch } from '../lib/list-search';
import { adminBreadcrumbs, renderRouterLink } from './page-header';

export interface AdminListFrameProps {
  /** The page's title, also its last breadcrumb. */
  title: string;
  /** The list state from the URL. */
  search: ListSearch;
  /** Every row the search finds (for the pager and 'Mostrando X a Y de Z'). */
  total: number;
  /** Moves the list state in the URL; a new search or page size goes back to the first page. */
  onSearchChange: (next: Partial<ListSearch>) => void;
  /** 'Adicionar'; without it there is no button (a client USER without CREATE_USER). */
  onAdd?: () => void;
  /** The trail above the title; the admin one ('Início' of administration) by default. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** The table. */
  children: ReactNode;
  /** The add/edit and delete dialogs. */
  dialogs?: ReactNode;
}

/**
 * The frame every admin table shares (spec 1 §2: CNAEs, Licenças, Usuários), and the client's users
 * table too: 'Início' breadcrumb, title and 'Adicionar', the 'Buscar' field, the table, then the
 * per-page select and the pager.
 */
export function AdminListFrame({
  title,
  search,
  total,
  onSearchChange,
  onAdd,
  breadcrumbs = adminBreadcrumbs(title),
  children,
  dialogs,
}: AdminListFrameProps) {
  return (
    <Stack space="large">
      <PageHeader
        title={title}
        breadcrumbs={breadcrumbs}
        renderLink={renderRouterLink}
        actions={onAdd ? <Button onClick={onAdd}>Adicionar</Button> : undefined}
      />
      <SearchField value={search.search} onSearch={(term) => onSearchChange({ search: term, page: 0 })} />
      {children}
      <ListFooter
        page={search.page}
        limit={search.limit}
        total={total}
        onPageChange={(page) => onSearchChange({ page })}
        onLimitChange={(limit) => onSearchChange({ limit, page: 0 })}
      />
      {dialogs}
    </Stack>
  );
}
