import { z } from 'zod/mini';

/** Messages of the company profile form (spec 2 §5 'Company profile'). */
export const companyProfileMessages = {
  nameRequired: 'Nome é obrigatório',
  nameTooLong: 'Máximo de 255 caracteres',
} as const;

/** 'Perfil da Empresa': the company's own name (trimmed, required) and whether it is active. */
export const companyProfileFormSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, companyProfileMessages.nameRequired),
      z.maxLength(255, companyProfileMessages.nameTooLong),
    ),
  enabled: z.boolean(),
});
export type CompanyProfileFormFields = z.input<typeof companyProfileFormSchema>;
export type CompanyProfileForm = z.output<typeof companyProfileFormSchema>;

/**
 * The note beside 'Atualizar dados' (spec 2 'Company profile'): 'Atualizado hoje', 'Atualizado há
 * cerca de N dias'; null days means the registry was never read for this company.
 */
export function lastUpdateText(days: number | null): string {
  if (days === null) return 'Ainda não atualizado pela Receita Federal';
  if (days <= 0) return 'Atualizado hoje';
  return `Atualizado há cerca de ${days} ${days === 1 ? 'dia' : 'dias'}`;
}
