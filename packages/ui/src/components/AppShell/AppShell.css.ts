import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

// Below the large breakpoint: a top bar and a drawer; from it, a fixed-width sidebar column.
export const root = style({
  minHeight: '100vh',
  background: vars.color.background,
  '@media': {
    [media.large]: { display: 'grid', gridTemplateColumns: `${vars.size.sidebar} minmax(0, 1fr)` },
  },
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.drawer,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.controlLarge,
  paddingInline: vars.space.large,
  paddingBlock: vars.space.small,
  background: vars.color.surface,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  '@media': { [media.large]: { display: 'none' } },
});

export const topBarLogo = style({ height: vars.size.controlSmall });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const icon = style({ width: vars.size.iconLarge, height: vars.size.iconLarge });

export const desktopSidebar = style({
  display: 'none',
  '@media': {
    [media.large]: {
      display: 'flex',
      position: 'sticky',
      top: 0,
      height: '100vh',
      overflowY: 'auto',
      borderRight: `${vars.border.width} solid ${vars.color.border}`,
    },
  },
});

export const backdrop = style({ background: vars.color.overlay });

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: vars.zIndex.drawer,
  display: 'flex',
  width: vars.size.sidebar,
  maxWidth: '100%',
  overflowY: 'auto',
  background: vars.color.surface,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const drawerClose = style({
  position: 'absolute',
  top: vars.space.medium,
  insetInlineEnd: vars.space.small,
});

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  width: '100%',
  padding: vars.space.large,
  background: vars.color.surface,
});

export const sidebarLogo = style({ height: vars.size.controlMedium, alignSelf: 'flex-start' });

export const nav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, flex: 1 });

export const category = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const categoryLabel = style({
  paddingInline: vars.space.medium,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  textAlign: 'left',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      background: vars.color.primarySoft,
      color: vars.color.primary,
      fontWeight: vars.font.weight.semibold,
    },
  },
});

export const user = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingTop: vars.space.large,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
});

export const userIdentity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingInline: vars.space.medium,
  minWidth: 0,
});

export const userName = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const userEmail = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const main = style({
  minWidth: 0,
  padding: vars.space.large,
  '@media': { [media.tablet]: { padding: vars.space.xxlarge } },
});

// Staff inside a client's area (spec 2 §2): a tinted box naming the client.
export const clientBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
  margin: 0,
  padding: vars.space.medium,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.info,
  borderRadius: vars.radius.medium,
  background: vars.color.infoSoft,
  color: vars.color.info,
  fontSize: vars.font.size.small,
  textAlign: 'left',
});

export const clientBoxButton = style({
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const clientBoxText = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const clientBoxLabel = style({ fontWeight: vars.font.weight.medium });

export const clientBoxName = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });
