import { Badge, type BadgeProps } from '../Badge';

/**
 * What is disabled: a record ('Inativo'), or a company's monitoring in the platform, where it
 * sits beside the Receita's situation and a bare 'Inativo' beside 'ATIVA' reads as a contradiction
 * (issue 25): a disabled company gets no expiry alerts.
 */
export const inactiveBadgeSubjects = ['record', 'monitoring'] as const;
export type InactiveBadgeSubject = (typeof inactiveBadgeSubjects)[number];

export const inactiveBadgeLabels: Readonly<Record<InactiveBadgeSubject, string>> = {
  record: 'Inativo',
  monitoring: 'Monitoramento desativado',
};

export interface InactiveBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** 'record' by default. */
  subject?: InactiveBadgeSubject;
}

/** 'Inativo' beside a disabled account, company, CNPJ or user; 'Monitoramento desativado' on a company card. */
export function InactiveBadge({ subject = 'record', ...props }: InactiveBadgeProps) {
  return (
    <Badge tone="danger" {...props}>
      {inactiveBadgeLabels[subject]}
    </Badge>
  );
}
