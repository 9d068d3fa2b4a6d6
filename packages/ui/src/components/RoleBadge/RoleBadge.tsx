import { type AccessRole, brand, roleBadgeLabel } from '@product/domain';
import { Badge, type BadgeProps, type BadgeTone } from '../Badge';

const roleTones: Readonly<Record<AccessRole, BadgeTone>> = {
  [brand.roleCode]: 'success',
  EDITOR: 'info',
  PARTNER: 'warning',
  AFFINITY: 'info',
  ADMIN: 'neutral',
  USER: 'neutral',
  PROVIDER: 'neutral',
  BUSINESS: 'neutral',
};

export interface RoleBadgeProps extends Omit<BadgeProps, 'tone' | 'children' | 'role'> {
  role: AccessRole;
}

/** The role's badge (label from `roleBadgeLabel`); PROVIDER and BUSINESS have none, so it renders nothing. */
export function RoleBadge({ role, ...props }: RoleBadgeProps) {
  const label = roleBadgeLabel(role);
  if (label === null) return null;
  return (
    <Badge tone={roleTones[role]} {...props}>
      {label}
    </Badge>
  );
}
