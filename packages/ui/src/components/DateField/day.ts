/** How a day is typed and shown in the app, whatever the browser's language: 'dd/mm/aaaa'. */
export const dayPattern = '99/99/9999';

const monthNames = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

export const dateFieldTexts = {
  openCalendar: 'Abrir calendário',
  incomplete: 'Data incompleta: use dd/mm/aaaa, por exemplo 07/11/2026.',
  month: 'Data inválida: o mês vai de 01 a 12.',
  year: 'Data inválida: o ano tem 4 dígitos, por exemplo 2026.',
  /** 'Data inválida: fevereiro de 2026 tem 28 dias.' */
  day: (month: number, year: number, days: number) =>
    `Data inválida: ${monthNames[month - 1]} de ${year} tem ${days} dias.`,
  /** 'A data deve ser a partir de 22/11/2026.' */
  min: (day: string) => `A data deve ser a partir de ${day}.`,
  /** 'A data deve ser até 22/11/2027.' */
  max: (day: string) => `A data deve ser até ${day}.`,
} as const;

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const typedDay = /^(\d{2})\/(\d{2})\/(\d{4})$/;

const daysInMonth = (month: number, year: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** '07/11/2026' from '2026-11-07'; any other text (a day still being typed) unchanged. */
export function displayDay(value: string): string {
  const match = isoDay.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** What is wrong with a typed day ('31/02/2026', '12/1'), or null when it is a real day or empty. */
export function dayProblem(text: string, min?: string, max?: string): string | null {
  if (text === '') return null;
  const match = typedDay.exec(text);
  if (!match) return dateFieldTexts.incomplete;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000) return dateFieldTexts.year;
  if (month < 1 || month > 12) return dateFieldTexts.month;
  const days = daysInMonth(month, year);
  if (day < 1 || day > days) return dateFieldTexts.day(month, year, days);
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  // ISO days compare as text.
  if (min && isoDay.test(min) && iso < min) return dateFieldTexts.min(displayDay(min));
  if (max && isoDay.test(max) && iso > max) return dateFieldTexts.max(displayDay(max));
  return null;
}

/**
 * The value a typed text stands for: '' when empty, the ISO day ('2026-11-07') when it is a real
 * day, else the text as typed, which no ISO check accepts, so the form's schema refuses it instead
 * of saving an empty day (an optional date would silently vanish).
 */
export function dayValue(text: string): string {
  if (text === '') return '';
  const match = typedDay.exec(text);
  if (!match || dayProblem(text)) return text;
  return `${match[3]}-${match[2]}-${match[1]}`;
}
