import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const headings = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

/**
 * Two columns of codes, even on a phone (an 11-character code is narrower than half of 320 px), side
 * by side at any width rather than spread across a wide screen.
 */
export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
  gap: `${vars.space.small} ${vars.space.xxlarge}`,
  margin: 0,
  padding: vars.space.large,
  listStyle: 'none',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  // No bundled monospace face: the system's (Liberation Mono on Linux, Menlo, Consolas).
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const status = style({
  margin: 0,
  color: vars.color.success,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

export const failed = style({ color: vars.color.danger });
