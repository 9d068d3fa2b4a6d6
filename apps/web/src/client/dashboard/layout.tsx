import { Box } from '@product/ui';
import type { ReactNode } from 'react';

/** The map's height in CSS pixels; its loading placeholder takes the same, so the page does not jump. */
export const mapHeight = 400;

/** Equal columns from the tablet width up, one under the other on phones. */
export function DashboardRow({ children }: { children: ReactNode }) {
  return (
    <Box display="flex" flexDirection={{ mobile: 'column', tablet: 'row' }} gap="large">
      {children}
    </Box>
  );
}

/** One column of a `DashboardRow`. */
export function DashboardCell({ children }: { children: ReactNode }) {
  // Every cell starts from the full width and shrinks alike: the columns come out equal.
  return (
    <Box display="flex" flexDirection="column" flexGrow={1} width="full" minWidth={0}>
      {children}
    </Box>
  );
}

/** A section's `h2`, sized like the panels' own titles. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Box as="h2" id={id} fontSize="large" fontWeight="semibold" color="text">
      {children}
    </Box>
  );
}
