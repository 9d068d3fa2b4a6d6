import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textarea = style({
  paddingBlock: vars.space.small,
  lineHeight: vars.font.lineHeight.normal,
  resize: 'vertical',
});
