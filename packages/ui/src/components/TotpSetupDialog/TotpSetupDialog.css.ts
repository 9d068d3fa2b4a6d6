import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The dialog has no footer: its content keeps the footer's room below the buttons. */
export const content = style({ paddingBottom: vars.space.large });

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const qrPlaceholder = style({ flexShrink: 0, maxWidth: '100%', borderRadius: vars.radius.small });
