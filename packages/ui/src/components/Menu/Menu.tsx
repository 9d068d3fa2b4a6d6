import {
  Menu as AriakitMenu,
  type MenuProps as AriakitMenuProps,
  MenuButton,
  MenuItem,
  MenuProvider,
} from '@ariakit/react';
import type { ReactElement } from 'react';
import * as styles from './Menu.css';
import type { MenuItemTone } from './variants';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  /** `danger` for destructive actions ('Excluir'). */
  tone?: MenuItemTone;
  disabled?: boolean;
}

export interface MenuProps extends Omit<AriakitMenuProps, 'children' | 'store'> {
  /** Accessible name of the trigger ('Ações de Agro Vale'). */
  label: string;
  items: readonly MenuAction[];
  /** The trigger, e.g. `<Button variant="secondary">Opções</Button>`; an ellipsis icon button named by `label` by default. */
  trigger?: ReactElement;
  placement?: 'bottom-end' | 'bottom-start' | 'top-end' | 'top-start';
}

function MoreIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <circle cx="10" cy="4" r="1.75" />
      <circle cx="10" cy="10" r="1.75" />
      <circle cx="10" cy="16" r="1.75" />
    </svg>
  );
}

/** An actions menu (Ariakit Menu): a trigger button and a list of actions such as Editar / Excluir. */
export function Menu({ label, items, trigger, placement = 'bottom-end', className, gutter = 4, ...props }: MenuProps) {
  return (
    <MenuProvider placement={placement}>
      {trigger ? (
        <MenuButton render={trigger} />
      ) : (
        <MenuButton className={styles.trigger} aria-label={label}>
          <MoreIcon />
        </MenuButton>
      )}
      <AriakitMenu
        {...props}
        gutter={gutter}
        aria-label={label}
        className={[styles.menu, className].filter(Boolean).join(' ')}
      >
        {items.map((item) => (
          <MenuItem
            key={item.label}
            className={`${styles.item} ${styles.tones[item.tone ?? 'neutral']}`}
            disabled={item.disabled}
            onClick={item.onSelect}
          >
            {item.label}
          </MenuItem>
        ))}
      </AriakitMenu>
    </MenuProvider>
  );
}
