import type { Sprinkles } from '../../theme/sprinkles.css';
import { Box, type BoxProps } from '../Box';

export const stackAligns = ['stretch', 'flex-start', 'center', 'flex-end'] as const;
export type StackAlign = (typeof stackAligns)[number];

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> & {
  /** Space between children, a theme space token (responsive). */
  space?: Sprinkles['gap'];
  align?: StackAlign;
};

/** Children one under the other with even space between them. */
export function Stack({ space = 'medium', align = 'stretch', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={space} alignItems={align} {...props} />;
}
