import { onFirstUse } from './first-use';

const percentFormat = onFirstUse(
  () => new Intl.NumberFormat('pt-BR', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/**
 * A part's share of a total as the dashboard prints it (spec 2 §2 'CNPJs by risk': one decimal):
 * '33,3%', with the pt-BR decimal comma, halves rounded up ('6,3%' for 1 of 16). Nothing to share
 * (a total of 0, or not a finite number) reads '0,0%' rather than 'NaN%'.
 */
export function percentOfTotal(part: number, total: number): string {
  const share = total > 0 && Number.isFinite(part) && Number.isFinite(total) ? part / total : 0;
  return percentFormat().format(share);
}
