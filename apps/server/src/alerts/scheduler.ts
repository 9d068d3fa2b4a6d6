import { type LicenseAlertDeps, type LicenseAlertResult, licenseAlertJob, runLicenseAlerts } from './job';
import { lastRunDay } from './queries';
import { lastDueDay, nextRunAt } from './schedule';

/** The timer functions the scheduler uses; tests pass fakes. */
export interface SchedulerTimers {
  setTimeout(callback: () => void, ms: number): { unref?: () => unknown };
  clearTimeout(handle: { unref?: () => unknown }): void;
}

const nodeTimers: SchedulerTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface AlertSchedulerDeps extends LicenseAlertDeps {
  /** Reports errors of a run; the server goes on. */
  logError: (error: unknown) => void;
  /** One line per run that did something. */
  log?: (line: string) => void;
  timers?: SchedulerTimers;
  /** The job itself; tests may watch it. */
  run?: (deps: LicenseAlertDeps) => Promise<LicenseAlertResult>;
}

export interface AlertScheduler {
  /** Settles when the start-up check (and a catch-up run, if any) has finished. */
  ready: Promise<void>;
  /** No more runs; settles once a run in progress has finished, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs the licence alert job every day at ALERT_TIME in ALERT_TIME_ZONE, and
 * at start-up when the latest due run is missing from `job_runs` (the server
 * was down at that time). The timer is unref()'d so it never keeps the
 * process alive; a failing run is logged and the next one is scheduled.
 */
export function startAlertScheduler(deps: AlertSchedulerDeps): AlertScheduler {
  const timers = deps.timers ?? nodeTimers;
  const run = deps.run ?? runLicenseAlerts;
  let timer: ReturnType<SchedulerTimers['setTimeout']> | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const runOnce = (): Promise<void> => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        const result = await run(deps);
        if (result.outcome === 'ran') {
          deps.log?.(
            `Alertas de licenças (${result.day}): ${result.statusChanges} status atualizados, ${result.notifications} notificações, ${result.emails} e-mails.`,
          );
        }
      } catch (error) {
        deps.logError(error);
      }
    });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    const now = deps.now();
    const delay = Math.max(
      1000,
      nextRunAt(now, deps.licenses.alertTime, deps.licenses.timeZone).getTime() - now.getTime(),
    );
    timer = timers.setTimeout(() => {
      timer = null;
      void runOnce().then(schedule);
    }, delay);
    timer.unref?.();
  };

  const catchUp = async () => {
    try {
      const last = await lastRunDay(deps.db, licenseAlertJob);
      const due = lastDueDay(deps.now(), deps.licenses.alertTime, deps.licenses.timeZone);
      if (last === null || last < due) await runOnce();
    } catch (error) {
      deps.logError(error);
    }
  };

  const ready = catchUp().then(schedule);
  return {
    ready,
    async stop() {
      stopped = true;
      if (timer) timers.clearTimeout(timer);
      timer = null;
      await ready;
      await running;
    },
  };
}
