import type { ReactNode } from 'react';
import { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsLinkProps } from '../Breadcrumbs';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's `h1`. */
  title: ReactNode;
  /** The trail above the title; the last item is the current page. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Renders the breadcrumb links; without it the `LinkProvider`'s renderer (the app's router). */
  renderLink?: (props: BreadcrumbsLinkProps) => ReactNode;
  /** Before the title, e.g. a company logo. */
  media?: ReactNode;
  /** Beside the title: 'Inativo', a risk badge, 'Novo'. */
  badges?: ReactNode;
  /** Buttons at the end of the row ('Adicionar', 'Importar', 'Exportar'). */
  actions?: ReactNode;
  /**
   * Below 768 px, keep a long title (a company's name) from filling the screen: it takes at most two
   * lines, cut with an ellipsis, beside the media, and the badges get their own row under both. The
   * full title stays in the `h1` for screen readers and shows on hover (its `title`, when a string).
   */
  compactOnPhones?: boolean;
  className?: string;
}

/** The top of a screen: breadcrumbs, the `h1` with optional media and badges, and the screen's actions. */
export function PageHeader({
  title,
  breadcrumbs,
  renderLink,
  media,
  badges,
  actions,
  compactOnPhones = false,
  className,
}: PageHeaderProps) {
  return (
    <header className={[styles.root, className].filter(Boolean).join(' ')}>
      {breadcrumbs?.length ? <Breadcrumbs items={breadcrumbs} renderLink={renderLink} /> : null}
      <div className={styles.row}>
        <div className={styles.identity} data-compact={compactOnPhones || undefined}>
          {media ? <div className={styles.mediaBox}>{media}</div> : null}
          <div className={styles.titleGroup}>
            <h1 className={styles.title} title={compactOnPhones && typeof title === 'string' ? title : undefined}>
              {title}
            </h1>
            {badges ? <div className={styles.badges}>{badges}</div> : null}
          </div>
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
