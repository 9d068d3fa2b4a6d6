import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../styles/rules';

/** Hidden from sight, still read by assistive technology (e.g. a label the placeholder repeats). */
export const visuallyHidden = style(visuallyHiddenRule);
