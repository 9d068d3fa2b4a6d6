import {
  formatDate as formatDomainDate,
  formatDateTime as formatDomainDateTime,
  normalizeCnae,
  normalizeCnpj,
  onFirstUse,
} from '@product/domain';
import { applyMask, masks } from './mask';

/**
 * '11.222.333/0001-81' or '12.ABC.345/01DE-35' (masks `99.999.999/9999-99` and `AA.AAA.AAA/AAAA-99`).
 * A value that is not 14 characters is returned as given, so a typo stays visible.
 */
export function formatCnpj(value: string): string {
  const cnpj = normalizeCnpj(value);
  if (cnpj.length !== 14) return value;
  return applyMask(cnpj, masks.cnpj);
}

/** '4646-0/02' from '4646002', '4646-0/02' or BrasilAPI's integer 4646002; other values as given. */
export function formatCnae(value: string | number): string {
  const cnae = normalizeCnae(value);
  if (!/^\d{7}$/.test(cnae)) return String(value);
  return applyMask(cnae, masks.cnae);
}

// Made on first use: the first Intl formatter starts ICU's locale data (see onFirstUse).
const currencyFormat = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));

/** 'R$ 1.234,56' (Intl puts a no-break space after 'R$'). */
export function formatCurrency(value: number): string {
  return currencyFormat().format(value);
}

/** '22/11/2026', in Brasília time (the domain's). */
export function formatDate(value: Date): string {
  return formatDomainDate(value);
}

/** '22/11/2026 às 09:15', in Brasília time (the domain's rule, spec 1 §9). */
export function formatDateTime(value: Date): string {
  return formatDomainDateTime(value);
}

/** 'Atualizado hoje', 'Atualizado há cerca de 1 dia', 'Atualizado há cerca de N dias'. */
export function lastUpdateText(days: number): string {
  const whole = Math.max(0, Math.floor(days));
  if (whole === 0) return 'Atualizado hoje';
  if (whole === 1) return 'Atualizado há cerca de 1 dia';
  return `Atualizado há cerca de ${whole} dias`;
}
