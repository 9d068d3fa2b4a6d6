import type { ReactNode } from 'react';
import { Box } from '../Box';
import { Inline } from '../Inline';
import { Stack } from '../Stack';

export interface MessagePanelProps {
  title: string;
  description: string;
  /** The buttons under the text. */
  actions?: ReactNode;
  /** Heading level: pages use h1 (the default); a panel inside a page may use h2. */
  headingLevel?: 1 | 2;
}

/** A short full-page message with its actions: the shape of the not-found and restricted pages. */
export function MessagePanel({ title, description, actions, headingLevel = 1 }: MessagePanelProps) {
  return (
    <Stack space="large">
      <Stack space="small">
        <Box as={`h${headingLevel}`} fontSize="xlarge" fontWeight="bold" color="text">
          {title}
        </Box>
        <Box as="p" color="textMuted">
          {description}
        </Box>
      </Stack>
      {actions ? <Inline space="small">{actions}</Inline> : null}
    </Stack>
  );
}
