const dayFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});

/**
 * '15/01/2020'. A calendar day sent as text ('2020-01-15' or '2020-01-15 00:00:00.000000')
 * is rewritten as is: read as a UTC instant it would show the day before in Brazil.
 */
export function formatDay(value: Date | string): string {
  if (typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
  }
  return dayFormat.format(value);
}

/** '12.345.678/0001-90' from 14 characters; any other text is shown unchanged. */
export function displayCnpj(value: string): string {
  const raw = value.replace(/[./-]/g, '');
  if (!/^[0-9A-Z]{12}\d{2}$/i.test(raw)) return value;
  return `${raw.slice(0, 2)}.${raw.slice(2, 5)}.${raw.slice(5, 8)}/${raw.slice(8, 12)}-${raw.slice(12)}`;
}
