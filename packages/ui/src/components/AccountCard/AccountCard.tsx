import { formatDateTime, isNew } from '@product/domain';
import { Badge } from '../Badge';
import { Menu, type MenuAction } from '../Menu';
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
  const actions: MenuAction[] = [];
  if (onEdit) actions.push({ label: 'Editar', onSelect: onEdit });
  if (onDelete) actions.push({ label: 'Excluir', onSelect: onDelete, tone: 'danger' });
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
      {actions.length > 0 ? <Menu label={`Ações de ${displayName}`} items={actions} /> : null}
    </article>
  );
}
