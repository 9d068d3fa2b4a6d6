import type { ImportJob } from '@product/api/client';

/**
 * Seconds the job still needs at the pace it has kept so far: the rows done between its start
 * and its last step (the server's own clock, so a reload or another tab tells the same), over
 * the rows left. Null before there is a pace to read (no row done yet, or all at once).
 */
export function secondsLeft(job: Pick<ImportJob, 'sent' | 'done' | 'createdAt' | 'updatedAt'>): number | null {
  const elapsed = (Date.parse(job.updatedAt) - Date.parse(job.createdAt)) / 1000;
  if (!(elapsed >= 1) || job.done <= 0) return null;
  const perSecond = job.done / elapsed;
  return Math.max(0, (job.sent - job.done) / perSecond);
}

/** 'Cerca de 3 min restantes', 'Cerca de 1 h 20 min restantes', 'Menos de 1 min restante'. */
export function timeLeftText(seconds: number | null): string {
  if (seconds === null) return 'Calculando o tempo restante…';
  if (seconds < 60) return 'Menos de 1 min restante';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `Cerca de ${minutes} min restantes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `Cerca de ${hours} h${rest > 0 ? ` ${rest} min` : ''} restantes`;
}

const countFormat = new Intl.NumberFormat('pt-BR');

/** '1.200 de 5.000'. */
export function progressText(job: Pick<ImportJob, 'sent' | 'done'>): string {
  return `${countFormat.format(job.done)} de ${countFormat.format(job.sent)}`;
}
