import { accountHandlers } from './handlers/accounts';
import { authHandlers } from './handlers/auth';
import { catalogueHandlers } from './handlers/catalogue';
import { profileHandlers } from './handlers/profile';

export { accountFixtures, fixtureNow, groupFixtures } from './fixtures/accounts';
export { mockCredentials, mockStaffClaims, mockToken } from './fixtures/session';
export { accountHandlers, accountHandlerVariants, resetAccountMocks } from './handlers/accounts';
export { authHandlers } from './handlers/auth';
export { catalogueHandlers } from './handlers/catalogue';
export { profileHandlers } from './handlers/profile';

/** Every handler, for Storybook and tests (`onUnhandledRequest: 'error'`). */
export const handlers = [...authHandlers, ...profileHandlers, ...accountHandlers, ...catalogueHandlers];
