import type { ClientUser } from '@product/api/client';
import { fromWireDate } from '@product/domain';
import { dataTableColumnHelper, InactiveBadge, Inline, Link, NewBadge, Stack } from '@product/ui';
import { CreatedEdited } from '../../shared/CreatedEdited';
import { RowActions, rowActionsMeta } from '../../shared/RowActions';
import { UserTypeCell } from '../../shared/UserTypeCell';

const col = dataTableColumnHelper<ClientUser>();

/** A long e-mail has no spaces: it breaks anywhere rather than pushing 'Opções' out of sight. */
const breakAnywhere = { overflowWrap: 'anywhere' } as const;

/** A name rendered as a button with the link look (Link's `render`; a bare button keeps its chrome). */
const nameButtonStyle = { background: 'none', border: 0, padding: 0, textAlign: 'start' } as const;

export interface ClientUserColumnOptions {
  now: Date;
  /** Whether the signed-in person may open this record (their own always, spec 2 §6). */
  canEdit: (user: ClientUser) => boolean;
  /** Whether the signed-in person may delete this record (never their own). */
  canDelete: (user: ClientUser) => boolean;
  onEdit: (user: ClientUser) => void;
  onDelete: (user: ClientUser) => void;
}

/** The spec's columns (spec 2 §2 'Client users'): ID, Usuário (name, e-mail, 'Novo', 'Inativo'), Tipo, Criação/Edição, Opções. */
export function clientUserColumns(options: ClientUserColumnOptions) {
  return col.columns([
    col.accessor('id', { header: 'ID', meta: { nowrap: true } }),
    col.display({
      id: 'user',
      header: 'Usuário',
      cell: ({ row: { original: user } }) => (
        <Stack space="xxsmall">
          <Inline space="xsmall" alignY="center">
            {options.canEdit(user) ? (
              <Link
                render={<button type="button" style={nameButtonStyle} onClick={() => options.onEdit(user)} />}
                tone={user.enabled ? 'primary' : 'danger'}
              >
                {user.name}
              </Link>
            ) : (
              <strong>{user.name}</strong>
            )}
            <NewBadge createdAt={fromWireDate(user.createdAt)} now={options.now} />
            {user.enabled ? null : <InactiveBadge />}
          </Inline>
          <span style={breakAnywhere}>{user.email}</span>
        </Stack>
      ),
    }),
    col.display({
      id: 'role',
      header: 'Tipo',
      meta: { nowrap: true },
      cell: ({ row: { original: user } }) => <UserTypeCell role={user.systemRole} />,
    }),
    col.display({
      id: 'dates',
      header: 'Criação/Edição',
      meta: { nowrap: true },
      cell: ({ row: { original: user } }) => <CreatedEdited createdAt={user.createdAt} updatedAt={user.updatedAt} />,
    }),
    col.display({
      id: 'options',
      header: 'Opções',
      meta: rowActionsMeta,
      cell: ({ row: { original: user } }) => (
        <RowActions
          onEdit={options.canEdit(user) ? () => options.onEdit(user) : undefined}
          onDelete={options.canDelete(user) ? () => options.onDelete(user) : undefined}
        />
      ),
    }),
  ]);
}
