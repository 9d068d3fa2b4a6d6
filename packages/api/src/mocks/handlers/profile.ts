import { emailNotFoundCode, type ProfileResponse, type SessionClaims } from '@product/api/contract';
import { passwordResetOperations, profileOperations, signupOperations } from '@product/api/contract/operations';
import { ownAccountTexts, ownProfileChangeRefusal, toWireDate } from '@product/domain';
import { fixtureNow } from '../fixtures/accounts';
import { mockProfile, mockResetToken, mockTakenEmail } from '../fixtures/profile';
import { mockCredentials, mockToken } from '../fixtures/session';
import { badRequest, conflict, MockApiError, mockOperation } from '../operation';
import { sessionRefusedBody } from './session';

// The people the behaviour contract test gives My account (`seedProfileMocks`,
// by the id of the token that calls): their saves are kept, and a deleted
// one's token is refused afterwards, as on the server. Anybody else (every
// story's person) is read from their token each time and their saves are
// answered but not kept: stories share one page, and nothing resets the mocks
// between them, so a story that saves or deletes must not change the next one.
const store = { profiles: new Map<number, ProfileResponse>(), deleted: new Set<number>() };

export function resetProfileMocks(): void {
  seedProfileMocks(new Map());
}

/** Starts My account from these people, each under the id of the mock token that reads it. */
export function seedProfileMocks(profiles: ReadonlyMap<number, ProfileResponse>): void {
  store.profiles = new Map([...profiles].map(([id, profile]) => [id, structuredClone(profile)]));
  store.deleted = new Set();
}

/**
 * The caller's profile: a known person's, or what their token says of them
 * (the demo person's token gives `mockProfile`).
 * The role is always the token's: the server refuses a token whose role is
 * no longer the person's, so a token it accepts names the role they have.
 */
function profileOf(session: SessionClaims): ProfileResponse {
  if (store.deleted.has(session.id)) throw new MockApiError(401, sessionRefusedBody.message, sessionRefusedBody.code);
  const saved = store.profiles.get(session.id);
  return {
    id: session.id,
    name: session.name,
    email: session.username,
    enabled: true,
    createdAt: mockProfile.createdAt,
    updatedAt: mockProfile.updatedAt,
    ...saved,
    systemRole: session.access_role,
  };
}

/** Whether some user (other than `exceptId`) has this e-mail: the demo login, the fixtures' taken one, a known profile. */
function emailKnown(email: string, exceptId?: number): boolean {
  if (email === mockTakenEmail) return true;
  if (email === mockCredentials.username && exceptId !== mockProfile.id) return true;
  return [...store.profiles].some(([id, profile]) => id !== exceptId && profile.email === email);
}

/** Sign-up, password reset and My account, answering like the server does. */
export const profileHandlers = [
  mockOperation(signupOperations.signup, ({ body }) => {
    if (emailKnown(body.email)) throw conflict(ownAccountTexts.emailTaken);
    return { message: ownAccountTexts.signedUp };
  }),

  mockOperation(passwordResetOperations.request, ({ body }) => {
    if (!emailKnown(body.username)) {
      throw new MockApiError(404, ownAccountTexts.resetEmailNotFound, emailNotFoundCode);
    }
    return { message: ownAccountTexts.resetSent };
  }),

  mockOperation(passwordResetOperations.confirm, ({ body }) => {
    if (body.token !== mockResetToken) throw badRequest(ownAccountTexts.resetLinkInvalid);
    return { message: ownAccountTexts.resetDone };
  }),

  mockOperation(profileOperations.get, ({ session }) => profileOf(session)),

  mockOperation(profileOperations.update, ({ body, session }) => {
    const current = profileOf(session);
    const refused = ownProfileChangeRefusal(current.systemRole, body);
    if (refused) throw new MockApiError(refused.status, ownAccountTexts[refused.refusal]);
    if (emailKnown(body.email, session.id)) throw conflict(ownAccountTexts.emailTaken);
    // The mocks hold no other people: the rules on the last {product} user and the
    // last account administrator (409 on the server) never arise here.
    if (store.profiles.has(session.id)) {
      store.profiles.set(session.id, {
        ...current,
        name: body.name,
        email: body.email,
        updatedAt: toWireDate(fixtureNow),
      });
    }
    return {
      access_token: mockToken({ ...session, name: body.name, username: body.email, access_role: body.systemRole }),
    };
  }),

  mockOperation(profileOperations.delete, ({ session }) => {
    profileOf(session);
    if (store.profiles.has(session.id)) store.deleted.add(session.id);
    return { message: ownAccountTexts.deleted };
  }),
];
