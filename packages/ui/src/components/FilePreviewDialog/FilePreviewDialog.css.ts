import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * As tall as the screen allows and as wide as the page's content: a document needs room. The
 * attribute selector outweighs the Dialog's own size rule, whatever order the sheets load in.
 */
export const dialog = style({
  selectors: {
    '&[role="dialog"]': {
      height: `calc(100dvh - 2 * ${vars.space.large})`,
      maxWidth: vars.size.content,
    },
  },
});

export const preview = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  minHeight: vars.size.controlLarge,
  overflow: 'auto',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.medium,
});

export const frame = style({ width: '100%', height: '100%', border: 'none' });

export const image = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });

export const unavailable = style({ padding: vars.space.xlarge, textAlign: 'center', color: vars.color.textMuted });
