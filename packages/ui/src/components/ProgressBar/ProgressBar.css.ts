import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { ProgressBarTone } from './variants';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
});

export const label = style({ color: vars.color.text, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const value = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const track = style({
  height: vars.space.small,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
});

export const fill = style({ height: '100%', borderRadius: vars.radius.full });

export const tones = styleVariants<Record<ProgressBarTone, Parameters<typeof style>[0]>>({
  primary: { background: vars.color.primary },
  low: { background: vars.color.risk.low },
  medium: { background: vars.color.risk.medium },
  high: { background: vars.color.risk.high },
});
