import { Badge, type BadgeProps } from '../Badge';

export type InactiveBadgeProps = Omit<BadgeProps, 'tone' | 'children'>;

/** 'Inativo' beside a disabled account, company, CNPJ or user. */
export function InactiveBadge(props: InactiveBadgeProps) {
  return (
    <Badge tone="danger" {...props}>
      Inativo
    </Badge>
  );
}
