import { style } from '@vanilla-extract/css';

/** Hidden from sight, still read by assistive technology (e.g. a label the placeholder repeats). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
