import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  borderWidth: vars.border.focusWidth,
  borderStyle: 'dashed',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  textAlign: 'center',
  selectors: {
    '&[data-dragging="true"]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-disabled="true"]': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

export const icon = style({
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  color: vars.color.textMuted,
});

export const prompt = style({ color: vars.color.text, fontSize: vars.font.size.medium, margin: 0 });

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  textAlign: 'start',
});

export const fileText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const fileName = style({
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const progress = style({
  width: '100%',
  height: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

export const progressBar = style({ height: '100%', background: vars.color.primary, borderRadius: vars.radius.full });
