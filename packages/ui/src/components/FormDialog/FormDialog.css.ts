import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const errors = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.font.size.small,
  listStyle: 'none',
});

export const success = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

export const successIcon = style({ width: vars.size.iconLarge, height: vars.size.iconLarge, flexShrink: 0 });
