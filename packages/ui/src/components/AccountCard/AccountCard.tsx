import { Menu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react';
import { formatDateTime, isNew } from '@product/domain';
import { Badge } from '../Badge';
import * as styles from './AccountCard.css';

export const accountCardHeadingLevels = [2, 3, 4] as const;
export type AccountCardHeadingLevel = (typeof accountCardHeadingLevels)[number];

export interface AccountCardProps {
  id: number | string;
  name: string;
  enabled: boolean;
  createdAt: Date;
  /** Last edit; shown as 'n/d' when absent. */
  updatedAt?: Date | null;
  companyCount: number;
  groupName?: string | null;
  /** The group line is hidden for the AFFINITY role (spec 1 "Account list"). */
  showGroupName?: boolean;
  /** Clock for the 'Novo' rule; stories and tests pass a fixed date. */
  now?: Date;
  /** Clicking the name enters the client's administration. */
  onEnter?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  headingLevel?: AccountCardHeadingLevel;
}

export function companiesText(count: number): string {
  return count === 1 ? '1 empresa' : `${count} empresas`;
}

/** One account of the admin account list (spec 1 "Account list"). */
export function AccountCard({
  id,
  name,
  enabled,
  createdAt,
  updatedAt,
  companyCount,
  groupName,
  showGroupName = true,
  now = new Date(),
  onEnter,
  onEdit,
  onDelete,
  headingLevel = 3,
}: AccountCardProps) {
  const Heading = `h${headingLevel}` as const;
  const displayName = name.toLocaleLowerCase('pt-BR');
  const nameClass = [styles.name, enabled ? null : styles.nameInactive].filter(Boolean).join(' ');
  // Only the actions the screen wires are offered: no button that does nothing.
  const hasMenu = Boolean(onEdit || onDelete);
  return (
    <article className={styles.card} aria-label={displayName}>
      <div className={styles.body}>
        <div className={styles.header}>
          <Heading className={styles.heading}>
            {onEnter ? (
              <button type="button" className={nameClass} onClick={onEnter}>
                {displayName}
              </button>
            ) : (
              <span className={nameClass}>{displayName}</span>
            )}
          </Heading>
          {enabled ? null : <Badge tone="danger">Inativo</Badge>}
          {isNew(createdAt, now) ? <Badge tone="success">Novo</Badge> : null}
        </div>
        <p className={styles.meta}>
          <span>ID {id}</span>
          <span>{companiesText(companyCount)}</span>
          {showGroupName && groupName ? <span>Grupo: {groupName}</span> : null}
        </p>
        <p className={styles.meta}>
          <span>Criado em {formatDateTime(createdAt)}</span>
          <span>Editado em {updatedAt ? formatDateTime(updatedAt) : 'n/d'}</span>
        </p>
      </div>
      {hasMenu ? (
        <MenuProvider placement="bottom-end">
          <MenuButton className={styles.menuButton} aria-label={`Ações de ${displayName}`}>
            <svg className={styles.icon} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
              <circle cx="10" cy="4" r="1.75" />
              <circle cx="10" cy="10" r="1.75" />
              <circle cx="10" cy="16" r="1.75" />
            </svg>
          </MenuButton>
          <Menu className={styles.menu} gutter={4}>
            {onEdit ? (
              <MenuItem className={styles.menuItem} onClick={onEdit}>
                Editar
              </MenuItem>
            ) : null}
            {onDelete ? (
              <MenuItem className={`${styles.menuItem} ${styles.menuItemDanger}`} onClick={onDelete}>
                Excluir
              </MenuItem>
            ) : null}
          </Menu>
        </MenuProvider>
      ) : null}
    </article>
  );
}
