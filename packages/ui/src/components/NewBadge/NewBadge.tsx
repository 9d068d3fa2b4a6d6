import { isNew } from '@product/domain';
import { Badge, type BadgeProps } from '../Badge';

export interface NewBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** When the record was created. */
  createdAt: Date;
  /** Clock for the 30-day rule; stories and tests pass a fixed date. */
  now?: Date;
}

/** 'Novo' when `createdAt` is within the last 30 days (domain `isNew`, spec 1 §9); nothing otherwise. */
export function NewBadge({ createdAt, now = new Date(), ...props }: NewBadgeProps) {
  if (!isNew(createdAt, now)) return null;
  return (
    <Badge tone="success" {...props}>
      Novo
    </Badge>
  );
}
