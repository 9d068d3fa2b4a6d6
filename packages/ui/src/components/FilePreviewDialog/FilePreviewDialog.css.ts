import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const backdrop = style({ background: vars.color.overlay });

export const dialog = style({
  position: 'fixed',
  inset: vars.space.large,
  zIndex: vars.zIndex.menu,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: vars.space.xlarge,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  '@media': {
    [media.belowTablet]: { inset: vars.space.small, padding: vars.space.large },
  },
});

export const heading = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const body = style({
  flex: 1,
  minHeight: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'auto',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.medium,
});

export const frame = style({ width: '100%', height: '100%', border: 'none' });

export const image = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });

export const unavailable = style({ padding: vars.space.xlarge, textAlign: 'center', color: vars.color.textMuted });

export const footer = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.small });
