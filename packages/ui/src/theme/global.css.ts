import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import './theme.css';

// A small modern reset: border-box everywhere, no default margins, media that never overflows.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('*', { margin: 0 });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});
globalStyle('body', {
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});
globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('button:disabled, [aria-disabled="true"]', { cursor: 'not-allowed' });
globalStyle(':focus-visible', {
  outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
  outlineOffset: vars.border.focusWidth,
});
