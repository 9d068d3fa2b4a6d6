import type { LicenseStatus } from '@product/domain';
import { type style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { badge, dot } from '../Badge/status.css';

export const dotColours = styleVariants<Record<LicenseStatus, Parameters<typeof style>[0]>>({
  in_conformity: { background: vars.color.licenseStatus.in_conformity },
  pending: { background: vars.color.licenseStatus.pending },
  license_expired: { background: vars.color.licenseStatus.license_expired },
  near_expiration: { background: vars.color.licenseStatus.near_expiration },
  renewing: { background: vars.color.licenseStatus.renewing },
  not_necessary: { background: vars.color.licenseStatus.not_necessary },
});
