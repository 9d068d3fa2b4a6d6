import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  ...cardSurface,
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.semibold });

export const scroller = style({
  maxHeight: vars.size.notificationsPanel,
  overflowY: 'auto',
  borderRadius: vars.radius.medium,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const empty = style({
  margin: 0,
  padding: vars.space.xlarge,
  textAlign: 'center',
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});
