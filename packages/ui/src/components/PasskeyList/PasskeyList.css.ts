import { style } from '@vanilla-extract/css';
import { boxedList } from '../../styles/rules';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const list = style({ ...boxedList, borderRadius: vars.radius.medium });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
  selectors: { '& + &': { borderTop: `${vars.border.width} solid ${vars.color.border}` } },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  // On a phone the name and dates need the room more than the picture does.
  '@media': { [media.belowSmall]: { display: 'none' } },
});

export const iconSvg = style({ width: vars.size.iconLarge, height: vars.size.iconLarge });

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  // Takes the row's room; below about 12rem of it the button goes to a line of its own.
  flex: `1 1 ${vars.size.menu}`,
  minWidth: 0,
});

export const nameLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const name = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const dates = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });
