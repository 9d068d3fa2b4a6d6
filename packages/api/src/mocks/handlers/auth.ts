import { authOperations } from '@product/api/contract/operations';
import { ownAccountTexts } from '@product/domain';
import { mockCredentials, mockToken } from '../fixtures/session';
import { MockApiError, mockOperation } from '../operation';

/** Sign-in with the demo credentials (any other pair is wrong, as the server says it) and Sair. */
export const authHandlers = [
  mockOperation(authOperations.login, ({ body }) => {
    if (body.username !== mockCredentials.username || body.password !== mockCredentials.password) {
      throw new MockApiError(401, ownAccountTexts.wrongCredentials);
    }
    return { access_token: mockToken() };
  }),
  mockOperation(authOperations.logout, () => ({ message: ownAccountTexts.signedOut })),
];
