import type { Sprinkles } from '../../theme/sprinkles.css';
import { Box, type BoxProps } from '../Box';

export const inlineAlignsY = ['flex-start', 'center', 'flex-end', 'baseline'] as const;
export type InlineAlignY = (typeof inlineAlignsY)[number];
export const inlineAligns = ['flex-start', 'center', 'flex-end', 'space-between'] as const;
export type InlineAlign = (typeof inlineAligns)[number];

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems' | 'justifyContent'> & {
  /** Space between children, a theme space token (responsive). */
  space?: Sprinkles['gap'];
  alignY?: InlineAlignY;
  align?: InlineAlign;
  /** Children wrap onto new lines when they do not fit (default). */
  wrap?: boolean;
};

/** Children side by side, wrapping on narrow screens. */
export function Inline({
  space = 'small',
  alignY = 'center',
  align = 'flex-start',
  wrap = true,
  ...props
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      alignItems={alignY}
      justifyContent={align}
      {...props}
    />
  );
}
