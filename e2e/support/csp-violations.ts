import type { BrowserContext } from 'playwright-core';

/** One refusal the browser reported: what was blocked, by which directive, on which page. */
export interface CspViolation {
  source: 'event' | 'console';
  directive: string;
  blocked: string;
  page: string;
  sample?: string;
}

const bindingName = '__conformaCspViolation';
const recorded: CspViolation[] = [];
const watched = new Set<BrowserContext>();

/**
 * Listens, in every frame of every page of the context (print frames too), for the
 * `securitypolicyviolation` events the browser fires, and for its console lines about the
 * policy (a refusal the page cannot see, such as a frame's). Each is recorded until taken.
 */
export async function watchCspViolations(context: BrowserContext): Promise<void> {
  watched.add(context);
  context.once('close', () => watched.delete(context));
  await context.exposeBinding(bindingName, (_source, violation: Omit<CspViolation, 'source'>) => {
    recorded.push({ source: 'event', ...violation });
  });
  await context.addInitScript((name) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (violation: unknown) => void>)[name];
        report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          page: event.documentURI,
          sample: event.sample,
        });
      },
      true,
    );
  }, bindingName);
  context.on('console', (message) => {
    if (!/Content[ -]Security[ -]Policy/i.test(message.text())) return;
    recorded.push({
      source: 'console',
      // "… violates the following Content Security Policy directive: "script-src 'self'"." or "… directive 'style-src 'self''."
      directive: /directive:? ["']([\w-]+)/.exec(message.text())?.[1] ?? '',
      blocked: message.text(),
      page: message.page()?.url() ?? '',
    });
  });
}

/** Resolves once each open page has answered, so a report still on its way is recorded; never hangs on a busy page. */
async function settle(): Promise<void> {
  const pages = [...watched].flatMap((context) => context.pages());
  const answered = Promise.all(pages.map((page) => page.evaluate(() => undefined).catch(() => undefined)));
  await Promise.race([answered, new Promise((done) => setTimeout(done, 1_000))]);
}

/** The violations recorded since the last call, in the order they came; the list starts again empty. */
export async function takeCspViolations(): Promise<CspViolation[]> {
  await settle();
  return recorded.splice(0);
}
