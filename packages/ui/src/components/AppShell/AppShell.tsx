import { Dialog, DialogDismiss } from '@ariakit/react';
import type { AccessRole } from '@product/domain';
import { type ReactNode, useId, useState } from 'react';
import { LineIcon } from '../../internal/LineIcon';
import { useRenderLink } from '../LinkProvider';
import { Logo } from '../Logo';
import { RoleBadge } from '../RoleBadge';
import * as styles from './AppShell.css';

export interface AppShellNavItem {
  label: string;
  href: string;
  active?: boolean;
}

export interface AppShellCategory {
  label: string;
  items: readonly AppShellNavItem[];
}

export interface AppShellUser {
  name: string;
  email: string;
  role: AccessRole;
}

/** What `renderLink` receives: spread it on the router's link (`<Link to={href} … />`). */
export interface AppShellLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick: () => void;
}

/** The client a staff user is inside (spec 1 §2 client shell, spec 2 §2). */
export interface AppShellClientBox {
  /** The client's name, shown as 'Cliente: {name}'. */
  name: string;
  /** Goes back to the administration (the app navigates to /admin/accounts/business and clears the stored name). */
  onReturn: () => void;
}

export interface AppShellProps {
  categories: readonly AppShellCategory[];
  user: AppShellUser;
  /** Renders a navigation link; without it the `LinkProvider`'s renderer, or a plain `<a>` outside one. */
  renderLink?: (props: AppShellLinkProps) => ReactNode;
  /** 'Minha conta' (spec: /admin/myaccount for staff, /client/myaccount for the others); hidden without it. */
  myAccountHref?: string;
  /** 'Suporte': a page or a `mailto:` address; hidden without it. */
  supportHref?: string;
  /** 'Sair'. */
  onSignOut: () => void;
  /** The page. */
  children: ReactNode;
  /** Accessible name of the main navigation. */
  navLabel?: string;
  /** Staff inside a client's area: the 'Cliente: {name}' box that returns to the administration. */
  clientBox?: AppShellClientBox;
}

function MenuIcon() {
  return (
    <LineIcon className={styles.icon} viewBox="0 0 20 20">
      <path d="M3 5h14M3 10h14M3 15h14" strokeLinecap="round" />
    </LineIcon>
  );
}

function CloseIcon() {
  return (
    <LineIcon className={styles.icon} viewBox="0 0 20 20">
      <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
    </LineIcon>
  );
}

function ReturnIcon() {
  return (
    <LineIcon className={styles.icon} viewBox="0 0 20 20">
      <path d="M8 5 3 10l5 5M3 10h14" strokeLinecap="round" strokeLinejoin="round" />
    </LineIcon>
  );
}

interface SidebarProps extends Omit<AppShellProps, 'children' | 'renderLink'> {
  renderLink: (props: AppShellLinkProps) => ReactNode;
  onNavigate: () => void;
  /** In the drawer the client box is a plain label and 'Voltar à administração' is a menu entry. */
  inDrawer?: boolean;
}

function ClientBox({ clientBox, inDrawer }: { clientBox: AppShellClientBox; inDrawer: boolean }) {
  const content = (
    <>
      <span className={styles.clientBoxText}>
        <span className={styles.clientBoxLabel}>Cliente:</span>{' '}
        <span className={styles.clientBoxName}>{clientBox.name}</span>
      </span>
      {inDrawer ? null : <ReturnIcon />}
    </>
  );
  if (inDrawer) return <p className={styles.clientBox}>{content}</p>;
  // The whole box is the return action; its title says where it goes.
  return (
    <button
      type="button"
      className={`${styles.clientBox} ${styles.clientBoxButton}`}
      title="Voltar à administração"
      onClick={clientBox.onReturn}
    >
      {content}
    </button>
  );
}

function Sidebar({
  categories,
  user,
  renderLink,
  myAccountHref,
  supportHref,
  onSignOut,
  navLabel,
  onNavigate,
  clientBox,
  inDrawer = false,
}: SidebarProps) {
  const id = useId();
  return (
    <div className={styles.sidebar}>
      <Logo className={styles.sidebarLogo} />
      {clientBox ? <ClientBox clientBox={clientBox} inDrawer={inDrawer} /> : null}
      <nav className={styles.nav} aria-label={navLabel}>
        {categories.map((category, index) => (
          <div key={category.label} className={styles.category}>
            <h2 id={`${id}-${index}`} className={styles.categoryLabel}>
              {category.label}
            </h2>
            <ul className={styles.list} aria-labelledby={`${id}-${index}`}>
              {category.items.map((item) => (
                <li key={item.href}>
                  {renderLink({
                    href: item.href,
                    className: styles.link,
                    children: item.label,
                    'aria-current': item.active ? 'page' : undefined,
                    onClick: onNavigate,
                  })}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <section className={styles.user} aria-label="Usuário">
        <div className={styles.userIdentity}>
          <span className={styles.userName}>{user.name}</span>
          <span className={styles.userEmail}>{user.email}</span>
          <span>
            <RoleBadge role={user.role} />
          </span>
        </div>
        <ul className={styles.list}>
          {clientBox && inDrawer ? (
            <li>
              <button
                type="button"
                className={styles.link}
                onClick={() => {
                  onNavigate();
                  clientBox.onReturn();
                }}
              >
                Voltar à administração
              </button>
            </li>
          ) : null}
          {myAccountHref ? (
            <li>
              {renderLink({
                href: myAccountHref,
                className: styles.link,
                children: 'Minha conta',
                onClick: onNavigate,
              })}
            </li>
          ) : null}
          {supportHref ? (
            <li>
              {/* A page of the app goes through the router; an address (mailto:, https:) is a plain link. */}
              {supportHref.startsWith('/') ? (
                renderLink({ href: supportHref, className: styles.link, children: 'Suporte', onClick: onNavigate })
              ) : (
                <a className={styles.link} href={supportHref}>
                  Suporte
                </a>
              )}
            </li>
          ) : null}
          <li>
            <button type="button" className={styles.link} onClick={onSignOut}>
              Sair
            </button>
          </li>
        </ul>
      </section>
    </div>
  );
}

/**
 * The signed-in frame (spec 1 §2): a 270 px sidebar from the large breakpoint (1024 px),
 * below it a top bar whose menu button opens the same sidebar in a drawer.
 */
export function AppShell({ children, renderLink, navLabel = 'Menu principal', ...props }: AppShellProps) {
  const providedLink = useRenderLink();
  const link = renderLink ?? providedLink;
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.root}>
      <header className={styles.topBar}>
        <button type="button" className={styles.iconButton} aria-label="Abrir menu" onClick={() => setOpen(true)}>
          <MenuIcon />
        </button>
        <Logo className={styles.topBarLogo} />
      </header>
      <aside className={styles.desktopSidebar}>
        <Sidebar {...props} navLabel={navLabel} renderLink={link} onNavigate={() => {}} />
      </aside>
      <Dialog
        open={open}
        unmountOnHide
        onClose={() => setOpen(false)}
        className={styles.drawer}
        backdrop={<div className={styles.backdrop} />}
        aria-label="Menu"
      >
        <Sidebar {...props} navLabel={navLabel} renderLink={link} onNavigate={() => setOpen(false)} inDrawer />
        <DialogDismiss className={`${styles.iconButton} ${styles.drawerClose}`} aria-label="Fechar menu">
          <CloseIcon />
        </DialogDismiss>
      </Dialog>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
