import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const headings = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
