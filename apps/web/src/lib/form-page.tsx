import { Box, Stack } from '@product/ui';
import type { FormEvent, ReactNode } from 'react';

/** The shape every public form shares: a heading, a short lead, the fields and the actions. */
export function FormPage({
  title,
  lead,
  onSubmit,
  children,
}: {
  title: string;
  lead: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack space="large">
        <Stack space="xsmall">
          <Box as="h1" fontSize="xlarge" fontWeight="bold" color="text">
            {title}
          </Box>
          <Box as="p" color="textMuted">
            {lead}
          </Box>
        </Stack>
        {children}
      </Stack>
    </form>
  );
}
