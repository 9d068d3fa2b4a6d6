/** '12.345.678/0001-95': the CNPJ mask, for the numeric and the alphanumeric (2026) forms; other input is returned as is. */
export function formatCnpj(value: string): string {
  const raw = value.replace(/[.\-/\s]/g, '').toUpperCase();
  if (!/^[0-9A-Z]{12}\d{2}$/.test(raw)) return value;
  return `${raw.slice(0, 2)}.${raw.slice(2, 5)}.${raw.slice(5, 8)}/${raw.slice(8, 12)}-${raw.slice(12)}`;
}

// Registry dates are calendar days: formatted in UTC so no time zone moves them.
const dayFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatOpeningDate(value: Date): string {
  return dayFormat.format(value);
}
