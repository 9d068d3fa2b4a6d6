import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultLicenseSettings } from '../config';
import type { DatabaseHandle } from '../db/database';
import { jobRuns } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { databaseKinds, openTestDatabase } from '../testing/harness';
import { type LicenseAlertDeps, type LicenseAlertResult, licenseAlertJob } from './job';
import { addDays, lastDueDay, nextRunAt, zonedInstant } from './schedule';
import { type SchedulerTimers, startAlertScheduler } from './scheduler';

describe('the alert schedule', () => {
  it('finds the instant of a wall-clock time in a zone', () => {
    expect(zonedInstant('2026-11-22', '06:00', 'America/Sao_Paulo').toISOString()).toBe('2026-11-22T09:00:00.000Z');
    expect(zonedInstant('2026-11-22', '00:00', 'Asia/Kolkata').toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(zonedInstant('2026-06-01', '23:59', 'UTC').toISOString()).toBe('2026-06-01T23:59:00.000Z');
  });

  it('follows daylight-saving changes, and pushes a time that does not exist past the gap', () => {
    expect(zonedInstant('2026-03-07', '06:00', 'America/New_York').toISOString()).toBe('2026-03-07T11:00:00.000Z');
    expect(zonedInstant('2026-03-08', '06:00', 'America/New_York').toISOString()).toBe('2026-03-08T10:00:00.000Z');
    // 02:30 does not exist on 8 March 2026 in New York (02:00 → 03:00): 03:30 EDT.
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 01:30 does not exist on 29 March 2026 in London (01:00 → 02:00): 02:30 BST.
    expect(zonedInstant('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 01:30 happens twice on 1 November 2026 in New York: the first one.
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('schedules the next run strictly after now', () => {
    const zone = 'America/Sao_Paulo';
    expect(nextRunAt(new Date('2026-11-22T08:59:59Z'), '06:00', zone).toISOString()).toBe('2026-11-22T09:00:00.000Z');
    expect(nextRunAt(new Date('2026-11-22T09:00:00Z'), '06:00', zone).toISOString()).toBe('2026-11-23T09:00:00.000Z');
    // 01:00 UTC on the 23rd is still the 22nd in São Paulo.
    expect(nextRunAt(new Date('2026-11-23T01:00:00Z'), '06:00', zone).toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(nextRunAt(new Date('2026-12-31T10:00:00Z'), '06:00', zone).toISOString()).toBe('2027-01-01T09:00:00.000Z');
  });

  it("tells which day's run is due", () => {
    const zone = 'America/Sao_Paulo';
    expect(lastDueDay(new Date('2026-11-22T08:59:59Z'), '06:00', zone)).toBe('2026-11-21');
    expect(lastDueDay(new Date('2026-11-22T09:00:00Z'), '06:00', zone)).toBe('2026-11-22');
    expect(lastDueDay(new Date('2026-03-01T12:00:00Z'), '23:00', zone)).toBe('2026-02-28');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });
});

interface FakeTimer {
  callback: () => void;
  ms: number;
  unrefed: boolean;
  cleared: boolean;
  unref(): void;
}

describe.each(databaseKinds)('the alert scheduler on %s', (kind) => {
  let handle: DatabaseHandle;
  let clock: Date;
  let timers: FakeTimer[];
  let runs: Date[];
  let errors: unknown[];
  let failNext: boolean;
  const fakeTimers: SchedulerTimers = {
    setTimeout(callback, ms) {
      const timer: FakeTimer = {
        callback,
        ms,
        unrefed: false,
        cleared: false,
        unref() {
          timer.unrefed = true;
        },
      };
      timers.push(timer);
      return timer;
    },
    clearTimeout(handle) {
      (handle as FakeTimer).cleared = true;
    },
  };
  const noMail: Mailer = {
    async send() {
      throw new Error('no e-mail expected');
    },
  };
  async function fakeRun(deps: LicenseAlertDeps): Promise<LicenseAlertResult> {
    const now = deps.now();
    runs.push(now);
    if (failNext) {
      failNext = false;
      throw new Error('banco fora do ar');
    }
    return { outcome: 'ran', day: now.toISOString().slice(0, 10), statusChanges: 0, notifications: 0, emails: 0 };
  }
  /** The scheduler over fake timers, running `run` (the real job when null). */
  const start = (run: typeof fakeRun | null = fakeRun) =>
    startAlertScheduler({
      db: handle.db,
      mailer: noMail,
      licenses: defaultLicenseSettings,
      now: () => clock,
      publicUrl: 'https://conforma.test',
      logError: (error) => errors.push(error),
      timers: fakeTimers,
      ...(run ? { run } : {}),
    });
  const lastRun = (day: string) =>
    handle.db
      .insert(jobRuns)
      .values({ name: licenseAlertJob, lastRunOn: day })
      .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunOn: day } });
  const live = () => timers.filter((timer) => !timer.cleared);
  const hours = (count: number) => count * 60 * 60 * 1000;
  /** Records the last run on `lastDay` (none when null), starts the scheduler at `now` and waits until it is ready. */
  async function startedAt(lastDay: string | null, now: string) {
    if (lastDay) await lastRun(lastDay);
    clock = new Date(now);
    const scheduler = start();
    await scheduler.ready;
    return scheduler;
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    timers = [];
    runs = [];
    errors = [];
    failNext = false;
    await handle.db.delete(jobRuns);
  });

  it('catches up at start-up when the last due run is missing, then waits for the next 06:00', async () => {
    // 08:00 in São Paulo: today's 06:00 run was missed
    const scheduler = await startedAt('2026-11-20', '2026-11-22T11:00:00Z');
    expect(runs).toEqual([clock]);
    expect(live()).toHaveLength(1);
    expect(live()[0]).toMatchObject({ ms: hours(22), unrefed: true });
    await scheduler.stop();
  });

  it('runs on a fresh database (no run recorded yet)', async () => {
    const scheduler = await startedAt(null, '2026-11-22T11:00:00Z');
    expect(runs).toHaveLength(1);
    await scheduler.stop();
  });

  it('does not run at start-up before the day’s time when yesterday’s run happened', async () => {
    // 05:00 in São Paulo
    const scheduler = await startedAt('2026-11-21', '2026-11-22T08:00:00Z');
    expect(runs).toEqual([]);
    expect(live()[0]?.ms).toBe(hours(1));
    await scheduler.stop();
  });

  it('catches up at 05:00 when yesterday’s run was missed', async () => {
    const scheduler = await startedAt('2026-11-20', '2026-11-22T08:00:00Z');
    expect(runs).toHaveLength(1);
    await scheduler.stop();
  });

  it('does not run again at start-up when today’s run is recorded', async () => {
    const scheduler = await startedAt('2026-11-22', '2026-11-22T20:00:00Z');
    expect(runs).toEqual([]);
    expect(live()[0]?.ms).toBe(hours(13));
    await scheduler.stop();
  });

  it('runs when the timer fires and schedules the next day; a failing run is logged and the days go on', async () => {
    const scheduler = await startedAt('2026-11-22', '2026-11-22T20:00:00Z');
    const first = live()[0];
    if (!first) throw new Error('no timer');
    clock = new Date('2026-11-23T09:00:00Z');
    failNext = true;
    first.callback();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs).toEqual([clock]);
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('banco fora do ar');
    expect(timers).toHaveLength(2);
    expect(timers[1]?.ms).toBe(hours(24));
    const second = timers[1];
    clock = new Date('2026-11-24T09:00:00Z');
    second?.callback();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs).toHaveLength(2);
    expect(errors).toHaveLength(1);
    await scheduler.stop();
    expect(timers.at(-1)?.cleared).toBe(true);
  });

  it('stops: clears its timer and waits for a run in progress', async () => {
    clock = new Date('2026-11-22T11:00:00Z');
    let finish: () => void = () => {};
    const slowRun = async (deps: LicenseAlertDeps) => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return fakeRun(deps);
    };
    const scheduler = start(slowRun);
    await new Promise((resolve) => setTimeout(resolve, 50));
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(runs).toHaveLength(1);
    expect(live()).toEqual([]);
  });

  it('reports a failing start-up check and still schedules', async () => {
    failNext = true;
    const scheduler = await startedAt(null, '2026-11-22T11:00:00Z');
    expect(errors).toHaveLength(1);
    expect(live()).toHaveLength(1);
    await scheduler.stop();
  });

  it('records the day with the real job, so a restart the same day does not run it again', async () => {
    clock = new Date('2026-11-22T11:00:00Z');
    const first = start(null);
    await first.ready;
    await first.stop();
    const [row] = await handle.db.select().from(jobRuns).where(eq(jobRuns.name, licenseAlertJob));
    expect(row?.lastRunOn).toBe('2026-11-22');
    clock = new Date('2026-11-22T15:00:00Z');
    const again = start();
    await again.ready;
    expect(runs).toEqual([]);
    expect(errors).toEqual([]);
    await again.stop();
  });
});
