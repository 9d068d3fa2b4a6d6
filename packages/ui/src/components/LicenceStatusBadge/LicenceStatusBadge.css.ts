import { type style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { LicenceStatus } from './labels';

export { badge, dot } from '../Badge/status.css';

export const dotColours = styleVariants<Record<LicenceStatus, Parameters<typeof style>[0]>>({
  in_conformity: { background: vars.color.licenceStatus.in_conformity },
  pending: { background: vars.color.licenceStatus.pending },
  license_expired: { background: vars.color.licenceStatus.license_expired },
  near_expiration: { background: vars.color.licenceStatus.near_expiration },
  renewing: { background: vars.color.licenceStatus.renewing },
  not_necessary: { background: vars.color.licenceStatus.not_necessary },
});
