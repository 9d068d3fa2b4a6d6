import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
// The e2e project's setup file: it also makes every test end with no CSP violation.
import './no-csp-violations';

/** `await expect(locator).toBeVisibleSoon()`: waits up to 10 s for the element to show. */
expect.extend({
  async toBeVisibleSoon(locator: Locator, timeout = 10_000) {
    try {
      await locator.first().waitFor({ state: 'visible', timeout });
      return { pass: true, message: () => `${locator} is visible` };
    } catch {
      return { pass: false, message: () => `${locator} did not become visible within ${timeout} ms` };
    }
  },
});

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: must match vitest's own declaration to merge with it.
  interface Matchers<T = any> {
    toBeVisibleSoon(timeout?: number): Promise<T>;
  }
}
