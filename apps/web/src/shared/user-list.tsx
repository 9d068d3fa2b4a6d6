import type { AccessRole, WireDate } from '@product/domain';
import { catalogueSuccessTexts, fromWireDate } from '@product/domain';
import { dataTableColumnHelper, InactiveBadge, Inline, Link, NewBadge, Stack } from '@product/ui';
import { CreatedEdited } from './CreatedEdited';
import { RowActions, rowActionsMeta } from './RowActions';
import { UserTypeCell } from './UserTypeCell';
import type { ListCrudTexts } from './use-list-crud';

// The staff users table (spec 1 §2 'Admin users list') and the client's (spec 2 §2 'Client users')
// show a user alike; each page adds only who may open and delete which row.

/** What a users table shows of a user. */
export interface ListedUser {
  id: number;
  name: string;
  email: string;
  enabled: boolean;
  systemRole: AccessRole;
  createdAt: WireDate;
  updatedAt: WireDate | null;
}

/** The toasts of adding, editing and deleting a user (spec 1 §8, spec 2 §8). */
export const userListTexts: ListCrudTexts = {
  created: catalogueSuccessTexts.userCreated,
  updated: catalogueSuccessTexts.userUpdated,
  deleted: catalogueSuccessTexts.userDeleted,
  createFailed: 'Não foi possível criar o usuário.',
  updateFailed: 'Não foi possível alterar o usuário.',
  deleteFailed: 'Não foi possível excluir o usuário.',
};

/** The deletion dialog's naming of a user: 'Carla Mendes (carla.mendes@conforma.local)'. */
export const userItemName = (user: ListedUser | null) => (user ? `${user.name} (${user.email})` : undefined);

/** A long e-mail has no spaces: it breaks anywhere rather than pushing 'Opções' out of sight. */
const breakAnywhere = { overflowWrap: 'anywhere' } as const;

/** A name rendered as a button with the link look (Link's `render`; a bare button keeps its chrome). */
const nameButtonStyle = { background: 'none', border: 0, padding: 0, textAlign: 'start' } as const;

export interface UserColumnOptions<TUser extends ListedUser> {
  /** Today, for the 'Novo' badges. */
  now: Date;
  /** Whether the signed-in person may open this record: its name is then a link, and it has a pencil. */
  canEdit: (user: TUser) => boolean;
  /** Whether the signed-in person may delete this record (never their own). */
  canDelete: (user: TUser) => boolean;
  onEdit: (user: TUser) => void;
  onDelete: (user: TUser) => void;
  /** Let a long e-mail break anywhere (the client's table, beside more columns' worth of text). */
  breakEmail?: boolean;
}

/** The columns of a users table: ID, Usuário (name, e-mail, 'Novo', 'Inativo'), Tipo, Criação/Edição, Opções. */
export function userColumns<TUser extends ListedUser>(options: UserColumnOptions<TUser>) {
  const col = dataTableColumnHelper<TUser>();
  return col.columns([
    col.accessor((user) => user.id, { id: 'id', header: 'ID', meta: { nowrap: true } }),
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
          <span style={options.breakEmail ? breakAnywhere : undefined}>{user.email}</span>
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
