import type { RegistrationLevel } from '@product/domain';
import { type style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { badge, dot } from '../Badge/status.css';

export const dotColours = styleVariants<Record<RegistrationLevel, Parameters<typeof style>[0]>>({
  high_level: { background: vars.color.risk.high },
  medium_level: { background: vars.color.risk.medium },
  low_level: { background: vars.color.risk.low },
});
