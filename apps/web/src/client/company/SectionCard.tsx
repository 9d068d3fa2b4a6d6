import { Box, Inline, Stack } from '@product/ui';
import { type ReactNode, useId } from 'react';

export interface SectionCardProps {
  /** The card's `h2` (the company's name is the page's `h1`). */
  title: string;
  /** Beside the title: a button, a note. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One card of a company tab: a titled, bordered section. */
export function SectionCard({ title, actions, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      background="surface"
      borderColor="border"
      borderStyle="solid"
      borderWidth="standard"
      borderRadius="large"
      padding="large"
      minWidth={0}
    >
      <Stack space="large">
        <Inline space="small" align="space-between" alignY="center">
          <Box as="h2" id={headingId} fontSize="large" fontWeight="bold" color="text">
            {title}
          </Box>
          {actions ? (
            <Inline space="small" alignY="center">
              {actions}
            </Inline>
          ) : null}
        </Inline>
        {children}
      </Stack>
    </Box>
  );
}
