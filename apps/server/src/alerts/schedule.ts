import { todayIn } from '@product/domain';

/**
 * Wall-clock arithmetic in an IANA time zone with Intl only: when is 06:00 in
 * America/Sao_Paulo, and which day's run is due. Times the zone skips (a
 * daylight-saving gap) resolve to the instant just after the gap.
 */

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant the zone's clock shows `time` ('HH:MM') on `day` ('YYYY-MM-DD'). */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // The offset at the wall time read as UTC gives a first guess; the offset at
  // the guess corrects it when a daylight-saving change lies between. In a
  // gap (the wall time does not exist) the two disagree, and the later of the
  // two readings is the wall time pushed forward by the gap (02:30 → 03:30).
  const guess = wall - zoneOffsetMs(wall, timeZone);
  const offset = zoneOffsetMs(guess, timeZone);
  const candidate = wall - offset;
  return new Date(zoneOffsetMs(candidate, timeZone) === offset ? candidate : Math.max(guess, candidate));
}

/** 'YYYY-MM-DD' plus some days. */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The next time the daily job is due, strictly after `now`. */
export function nextRunAt(now: Date, time: string, timeZone: string): Date {
  const today = todayIn(timeZone, now);
  const todays = zonedInstant(today, time, timeZone);
  return todays.getTime() > now.getTime() ? todays : zonedInstant(addDays(today, 1), time, timeZone);
}

/** The day of the latest run that should have happened by `now`: today once its time has come, else yesterday. */
export function lastDueDay(now: Date, time: string, timeZone: string): string {
  const today = todayIn(timeZone, now);
  return zonedInstant(today, time, timeZone).getTime() <= now.getTime() ? today : addDays(today, -1);
}
