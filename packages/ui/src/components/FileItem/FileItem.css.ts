import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { FileKind } from './fileKinds';

export const fileIcon = style({
  position: 'relative',
  flexShrink: 0,
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
});

export const fileIconShape = style({ width: '100%', height: '100%' });

export const extension = style({
  position: 'absolute',
  insetInline: 0,
  bottom: vars.space.xsmall,
  textAlign: 'center',
  // Four capitals must fit the 40 px sheet: a step below the smallest text size.
  fontSize: `calc(${vars.font.size.xsmall} * 0.75)`,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.textInverse,
});

export const kinds = styleVariants<Record<FileKind, Parameters<typeof style>[0]>>({
  pdf: { color: vars.color.danger },
  image: { color: vars.color.warning },
  spreadsheet: { color: vars.color.success },
  text: { color: vars.color.info },
  other: { color: vars.color.textMuted },
});

export const term = style({ display: 'inline', fontWeight: vars.font.weight.medium, color: vars.color.text });

export const detail = style({ display: 'inline', margin: 0, overflowWrap: 'anywhere' });
