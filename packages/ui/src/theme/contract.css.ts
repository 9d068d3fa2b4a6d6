import { createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

/** Token names as CSS custom properties; the values come from a theme (see `theme.css.ts`). */
export const vars = createThemeContract(tokens);
