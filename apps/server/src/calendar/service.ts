import {
  type CalendarCreateResponse,
  type CalendarSettingsResponse,
  calendarPaths,
  calendarTexts,
} from '@product/api/contract';
import {
  calendarShowsLicences,
  canAccessClientRoute,
  isAccessRole,
  isGroupConfined,
  isStaffRole,
  todayIn,
} from '@product/domain';
import { recordActivity } from '../activity/record';
import type { Tenant } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { statusOf } from '../company-licenses/sync';
import { notFound } from '../http/errors';
import { type DeadlineEvent, feeEvent, renderFeed, uidHost, validityEvent } from './ics';
import { assignedCompanyIds, feedLicenses, findFeedByHash, findFeedOf, saveFeed } from './queries';
import { calendarTokenOf, calendarTokenPattern, hashCalendarToken, newCalendarSeed } from './tokens';

export type CalendarDeps = Pick<ClientAreaDeps, 'db' | 'jwtSecret' | 'licenses' | 'now'> & {
  /** Where the web app is opened (no trailing slash): the feed's links and the events' links start here. */
  publicUrl: string;
};

const feedUrl = (deps: CalendarDeps, token: string) => `${deps.publicUrl}${calendarPaths.feed(token)}`;

/** The caller's own link for the account they are working in, or null (also when the server's secret changed). */
export async function calendarSettings(deps: CalendarDeps, tenant: Tenant): Promise<CalendarSettingsResponse> {
  const row = await findFeedOf(deps.db, tenant.userId, tenant.clientId);
  const token = row ? calendarTokenOf(deps.jwtSecret, row.tokenSeed) : null;
  const current = row && token !== null && hashCalendarToken(token) === row.tokenHash ? token : null;
  return { url: current === null ? null : feedUrl(deps, current), seesLicences: calendarShowsLicences(tenant) };
}

/** 'Gerar link' / 'Gerar novo link': a new token for the caller in this account; the previous link answers 404. */
export async function createCalendarLink(deps: CalendarDeps, tenant: Tenant): Promise<CalendarCreateResponse> {
  const seed = newCalendarSeed();
  const token = calendarTokenOf(deps.jwtSecret, seed);
  await deps.db.transaction(async (tx) => {
    const previous = await findFeedOf(tx, tenant.userId, tenant.clientId);
    await saveFeed(tx, {
      userId: tenant.userId,
      clientId: tenant.clientId,
      tokenHash: hashCalendarToken(token),
      tokenSeed: seed,
      createdAt: deps.now(),
    });
    await recordActivity(tx, tenant.actor, {
      action: previous ? 'calendar.rotate' : 'calendar.create',
      details: previous
        ? 'Gerou um novo link do calendário de licenças (o anterior deixou de funcionar)'
        : 'Gerou o link do calendário de licenças',
      entityType: 'user',
      entityId: tenant.userId,
    });
  });
  return { message: calendarTexts.created, url: feedUrl(deps, token), seesLicences: calendarShowsLicences(tenant) };
}

/**
 * The feed of a token: 404 'Calendário não encontrado.' for a token that is
 * malformed, unknown or replaced, of a disabled person, of a disabled account
 * (the one shown, or the person's own), of a client user moved to another
 * account, or of PARTNER/AFFINITY staff whose group no longer holds the client.
 */
export async function calendarFeed(deps: CalendarDeps, token: string): Promise<string> {
  if (!calendarTokenPattern.test(token)) throw notFound(calendarTexts.notFound);
  const feed = await findFeedByHash(deps.db, hashCalendarToken(token));
  if (!feed?.userEnabled || !feed.clientEnabled || feed.homeEnabled === false) {
    throw notFound(calendarTexts.notFound);
  }
  const role = feed.accessRole;
  if (!isAccessRole(role)) throw notFound(calendarTexts.notFound);
  if (isStaffRole(role)) {
    if (isGroupConfined(role) && feed.homeGroupId !== feed.clientGroupId) throw notFound(calendarTexts.notFound);
  } else if (feed.homeClientId !== feed.clientId) {
    throw notFound(calendarTexts.notFound);
  }

  const person = { accessRole: role, permissionRoles: feed.permissionRoles };
  // Who sees which licences (`calendarShowsLicences`): a USER their assigned companies; everybody else
  // (ADMIN, PROVIDER, BUSINESS, staff who entered the client) every company of the account — PROVIDER
  // and BUSINESS see each licence's name, status and validity on the company panel already.
  const companyIds = !calendarShowsLicences(person)
    ? []
    : role === 'USER'
      ? await assignedCompanyIds(deps.db, feed.userId)
      : null;
  const rows = await feedLicenses(deps.db, feed.clientId, companyIds);

  const now = deps.now();
  const today = todayIn(deps.licenses.timeZone, now);
  const host = uidHost(deps.publicUrl);
  const screen = canAccessClientRoute(role, 'companies/$id/licenses') ? 'licenses' : 'panel';
  const events: DeadlineEvent[] = [];
  for (const row of rows) {
    const status = statusOf(row, deps.licenses, today);
    const link = `${deps.publicUrl}/client/companies/${row.companyId}/${screen}`;
    if (row.type === 'document' && row.validUntil !== null) {
      events.push(validityEvent({ ...row, validUntil: row.validUntil, status }, link, host));
    }
    if (row.feeExpirationDate !== null) {
      events.push(feeEvent({ ...row, feeExpirationDate: row.feeExpirationDate, status }, link, host));
    }
  }
  const leadDays = [...new Set(deps.licenses.alertLeadDays.filter((days) => Number.isInteger(days) && days > 0))];
  return renderFeed({ accountName: feed.clientName, events, leadDays, alertTime: deps.licenses.alertTime, now });
}
