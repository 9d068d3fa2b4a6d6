import { style, styleVariants } from '@vanilla-extract/css';
import { hairlineBorder } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.surface,
  ...hairlineBorder,
  borderRadius: vars.radius.medium,
  minWidth: 0,
});

export const unread = style({ borderColor: vars.color.borderStrong, boxShadow: vars.shadow.small });

export const read = style({ background: vars.color.surfaceMuted });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  borderRadius: vars.radius.full,
});

export const iconSvg = style({ width: vars.size.iconLarge, height: vars.size.iconLarge });

export const kinds = styleVariants({
  alert: { background: vars.color.dangerSoft, color: vars.color.danger },
  other: { background: vars.color.infoSoft, color: vars.color.info },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, flex: 1, minWidth: 0 });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
});

export const actions = style({ paddingTop: vars.space.xsmall });
