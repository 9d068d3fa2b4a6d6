import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { LogoVariant } from './variants';

export const logo = style({ display: 'block', height: '100%', width: 'auto' });

export const frame = styleVariants({
  transparent: {},
  onWhite: { background: vars.color.surface, padding: vars.space.small, borderRadius: vars.radius.medium },
});

/** Colours of the mark's tile, the mark's strokes and the word. */
export const colours: Record<LogoVariant, { tile: string; stroke: string; word: string }> = {
  original: {
    tile: style({ fill: vars.color.primary }),
    stroke: style({ stroke: vars.color.textInverse }),
    word: style({ fill: vars.color.text }),
  },
  originalOnWhite: {
    tile: style({ fill: vars.color.primary }),
    stroke: style({ stroke: vars.color.textInverse }),
    word: style({ fill: vars.color.text }),
  },
  black: {
    tile: style({ fill: vars.color.text }),
    stroke: style({ stroke: vars.color.textInverse }),
    word: style({ fill: vars.color.text }),
  },
  blackAndWhite: {
    tile: style({ fill: vars.color.surface, stroke: vars.color.text, strokeWidth: vars.border.focusWidth }),
    stroke: style({ stroke: vars.color.text }),
    word: style({ fill: vars.color.text }),
  },
  white: {
    tile: style({ fill: vars.color.textInverse }),
    stroke: style({ stroke: vars.color.primary }),
    word: style({ fill: vars.color.textInverse }),
  },
  green: {
    tile: style({ fill: vars.color.primary }),
    stroke: style({ stroke: vars.color.textInverse }),
    word: style({ fill: vars.color.primary }),
  },
};

export const word = style({
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.bold,
});
