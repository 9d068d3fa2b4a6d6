import { brand, type LicenseStatus, licenseStatusLabels, neutralizeInvisibleText } from '@product/domain';
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import { formatDay, maskCnpj } from '../alerts/messages';

/** One all-day deadline of the feed. */
export interface DeadlineEvent {
  /** Stable across fetches: `licenca-{id}-validade@host` or `licenca-{id}-taxa@host`. */
  uid: string;
  day: string;
  summary: string;
  description: string;
  url: string;
}

export interface FeedCalendar {
  accountName: string;
  events: readonly DeadlineEvent[];
  /** Days before each deadline with a reminder (the alert job's ALERT_LEAD_DAYS). */
  leadDays: readonly number[];
  /** `HH:MM`: reminders go off at this local time, like the alert job (ALERT_TIME). */
  alertTime: string;
  now: Date;
}

/** How often calendar apps should fetch the feed again. */
export const feedRefreshSeconds = 4 * 60 * 60;

export const feedName = (accountName: string) => `${brand.name} — licenças de ${accountName}`;

/** The UID's domain part: the public address's host name (one installation's UIDs never meet another's). */
export function uidHost(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'conforma';
  } catch {
    return 'conforma';
  }
}

export function validityEvent(
  license: {
    id: number;
    companyName: string;
    cnpj: string;
    licenseName: string;
    validUntil: string;
    status: LicenseStatus;
  },
  link: string,
  host: string,
): DeadlineEvent {
  return {
    uid: `licenca-${license.id}-validade@${host}`,
    day: license.validUntil,
    summary: `Vencimento: ${license.licenseName} — ${license.companyName}`,
    description: [
      `Empresa: ${license.companyName}`,
      `CNPJ: ${maskCnpj(license.cnpj)}`,
      `Licença: ${license.licenseName}`,
      `Status: ${licenseStatusLabels[license.status]}`,
      `Validade: ${formatDay(license.validUntil)}`,
      '',
      `Abrir no ${brand.name}: ${link}`,
    ].join('\n'),
    url: link,
  };
}

export function feeEvent(
  license: {
    id: number;
    companyName: string;
    cnpj: string;
    licenseName: string;
    feeName: string | null;
    feeExpirationDate: string;
    status: LicenseStatus;
  },
  link: string,
  host: string,
): DeadlineEvent {
  const fee = license.feeName?.trim() || 'Taxa';
  return {
    uid: `licenca-${license.id}-taxa@${host}`,
    day: license.feeExpirationDate,
    summary: `Taxa: ${fee} (${license.licenseName}) — ${license.companyName}`,
    description: [
      `Empresa: ${license.companyName}`,
      `CNPJ: ${maskCnpj(license.cnpj)}`,
      `Licença: ${license.licenseName}`,
      `Status: ${licenseStatusLabels[license.status]}`,
      `Taxa: ${fee}, vencimento ${formatDay(license.feeExpirationDate)}`,
      '',
      `Abrir no ${brand.name}: ${link}`,
    ].join('\n'),
    url: link,
  };
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/**
 * The iCalendar text (RFC 5545) of the feed, written by ical-generator:
 * all-day, transparent events (a deadline does not make anyone busy), each
 * with a reminder at `alertTime` on each lead day before it, and
 * REFRESH-INTERVAL / X-PUBLISHED-TTL of four hours. All-day dates are
 * floating, so a deadline is the same day wherever the calendar is read.
 * Names may hold bidi controls or line separators stored before requests
 * refused them: ical-generator escapes only CR/LF, and a reader that breaks
 * lines at NEL or U+2028 would read the rest as a property of its own, so
 * every text goes through `neutralizeInvisibleText`.
 */
export function renderFeed(feed: FeedCalendar): string {
  const [hours = 0, minutes = 0] = feed.alertTime.split(':').map(Number);
  const alertSecondsIntoDay = hours * 3600 + minutes * 60;
  const text = neutralizeInvisibleText;
  const calendar = ical({
    name: text(feedName(feed.accountName)),
    description: `Vencimentos de licenças e taxas das empresas que você acompanha no ${brand.name}.`,
    prodId: { company: brand.name, product: 'Calendario de licencas', language: 'PT' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: feedRefreshSeconds,
  });
  for (const deadline of feed.events) {
    const event = calendar.createEvent({
      id: deadline.uid,
      allDay: true,
      start: utcDay(deadline.day),
      end: nextDay(deadline.day),
      stamp: feed.now,
      summary: text(deadline.summary),
      description: text(deadline.description),
      url: text(deadline.url),
      transparency: ICalEventTransparency.TRANSPARENT,
    });
    for (const days of feed.leadDays) {
      event.createAlarm({
        type: ICalAlarmType.display,
        // Before the all-day start (00:00 of the deadline): `days` days earlier, at the alert time.
        trigger: days * 86_400 - alertSecondsIntoDay,
        description: text(days === 1 ? `${deadline.summary}: amanhã` : `${deadline.summary}: em ${days} dias`),
      });
    }
  }
  return calendar.toString();
}
