import { style, styleVariants } from '@vanilla-extract/css';
import { cardSurface } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  ...cardSurface,
  minWidth: 0,
});

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.logoWidth,
  height: vars.size.logoHeight,
  flexShrink: 0,
});

export const logoImage = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });

export const logoFallback = style({
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const logoIcon = style({ width: vars.size.controlSmall, height: vars.size.controlSmall });

export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const nameLink = style({
  color: vars.color.primary,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const nameInactive = style({ color: vars.color.danger });

export const fantasy = style({ fontSize: vars.font.size.small, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.font.size.small,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const factLabel = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted });

export const factValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const riskList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
});

export const riskItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const riskDot = style({ width: vars.space.small, height: vars.space.small, borderRadius: vars.radius.full });

export const riskColours = styleVariants({
  low_level: { background: vars.color.risk.low },
  medium_level: { background: vars.color.risk.medium },
  high_level: { background: vars.color.risk.high },
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  background: vars.color.infoSoft,
  color: vars.color.info,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  // A tag without spaces (up to 60 characters) breaks inside the card instead of widening it.
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** Tags and 'Editar tags' on one row; the button wraps under long tag lists. */
export const tagsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
