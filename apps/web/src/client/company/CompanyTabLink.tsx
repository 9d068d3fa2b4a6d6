import type { TabsLinkProps } from '@product/ui';
import { useRouter } from '@tanstack/react-router';
import type { Ref } from 'react';

/**
 * The company tabs' links through the router. `href` carries the tab's query (`cnae_level`), which a
 * typed `<Link to>` cannot take for a path known only at run time; `navigate({ href })` parses it.
 */
function CompanyTabLink({ href, onClick, ref, ...props }: TabsLinkProps) {
  const router = useRouter();
  return (
    <a
      {...props}
      // Ariakit's tab gives an HTMLElement ref; here the element is an anchor.
      ref={ref as Ref<HTMLAnchorElement>}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        // A modified click (new tab, new window) stays the browser's.
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    />
  );
}

/** `Tabs`' `renderLink` for the company tabs (the app's `LinkProvider` renderer cannot carry a query). */
export const renderCompanyTabLink = (props: TabsLinkProps) => <CompanyTabLink {...props} />;
