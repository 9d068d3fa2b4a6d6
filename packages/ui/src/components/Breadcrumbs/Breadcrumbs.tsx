import type { ReactNode } from 'react';
import { LineIcon } from '../../internal/LineIcon';
import { useRenderLink } from '../LinkProvider';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb goes; the last crumb is the current page and never a link. */
  href?: string;
}

/** What `renderLink` receives: spread it on the router's link (`<Link to={href} … />`). */
export interface BreadcrumbsLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Renders a crumb link; without it the `LinkProvider`'s renderer, or a plain `<a>` outside one. */
  renderLink?: (props: BreadcrumbsLinkProps) => ReactNode;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

function Separator() {
  return (
    <LineIcon className={styles.separator} viewBox="0 0 16 16" strokeWidth="1.5">
      <path d="m6 3 5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
    </LineIcon>
  );
}

/**
 * The trail above a page title ('Início › Empresas › Agro Vale'); the last item is the current page.
 * The current page usually repeats the title just below, so it keeps to one line: it takes the room
 * left after the links (at least a few words' width, or a line of its own) and ends with an ellipsis,
 * its full text on hover and for screen readers.
 */
export function Breadcrumbs({ items, renderLink, label = 'Navegação estrutural', className }: BreadcrumbsProps) {
  const providedLink = useRenderLink();
  const link = renderLink ?? providedLink;
  return (
    <nav aria-label={label} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href ?? item.label} className={last ? styles.lastItem : styles.item}>
              {index > 0 ? <Separator /> : null}
              {last ? (
                <span className={styles.current} aria-current="page" title={item.label}>
                  {item.label}
                </span>
              ) : item.href ? (
                link({ href: item.href, className: styles.link, children: item.label })
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
