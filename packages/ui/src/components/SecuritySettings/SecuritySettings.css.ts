import { style } from '@vanilla-extract/css';
import { hairlineBorder } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  padding: vars.space.large,
  background: vars.color.surface,
  ...hairlineBorder,
  borderRadius: vars.radius.large,
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.infoSoft,
  color: vars.color.info,
  fontSize: vars.font.size.small,
});

export const noticeIcon = style({ width: vars.size.iconLarge, height: vars.size.iconLarge, flexShrink: 0 });

/** Passkeys, then the authenticator app, each under a quiet line. */
export const part = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  paddingTop: vars.space.large,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
});

export const partHeading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const partTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

/** The passkey list takes the card's width; the buttons keep their own. */
export const wide = style({ alignSelf: 'stretch' });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const codesLeft = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.small });

export const codesLow = style({ color: vars.color.warning, fontWeight: vars.font.weight.semibold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
