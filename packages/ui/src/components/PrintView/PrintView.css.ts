import { globalStyle, style } from '@vanilla-extract/css';
import { readingSheet } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon });

/** The sheet: white, bordered on screen, plain on paper. */
export const page = style({
  ...readingSheet,
  borderRadius: vars.radius.medium,
  overflowX: 'auto',
  '@media': { print: { padding: 0, border: 'none', borderRadius: 0, overflow: 'visible' } },
});

// Colours of status marks and table headers are kept on paper (browsers drop backgrounds by default).
globalStyle(`${page} *`, { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' });
