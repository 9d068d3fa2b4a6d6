import { secondFactorTexts } from '@product/domain';
import { LineIcon } from '../../internal/LineIcon';
import { Badge } from '../Badge';
import { Button } from '../Button';
import * as styles from './PasskeyList.css';

/** One passkey as the list shows it; the dates come already formatted ('12/05/2026 às 14:30'). */
export interface PasskeyListItem {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced by the password manager to the person's other devices (WebAuthn's backup state). */
  backedUp: boolean;
}

export interface PasskeyListProps {
  passkeys: readonly PasskeyListItem[];
  /** 'Remover chave' of a row: the caller confirms and removes. */
  onRemove: (id: number) => void;
  /** The passkey being removed: its button is busy and the others wait. */
  removingId?: number | null;
  /** Another change is running: no removal can start. */
  disabled?: boolean;
}

export const passkeyListTexts = {
  createdAt: (date: string) => `Criada em ${date}`,
  lastUsedAt: (date: string | null) => (date ? `Último uso: ${date}` : 'Nunca usada'),
  backedUp: 'Sincronizada',
  removeLabel: (name: string) => `${secondFactorTexts.removePasskey} ${name}`,
} as const;

function KeyIcon() {
  return (
    <LineIcon className={styles.iconSvg} viewBox="0 0 20 20" strokeWidth="1.5">
      <circle cx="6.5" cy="10" r="3.5" />
      <path d="M10 10h8M15 10v3M17.5 10v2" strokeLinecap="round" strokeLinejoin="round" />
    </LineIcon>
  );
}

/**
 * The person's passkeys: each with its name (long names wrap), when it was created and last used,
 * 'Sincronizada' when the password manager syncs it, and 'Remover chave', named with the passkey's
 * name for screen readers. Without passkeys, `noPasskeys`.
 */
export function PasskeyList({ passkeys, onRemove, removingId = null, disabled = false }: PasskeyListProps) {
  if (passkeys.length === 0) return <p className={styles.empty}>{secondFactorTexts.noPasskeys}</p>;
  return (
    <ul className={styles.list}>
      {passkeys.map((passkey) => (
        <li key={passkey.id} className={styles.row}>
          <span className={styles.icon}>
            <KeyIcon />
          </span>
          <div className={styles.details}>
            <div className={styles.nameLine}>
              <span className={styles.name}>{passkey.name}</span>
              {passkey.backedUp ? <Badge tone="info">{passkeyListTexts.backedUp}</Badge> : null}
            </div>
            <div className={styles.dates}>
              <span>{passkeyListTexts.createdAt(passkey.createdAt)}</span>
              <span>{passkeyListTexts.lastUsedAt(passkey.lastUsedAt)}</span>
            </div>
          </div>
          <Button
            variant="ghost"
            size="small"
            aria-label={passkeyListTexts.removeLabel(passkey.name)}
            loading={removingId === passkey.id}
            disabled={(disabled || removingId !== null) && removingId !== passkey.id}
            onClick={() => onRemove(passkey.id)}
          >
            {secondFactorTexts.removePasskey}
          </Button>
        </li>
      ))}
    </ul>
  );
}
