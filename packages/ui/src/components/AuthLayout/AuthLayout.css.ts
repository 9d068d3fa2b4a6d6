import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

// One column (brand on top) below the tablet breakpoint, two panels from it.
export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gridTemplateRows: 'auto 1fr',
  minHeight: '100vh',
  background: vars.color.surface,
  '@media': {
    [media.tablet]: { gridTemplateColumns: '5fr 7fr', gridTemplateRows: '1fr' },
  },
});

export const brandPanel = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  background: vars.color.primary,
  color: vars.color.textInverse,
  '@media': {
    [media.tablet]: { padding: vars.space.xxxlarge, gap: vars.space.xlarge },
  },
});

export const logo = style({
  height: vars.size.controlMedium,
  '@media': { [media.tablet]: { height: vars.size.controlLarge } },
});

export const tagline = style({
  maxWidth: vars.size.authPanel,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  '@media': { [media.tablet]: { fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.tight } },
});

export const formPanel = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const main = style({
  flex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: vars.space.xlarge,
  '@media': { [media.tablet]: { alignItems: 'center', padding: vars.space.xxxlarge } },
});

export const content = style({ width: '100%', maxWidth: vars.size.authPanel });

export const footer = style({
  padding: vars.space.large,
  textAlign: 'center',
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
});
