import { afterAll, afterEach, expect } from 'vitest';
import { type CspViolation, takeCspViolations } from './csp-violations';

// Loaded by the e2e project's setup file (matchers.ts), so every journey, new ones too, ends
// with no Content-Security-Policy violation: one in a beforeAll (a sign-in) fails the first
// test, one in a file's own afterAll fails the file.
const describe = (violations: CspViolation[]) =>
  violations.map((violation) => `${violation.directive} blocked ${violation.blocked} on ${violation.page}`).join('\n');

async function expectNoViolations() {
  const violations = await takeCspViolations();
  expect(violations, `Content-Security-Policy violations:\n${describe(violations)}`).toEqual([]);
}

afterEach(expectNoViolations);
afterAll(expectNoViolations);
