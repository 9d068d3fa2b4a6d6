import { style, styleVariants } from '@vanilla-extract/css';
import { cardSurface } from '../../styles/rules';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  ...cardSurface,
});

export const title = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.semibold });

export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  padding: vars.space.large,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderTopWidth: vars.space.xsmall,
  borderRadius: vars.radius.medium,
});

export const current = style({ background: vars.color.surfaceMuted });

export const accents = styleVariants({
  low_level: { borderTopColor: vars.color.risk.low },
  medium_level: { borderTopColor: vars.color.risk.medium },
  high_level: { borderTopColor: vars.color.risk.high },
});

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.medium, fontWeight: vars.font.weight.semibold });

export const description = style({ margin: 0, flex: 1, fontSize: vars.font.size.small, color: vars.color.textMuted });

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
