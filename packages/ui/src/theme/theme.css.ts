import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { tokens } from './tokens';

/** The light theme, set on :root so every component (and portals such as toasts) sees it. */
createGlobalTheme(':root', vars, tokens);
