import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import type { SkeletonVariant } from './variants';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  background: vars.color.neutral[200],
  borderRadius: vars.radius.small,
  animation: `${pulse} ${vars.duration.spin} ease-in-out infinite alternate`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const variants = styleVariants<Record<SkeletonVariant, Parameters<typeof style>[0]>>({
  text: { width: '100%', height: vars.font.size.medium },
  heading: { width: '60%', height: vars.font.size.xlarge },
  block: { width: '100%', height: vars.size.controlLarge },
  circle: { width: vars.size.controlMedium, height: vars.size.controlMedium, borderRadius: vars.radius.full },
});
