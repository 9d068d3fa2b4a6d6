import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { BadgeTone } from './variants';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const tones = styleVariants<Record<BadgeTone, Parameters<typeof style>[0]>>({
  neutral: { background: vars.color.surfaceMuted, color: vars.color.textMuted, borderColor: vars.color.border },
  success: { background: vars.color.successSoft, color: vars.color.success, borderColor: vars.color.success },
  danger: { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.danger },
  info: { background: vars.color.infoSoft, color: vars.color.info, borderColor: vars.color.info },
  warning: { background: vars.color.warningSoft, color: vars.color.warning, borderColor: vars.color.warning },
});
