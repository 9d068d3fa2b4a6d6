import { brand } from '@product/domain';
import type { ReactNode } from 'react';
import { Logo } from '../Logo';
import * as styles from './AuthLayout.css';

export const defaultTagline = 'Licenças e conformidade das suas empresas, acompanhadas em um só lugar.';

export interface AuthLayoutProps {
  /** The form of the public page (login, sign-up, forgot password…). */
  children: ReactNode;
  /** Short sentence under the logo. */
  tagline?: string;
  /** Clock for the copyright year; stories and tests pass a fixed date. */
  now?: Date;
}

/** The two-panel brand screen of the public pages (spec 1 §2, "Public layout"). */
export function AuthLayout({ children, tagline = defaultTagline, now = new Date() }: AuthLayoutProps) {
  return (
    <div className={styles.root}>
      <header className={styles.brandPanel}>
        <Logo variant="white" className={styles.logo} />
        <p className={styles.tagline}>{tagline}</p>
      </header>
      <div className={styles.formPanel}>
        <main className={styles.main}>
          <div className={styles.content}>{children}</div>
        </main>
        <footer className={styles.footer}>
          © {now.getFullYear()} {brand.name}. Todos os direitos reservados.
        </footer>
      </div>
    </div>
  );
}
