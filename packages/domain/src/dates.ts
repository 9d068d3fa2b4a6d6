import { onFirstUse } from './first-use';

/** How long a record counts as new for the 'Novo' badge (spec 1 §9). */
export const newBadgeDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

/** 'Novo' when created within the last 30 days; a future date (clock skew) also counts as new. */
export function isNew(createdAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - createdAt.getTime() <= newBadgeDays * dayMs;
}

/**
 * The wire's dates are PHP DateTime objects (`createdAt.date`), e.g.
 * `{ date: '2026-11-22 02:57:04.000000', timezone_type: 3, timezone: 'UTC' }`.
 */
export interface WireDate {
  date: string;
  timezone_type: number;
  timezone: string;
}

export function toWireDate(value: Date): WireDate {
  const iso = value.toISOString(); // 2026-11-22T02:57:04.123Z
  return { date: `${iso.slice(0, 10)} ${iso.slice(11, 23)}000`, timezone_type: 3, timezone: 'UTC' };
}

/** Reads a wire date (always written in UTC by our server). */
export function fromWireDate(value: WireDate): Date {
  const [day, time = '00:00:00'] = value.date.split(' ');
  return new Date(`${day}T${time.slice(0, 12)}Z`);
}

const dayFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'America/Sao_Paulo',
    }),
);
const hourFormat = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' }),
);

/** '22/11/2026', in Brasília time. */
export function formatDate(value: Date): string {
  return dayFormat().format(value);
}

/** '22/11/2026 às 09:15' (spec 1 §9: Portuguese locale, day month year with 'às' and the hour). */
export function formatDateTime(value: Date): string {
  return `${formatDate(value)} às ${hourFormat().format(value)}`;
}
