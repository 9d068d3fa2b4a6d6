import { style } from '@vanilla-extract/css';

export const qrCode = style({
  display: 'block',
  flexShrink: 0,
  // Never wider than its container (a dialog at 320 px); the height follows the width.
  maxWidth: '100%',
  height: 'auto',
  // Scanners need the dark modules on a light ground: Windows' high-contrast mode must not repaint them.
  forcedColorAdjust: 'none',
});
