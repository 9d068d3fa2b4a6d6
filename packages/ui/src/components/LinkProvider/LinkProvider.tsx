import { createContext, type HTMLAttributes, type ReactNode, type Ref, useContext } from 'react';

/**
 * What a link renderer receives from a component: the target and the attributes to put on the
 * link (class, `aria-current`, a click handler, a ref, the text). Spread them on the router's link.
 */
export interface RenderLinkProps extends HTMLAttributes<HTMLElement> {
  href: string;
  ref?: Ref<HTMLElement>;
}

/** Draws a link: the app passes one that goes through its router. */
export type RenderLink = (props: RenderLinkProps) => ReactNode;

/** A plain `<a>`: how components draw links with neither a provider nor a `renderLink` prop. */
export const renderAnchor: RenderLink = ({ href, ...props }) => (
  <a href={href} {...(props as HTMLAttributes<HTMLAnchorElement>)} />
);

const LinkContext = createContext<RenderLink>(renderAnchor);

export interface LinkProviderProps {
  /** Draws every link of the components inside (breadcrumbs, tabs, the shell's menu, card names). */
  renderLink: RenderLink;
  children: ReactNode;
}

/**
 * Sets once, near the app's router, how the components draw their links, instead of a `renderLink`
 * prop on each. A component's own `renderLink` prop still wins (a link that needs more than an
 * `href`, such as one that carries the page's filters).
 */
export function LinkProvider({ renderLink, children }: LinkProviderProps) {
  return <LinkContext.Provider value={renderLink}>{children}</LinkContext.Provider>;
}

/** The provider's link renderer, or a plain `<a>` outside any provider. */
export function useRenderLink(): RenderLink {
  return useContext(LinkContext);
}
