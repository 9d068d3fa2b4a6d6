import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const lead = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.medium });

/** The QR code and the key typed by hand side by side, one under the other when they do not fit. */
export const pairing = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.large,
});

export const manual = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  flex: `1 1 ${vars.size.menu}`,
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const secret = style({
  display: 'block',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  // No bundled monospace face: the system's (Liberation Mono on Linux, Menlo, Consolas).
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  // One click selects the whole key, to copy it into the app.
  userSelect: 'all',
});

/** A group of 4 characters; the gap is a margin, not a space, so the copied key has none. */
export const group = style({
  selectors: { '&:not(:last-child)': { marginInlineEnd: vars.space.small } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
