import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium, minWidth: 0 });

/** Compact on phones (`compactOnPhones`): a grid of media and title, then the badges across both. */
const compact = `${identity}[data-compact]`;

export const mediaBox = style({
  display: 'flex',
  flexShrink: 0,
  '@media': { [media.belowTablet]: { selectors: { [`${compact} &`]: { gridColumn: '1' } } } },
});

export const titleGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  // Its title and badges become cells of the compact grid.
  '@media': { [media.belowTablet]: { selectors: { [`${compact} &`]: { display: 'contents' } } } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': {
    [media.tablet]: { fontSize: vars.font.size.xxlarge },
    [media.belowTablet]: {
      selectors: {
        [`${compact} &`]: {
          gridColumn: '-2 / -1',
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: 2,
          overflow: 'hidden',
        },
      },
    },
  },
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  '@media': { [media.belowTablet]: { selectors: { [`${compact} &`]: { gridColumn: '1 / -1' } } } },
});

globalStyle(compact, {
  '@media': {
    [media.belowTablet]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      alignItems: 'center',
      columnGap: vars.space.medium,
      rowGap: vars.space.small,
    },
  },
});

// Without media the title has the row to itself.
globalStyle(`${compact}:not(:has(> ${mediaBox}))`, {
  '@media': { [media.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, flexShrink: 0 });
