export { vars } from './contract.css';
export { type Sprinkles, sprinkles } from './sprinkles.css';
export { type Breakpoint, breakpoints, media, type Tokens, tokens } from './tokens';
export { visuallyHidden } from './utilities.css';
