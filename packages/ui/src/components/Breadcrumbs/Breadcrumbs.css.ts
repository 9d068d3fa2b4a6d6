import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall, minWidth: 0 });

/** The current page: fills what the line leaves, never less than `minWidth` (else it takes a line of its own). */
export const lastItem = style([
  item,
  { flex: '1 1 0', minWidth: `calc(2 * ${vars.size.controlMedium})`, maxWidth: 'max-content' },
]);

export const separator = style({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0 });

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
});

export const current = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});
