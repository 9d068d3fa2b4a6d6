import { isStaffRole, todayIn } from '@product/domain';
import { refreshLicenseStatuses } from '../company-licenses/sync';
import type { LicenseSettings } from '../config';
import type { Database, Executor } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { seesLicenseAlerts } from '../notifications/audience';
import { alertDigestMessage, alertNotificationText, type DigestLicense } from './messages';
import {
  type AlertCandidate,
  detachOutdatedAlerts,
  insertAlerts,
  lastRunDay,
  licensesDueForAlert,
  peopleOfAccounts,
  recordRunDay,
  tryJobLock,
} from './queries';

/** The name of the job in `job_runs`. */
export const licenseAlertJob = 'license-alerts';
/** First key of the job's advisory lock (the others in use: 7205173–7205175). */
const licenseAlertLockClass = 7205176;

export interface LicenseAlertDeps {
  db: Database;
  mailer: Mailer;
  licenses: LicenseSettings;
  now: () => Date;
  /** Where the e-mailed links point (no trailing slash). */
  publicUrl: string;
  /** Where a failed e-mail is reported; the run goes on with the others. */
  logError?: (error: unknown) => void;
}

export interface LicenseAlertResult {
  /** 'locked': another instance is running it; 'already-ran': today's run is done (pass `force` to run again). */
  outcome: 'ran' | 'locked' | 'already-ran';
  /** The day the run counted as today, in the settings' time zone. */
  day: string;
  statusChanges: number;
  notifications: number;
  emails: number;
}

/** Stages of the settings: positive whole days, each once (0 is the expiry stage itself). */
function leadStages(settings: LicenseSettings): number[] {
  return [...new Set(settings.alertLeadDays.filter((days) => Number.isInteger(days) && days > 0))];
}

interface Digest {
  to: { email: string; name: string };
  licenses: DigestLicense[];
}

/**
 * The daily licence job (issue 5 "Dashboard, alerts, logs"):
 * 1. brings every stored status in line with the calendar, so licences move
 *    into 'Expirando' and 'Vencida';
 * 2. creates one notification per licence per stage: the stages are the lead
 *    times (90, 60, 30, 15, 7, 1 days by default) and 0 once expired. A run
 *    creates only the closest stage a licence has reached — a licence first
 *    seen 10 days before expiry gets the 15-day alert, not 90, 60 and 30 as
 *    well — which is also how a missed day is caught up. The unique index on
 *    (licence, stage) makes a second alert for a stage impossible; when a
 *    licence is renewed (its validity moves later) its earlier alerts are
 *    detached from it so the new validity gets its own;
 * 3. e-mails one digest per person with the alerts just created that they may
 *    see (`seesLicenseAlerts`, a USER only for assigned companies), after the
 *    transaction commits — only alerts actually inserted are mailed, so a
 *    stage is never mailed twice. A failed e-mail is logged, not retried: the
 *    alert stays in the panel.
 * With several server instances only one runs it at a time (a Postgres
 * advisory lock); the others skip. `job_runs` keeps the day of the last run.
 */
export async function runLicenseAlerts(
  deps: LicenseAlertDeps,
  options: { force?: boolean } = {},
): Promise<LicenseAlertResult> {
  const now = deps.now();
  const day = todayIn(deps.licenses.timeZone, now);
  const leads = leadStages(deps.licenses);
  const idle = { day, statusChanges: 0, notifications: 0, emails: 0 };

  const run = await deps.db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, licenseAlertLockClass))) return { ...idle, outcome: 'locked' as const, digests: [] };
    const last = await lastRunDay(tx, licenseAlertJob);
    if (!options.force && last !== null && last >= day) {
      return { ...idle, outcome: 'already-ran' as const, digests: [] };
    }

    const statusChanges = (await refreshLicenseStatuses(tx, 'all', deps.licenses, day)).length;
    await detachOutdatedAlerts(tx, day);
    const candidates = await licensesDueForAlert(tx, day, leads);
    const alerted = await insertAlerts(
      tx,
      candidates.map((license) => ({
        clientId: license.clientId,
        companyId: license.companyId,
        companyLicenseId: license.companyLicenseId,
        stage: license.stage,
        type: 'alert' as const,
        ...alertNotificationText(license),
        registrationCode: license.cnpj,
        createdAt: now,
      })),
    );
    const created = candidates.filter((license) => alerted.has(license.companyLicenseId));
    const digests = await digestsFor(tx, created);
    await recordRunDay(tx, licenseAlertJob, day, now);
    return { ...idle, outcome: 'ran' as const, statusChanges, notifications: created.length, digests };
  });

  let emails = 0;
  for (const digest of run.digests) {
    try {
      await deps.mailer.send(alertDigestMessage(digest.to, digest.licenses, deps.publicUrl));
      emails += 1;
    } catch (error) {
      (deps.logError ?? console.error)(error);
    }
  }
  return {
    outcome: run.outcome,
    day,
    statusChanges: run.statusChanges,
    notifications: run.notifications,
    emails,
  };
}

/** Per person, the new alerts they may see; people with none get no e-mail. */
async function digestsFor(tx: Executor, created: AlertCandidate[]): Promise<Digest[]> {
  const clientIds = [...new Set(created.map((license) => license.clientId))];
  const people = await peopleOfAccounts(tx, clientIds);
  const digests: Digest[] = [];
  for (const person of people) {
    if (isStaffRole(person.accessRole) || !seesLicenseAlerts(person)) continue;
    const licenses = created.filter(
      (license) =>
        license.clientId === person.clientId &&
        (person.companyIds === null || person.companyIds.has(license.companyId)),
    );
    if (licenses.length > 0) digests.push({ to: { email: person.email, name: person.name }, licenses });
  }
  return digests;
}
