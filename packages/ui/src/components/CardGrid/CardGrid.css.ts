import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.ultrawide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const cell = style({ minWidth: 0 });
