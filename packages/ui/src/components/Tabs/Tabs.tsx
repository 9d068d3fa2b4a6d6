import { Tab, TabList, type TabListProps, TabPanel, TabProvider } from '@ariakit/react';
import {
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { LineIcon } from '../../internal/LineIcon';
import { tokens } from '../../theme/tokens';
import { useRenderLink } from '../LinkProvider';
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
  /** Renders link tabs; without it the `LinkProvider`'s renderer, or a plain `<a>` outside one. */
  renderLink?: (props: TabsLinkProps) => ReactNode;
  /** The selected tab's panel. */
  children?: ReactNode;
}

/** Names of the arrows shown when the tabs run past the edges of a narrow screen. */
export const tabsScrollTexts = { start: 'Ver abas anteriores', end: 'Ver mais abas' } as const;

type Edge = keyof typeof tabsScrollTexts;

/** Which edges have tabs hidden past them. */
interface Overflow {
  start: boolean;
  end: boolean;
}

/**
 * Ariakit tabs whose selection comes from `selectedId` (the route), so tabs can be
 * router links; arrow keys move between tabs, disabled tabs stay focusable but inert.
 *
 * Tabs that do not fit (five company tabs at 320 or 390 px) stay on one row that scrolls sideways,
 * and say so: the edge with hidden tabs fades out under a round arrow that scrolls the row (for a
 * mouse; a finger swipes, the keyboard's arrows move the focus), and the selected or focused tab is
 * scrolled clear of the fades. Chosen over wrapping (a second row of tabs reads as a second level)
 * and over a 'Mais' menu (it would hide which tab is open and the permission-disabled ones).
 */
export function Tabs({
  items,
  selectedId,
  onSelectedIdChange,
  renderLink,
  children,
  className,
  'aria-label': ariaLabel = 'Seções',
  ...props
}: TabsProps) {
  const providedLink = useRenderLink();
  const link = renderLink ?? providedLink;
  const listRef = useRef<HTMLDivElement>(null);
  const overflow = useOverflow(listRef, selectedId);
  return (
    <TabProvider
      selectedId={selectedId}
      setSelectedId={(id) => {
        if (id && id !== selectedId) onSelectedIdChange?.(id);
      }}
    >
      <div
        className={styles.scroller}
        data-overflow-start={overflow.start || undefined}
        data-overflow-end={overflow.end || undefined}
      >
        <TabList
          {...props}
          ref={listRef}
          aria-label={ariaLabel}
          className={[styles.list, className].filter(Boolean).join(' ')}
          // A tab reached with the arrow keys is brought clear of the fades, not left half under one.
          onFocus={(event) => {
            props.onFocus?.(event);
            const list = listRef.current;
            if (list && event.target instanceof HTMLElement && event.target !== list) reveal(list, event.target);
          }}
        >
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
                render={href ? (tabProps) => link({ ...tabProps, href }) : undefined}
              >
                {item.label}
              </Tab>
            );
          })}
        </TabList>
        {(['start', 'end'] as const).map((edge) =>
          overflow[edge] ? <ScrollArrow key={edge} edge={edge} listRef={listRef} /> : null,
        )}
      </div>
      {children ? (
        <TabPanel tabId={selectedId} className={styles.panel}>
          {children}
        </TabPanel>
      ) : null}
    </TabProvider>
  );
}

/**
 * How far from an edge a revealed tab must be: the fade under the arrow (size.controlSmall + space.small;
 * the arithmetic needs numbers, not the CSS variables).
 */
const edgeClearance = Number.parseFloat(tokens.size.controlSmall) + Number.parseFloat(tokens.space.small);

/** Scrolls the row (not the page) so that `tab` is fully in view and clear of the edge fades. */
function reveal(list: HTMLElement, tab: HTMLElement) {
  // The row is the tabs' offset parent: positions along its whole scrolled width.
  const start = tab.offsetLeft;
  const end = start + tab.offsetWidth;
  const clearance = Math.min(edgeClearance, Math.max(0, (list.clientWidth - tab.offsetWidth) / 2));
  if (start - clearance < list.scrollLeft) {
    list.scrollTo({ left: Math.max(0, start - clearance) });
  } else if (end + clearance > list.scrollLeft + list.clientWidth) {
    list.scrollTo({ left: end + clearance - list.clientWidth });
  }
}

/** Which edges hide tabs, kept up to date as the row scrolls or resizes; brings the selected tab into view. */
function useOverflow(listRef: RefObject<HTMLDivElement | null>, selectedId: string): Overflow {
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const hidden = list.scrollWidth - list.clientWidth;
      // A pixel's slack: zoomed pages scroll by fractions.
      const next = { start: list.scrollLeft > 1, end: list.scrollLeft < hidden - 1 };
      setOverflow((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    measure();
    // The row's width, and its tabs' (a late web font, a new label) decide what overflows.
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const tab of list.children) observer.observe(tab);
    list.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      list.removeEventListener('scroll', measure);
    };
  }, [listRef]);

  useLayoutEffect(() => {
    const list = listRef.current;
    // Ariakit gives each tab its item's id.
    const selected = selectedId ? list?.querySelector<HTMLElement>(`#${CSS.escape(selectedId)}`) : null;
    if (list && selected) reveal(list, selected);
  }, [listRef, selectedId]);

  return overflow;
}

/**
 * The arrow over a fading edge: scrolls the row by most of its width. Out of the Tab order (the
 * keyboard moves between tabs with its arrows), but a named button for pointer and touch.
 */
function ScrollArrow({ edge, listRef }: { edge: Edge; listRef: RefObject<HTMLDivElement | null> }) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-label={tabsScrollTexts[edge]}
      title={tabsScrollTexts[edge]}
      className={styles.arrow}
      data-edge={edge}
      onClick={() => {
        const list = listRef.current;
        if (!list) return;
        const step = list.clientWidth * 0.75;
        const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        list.scrollBy({ left: edge === 'end' ? step : -step, behavior: still ? 'auto' : 'smooth' });
      }}
    >
      <LineIcon className={styles.arrowIcon} viewBox="0 0 16 16" strokeWidth="1.5">
        <path d={edge === 'start' ? 'M10 3 5 8l5 5' : 'm6 3 5 5-5 5'} strokeLinecap="round" strokeLinejoin="round" />
      </LineIcon>
    </button>
  );
}
