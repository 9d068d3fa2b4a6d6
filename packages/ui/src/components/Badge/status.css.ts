import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Shared by RiskBadge, LicenseStatusBadge and SituationBadge: a neutral pill with a coloured dot.
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
});

// The fixed status colour is a dot: the text keeps full contrast whatever the colour.
export const dot = style({
  width: vars.space.small,
  height: vars.space.small,
  flexShrink: 0,
  borderRadius: vars.radius.full,
});
