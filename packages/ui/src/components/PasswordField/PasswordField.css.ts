import { style } from '@vanilla-extract/css';
import { fieldEndButton } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center', width: '100%' });

export const input = style({ paddingInlineEnd: vars.size.controlMedium });

export const toggle = style(fieldEndButton);

export const icon = style({ width: vars.size.iconLarge, height: vars.size.iconLarge });
