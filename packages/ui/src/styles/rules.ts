/**
 * Style rules several components share, as plain objects a component's `style({ ...rule })` spreads,
 * so each element keeps one class and the emitted CSS stays what it was. No `style()` here: this
 * module has no side effects and emits nothing itself.
 */
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The quiet 1 px border of cards, lists and popovers. */
export const hairlineBorder = {
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.border,
} satisfies StyleRule;

/** The raised panel a card sits on: surface, quiet border, large radius and a small shadow. */
export const cardSurface = {
  padding: vars.space.large,
  background: vars.color.surface,
  ...hairlineBorder,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
} satisfies StyleRule;

/** A list set in one bordered box (FAQ, import errors): no bullets, no indent. */
export const boxedList = {
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  background: vars.color.surface,
  ...hairlineBorder,
} satisfies StyleRule;

/** A sheet of text to read (print preview, terms of use): roomy padding on a bordered surface. */
export const readingSheet = {
  padding: vars.space.xlarge,
  background: vars.color.surface,
  color: vars.color.text,
  ...hairlineBorder,
} satisfies StyleRule;

/** The floating box of a menu or listbox; its shadow depth is the component's. */
export const popoverSurface = {
  zIndex: vars.zIndex.menu,
  ...hairlineBorder,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
} satisfies StyleRule;

/** The stronger 1 px border of controls (inputs, checkboxes, radios). */
export const strongBorder = {
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
} satisfies StyleRule;

/** The box of a text-like control (inputs, select buttons): strong border, medium radius. */
export const controlSurface = {
  ...strongBorder,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
} satisfies StyleRule;

/** A control's focus: the border turns the focus colour and thickens by a 1 px shadow, no outline. */
export const controlFocus = {
  outline: 'none',
  borderColor: vars.color.focus,
  boxShadow: `0 0 0 1px ${vars.color.focus}`,
} satisfies StyleRule;

/** A small square that centres one icon (close, clear, show password, menu trigger). */
export const iconSquare = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
} satisfies StyleRule;

/** The quiet icon button inside a field's right end (clear search, show password, open calendar). */
export const fieldEndButtonBox = {
  position: 'absolute',
  insetInlineEnd: vars.space.xsmall,
  ...iconSquare,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
} satisfies StyleRule;

/** A field's end button that acts on the field (show password, open calendar), with its hover, focus and disabled looks. */
export const fieldEndButton = {
  ...fieldEndButtonBox,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focus}` },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted, background: 'transparent' },
  },
} satisfies StyleRule;

/** A labelled choice (a radio, a switch): pointer over the whole row, muted once its input is disabled. */
export const choiceRow = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.textMuted } },
} satisfies StyleRule;

/** Hidden from sight, still read by assistive technology. */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule;
