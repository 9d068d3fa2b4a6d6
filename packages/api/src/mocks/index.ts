import { accountHandlers } from './handlers/accounts';
import { authHandlers } from './handlers/auth';

export { accountFixtures, fixtureNow } from './fixtures/accounts';
export { mockCredentials, mockStaffClaims, mockToken } from './fixtures/session';
export { accountHandlers, accountHandlerVariants } from './handlers/accounts';
export { authHandlers } from './handlers/auth';

/** Every handler, for Storybook and tests (`onUnhandledRequest: 'error'`). */
export const handlers = [...authHandlers, ...accountHandlers];
