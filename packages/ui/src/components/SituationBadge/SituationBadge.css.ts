import { type style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { RegistrationSituation } from './labels';

export { badge, dot } from '../Badge/status.css';

export const dotColours = styleVariants<Record<RegistrationSituation, Parameters<typeof style>[0]>>({
  ATIVA: { background: vars.color.situation.active },
  INATIVA: { background: vars.color.situation.closed },
  INAPTA: { background: vars.color.situation.suspended },
  BAIXADA: { background: vars.color.situation.closed },
});
