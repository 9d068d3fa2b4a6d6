import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Shared by FolderItem and FileItem: one row of the documents browser. */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
  background: vars.color.surface,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  minWidth: 0,
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  color: vars.color.warning,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 12rem',
  minWidth: 0,
});

export const name = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, marginInlineStart: 'auto' });
