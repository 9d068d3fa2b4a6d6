import { authOperations } from '@product/api/contract/operations';
import { ownAccountTexts } from '@product/domain';
import { mockSecondFactorClaims, mockSetupClaims } from '../fixtures/second-factor';
import { mockCredentials, mockToken } from '../fixtures/session';
import { MockApiError, mockOperation } from '../operation';
import { signInStepOf } from './second-factor';

/** The people of the mock sign-in whose password leads to a step (fixtures/second-factor.ts), by e-mail. */
const stepPeople = new Map([mockSecondFactorClaims, mockSetupClaims].map((claims) => [claims.username, claims]));

/**
 * Sign-in with the demo credentials (any other pair is wrong, as the server says it) and Sair.
 * Bruno's and Carla's e-mails with the demo password answer the step their factors call for:
 * the second step (`mockSecondFactorCredentials`) or the set-up the policy asks for
 * (`mockSetupCredentials`), as the server's login does.
 */
export const authHandlers = [
  mockOperation(authOperations.login, ({ body }) => {
    const stepPerson = stepPeople.get(body.username);
    if (stepPerson && body.password === mockCredentials.password) {
      return signInStepOf(stepPerson.id) ?? { access_token: mockToken(stepPerson) };
    }
    if (body.username !== mockCredentials.username || body.password !== mockCredentials.password) {
      throw new MockApiError(401, ownAccountTexts.wrongCredentials);
    }
    return { access_token: mockToken() };
  }),
  mockOperation(authOperations.logout, () => ({ message: ownAccountTexts.signedOut })),
];
