import { Tab, TabList, type TabListProps, TabPanel, TabProvider } from '@ariakit/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './Tabs.css';

export interface TabsItem {
  id: string;
  label: string;
  /** Makes the tab a link (routed tabs such as /client/companies/{id}/panel). */
  href?: string;
  /** A tab the user may not open (spec 2: tabs are enabled by permission). */
  disabled?: boolean;
  /** Shown on hover, e.g. why a tab is disabled. */
  title?: string;
}

/** What `renderLink` receives: spread it on the router's link (`<Link to={href} … />`). */
export interface TabsLinkProps extends HTMLAttributes<HTMLElement> {
  href: string;
  ref?: Ref<HTMLElement>;
}

export interface TabsProps extends Omit<TabListProps, 'children' | 'store'> {
  items: readonly TabsItem[];
  /** The selected tab's `id` (from the route for link tabs). */
  selectedId: string;
  /** Called with the tab a user picks; link tabs navigate instead, so it is optional. */
  onSelectedIdChange?: (id: string) => void;
  /** Renders link tabs with the app's router. A plain `<a>` by default. */
  renderLink?: (props: TabsLinkProps) => ReactNode;
  /** The selected tab's panel. */
  children?: ReactNode;
}

const defaultRenderLink = ({ href, ...props }: TabsLinkProps) => (
  <a href={href} {...(props as HTMLAttributes<HTMLAnchorElement>)} />
);

/**
 * Ariakit tabs whose selection comes from `selectedId` (the route), so tabs can be
 * router links; arrow keys move between tabs, disabled tabs stay focusable but inert.
 */
export function Tabs({
  items,
  selectedId,
  onSelectedIdChange,
  renderLink = defaultRenderLink,
  children,
  className,
  'aria-label': ariaLabel = 'Seções',
  ...props
}: TabsProps) {
  return (
    <TabProvider
      selectedId={selectedId}
      setSelectedId={(id) => {
        if (id && id !== selectedId) onSelectedIdChange?.(id);
      }}
    >
      <TabList {...props} aria-label={ariaLabel} className={[styles.list, className].filter(Boolean).join(' ')}>
        {items.map((item) => {
          const href = item.href;
          return (
            <Tab
              key={item.id}
              id={item.id}
              disabled={item.disabled}
              title={item.title}
              accessibleWhenDisabled
              className={styles.tab}
              render={href ? (tabProps) => renderLink({ ...tabProps, href }) : undefined}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {children ? (
        <TabPanel tabId={selectedId} className={styles.panel}>
          {children}
        </TabPanel>
      ) : null}
    </TabProvider>
  );
}
