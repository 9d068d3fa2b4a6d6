import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center' } },
});

export const pager = style({ flex: 1, minWidth: 0, width: '100%' });
