// What the passkey suites add to the second-factor world (tests only): requests as our own page
// makes them, and the WebAuthn ceremonies' options and answers, as the browser handles them.
import { passkeyAddedResponse, secondFactorPaths, webAuthnOptionsResponse } from '@product/api/contract';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { z } from 'zod/mini';
import type { Database } from '../db/database';
import { webauthnChallenges } from '../db/schema';
import type { FakeAuthenticator } from './fake-authenticator';
import { type App, publicUrl } from './second-factor-world';

/** The origin of our own pages: the world's public address. */
export const testOrigin = publicUrl;

/** A call as our own page makes it: same origin, JSON, and the session when there is one. */
export function call(
  app: App,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; origin?: string } = {},
): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method,
      headers: {
        Origin: options.origin ?? testOrigin,
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    }),
  );
}

// The parts of the options the fake authenticator reads, checked rather than assumed.
const creationOptions = z.looseObject({
  challenge: z.string(),
  rp: z.looseObject({ id: z.string(), name: z.string() }),
  user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  excludeCredentials: z.array(z.looseObject({ id: z.string() })),
  authenticatorSelection: z.looseObject({ residentKey: z.string() }),
  attestation: z.string(),
});
const requestOptions = z.looseObject({
  challenge: z.string(),
  rpId: z.string(),
  allowCredentials: z.optional(z.array(z.looseObject({ id: z.string() }))),
  userVerification: z.string(),
});

/** The registration options of an answer (200), as the browser's `startRegistration` takes them. */
export async function creationOptionsOf(response: Response): Promise<PublicKeyCredentialCreationOptionsJSON> {
  expect(response.status).toBe(200);
  const { options } = webAuthnOptionsResponse.parse(await response.json());
  return creationOptions.parse(options) as unknown as PublicKeyCredentialCreationOptionsJSON;
}

/** The sign-in options of an answer (200), as the browser's `startAuthentication` takes them. */
export async function requestOptionsOf(response: Response): Promise<PublicKeyCredentialRequestOptionsJSON> {
  expect(response.status).toBe(200);
  const { options } = webAuthnOptionsResponse.parse(await response.json());
  return requestOptions.parse(options) as unknown as PublicKeyCredentialRequestOptionsJSON;
}

export const signInOptions = async (app: App) =>
  requestOptionsOf(await call(app, 'POST', secondFactorPaths.passkeyOptions));

/** Adds a passkey in My account: options, the person's authenticator's answer and POST passkeys; the parsed 201 answer. */
export async function addPasskey(
  app: App,
  who: { token: string; authenticator: FakeAuthenticator },
  name = 'Notebook',
) {
  const { token, authenticator } = who;
  const options = await creationOptionsOf(await call(app, 'POST', secondFactorPaths.passkeyRegisterOptions, { token }));
  const response = await call(app, 'POST', secondFactorPaths.passkeys, {
    token,
    body: { name, credential: authenticator.register(options) },
  });
  expect(response.status).toBe(201);
  return passkeyAddedResponse.parse(await response.json());
}

/** Makes a challenge already given out expire, as 5 minutes would. */
export async function expireChallenge(db: Database, challenge: string): Promise<void> {
  await db
    .update(webauthnChallenges)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(webauthnChallenges.challenge, challenge));
}
