import { Box, Inline } from '@product/ui';
import type { ReactNode } from 'react';

export interface TabHeaderProps {
  /** The tab's `h2` (the company's name is the page's `h1`, in the detail's header). */
  title: ReactNode;
  /** Buttons at the end of the row ('Adicionar'). */
  actions?: ReactNode;
}

/** The top of a company tab: its heading and its buttons, wrapping under each other on phones. */
export function TabHeader({ title, actions }: TabHeaderProps) {
  return (
    <Inline space="small" align="space-between" alignY="center">
      <Box as="h2" fontSize="large" fontWeight="semibold" color="text">
        {title}
      </Box>
      {actions ? <Inline space="xsmall">{actions}</Inline> : null}
    </Inline>
  );
}
