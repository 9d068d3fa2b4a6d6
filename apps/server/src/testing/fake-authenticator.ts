// A software authenticator for tests (never imported by the server): an ES256 (P-256) key per
// credential from node:crypto, registration answers with attestation 'none' and assertion
// answers signed as a real authenticator signs them, shaped as the browser's
// `startRegistration` / `startAuthentication` give them (…ResponseJSON).
import { createHash, createPublicKey, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** The authenticator data's flags (WebAuthn §6.1). */
const flag = { userPresent: 0x01, userVerified: 0x04, backupEligible: 0x08, backedUp: 0x10, attested: 0x40 };

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

export interface FakeCredential {
  /** base64url, as the browser reports it. */
  id: string;
  rpId: string;
  /** The user handle the relying party gave at registration (base64url). */
  userHandle: string;
  privateKey: KeyObject;
  /** The signature counter this credential sends next time minus one (0 with `counting: false`). */
  counter: number;
}

/** What a test may change in one ceremony, to play a phishing site, a copy of the key… */
export interface CeremonyOverrides {
  /** The page's origin the browser reports (default: the authenticator's origin). */
  origin?: string;
  /** The relying party the authenticator hashes into its data (default: the options'). */
  rpId?: string;
  /** The counter to sign (default: the credential's next one). */
  counter?: number;
  /** The user handle to report; null for none (default: the one given at registration). */
  userHandle?: string | null;
  /** Whether the user was verified (default true). */
  userVerified?: boolean;
  /** Which credential answers a sign-in (default: the latest for the relying party). */
  credentialId?: string;
  /** The ceremony type in the client data (default: the right one). */
  type?: string;
}

export interface RegistrationOverrides extends CeremonyOverrides {
  /**
   * Registers this existing credential again (its id and key) instead of making a new one, as a
   * tampered browser could; a real authenticator would refuse it (excludeCredentials).
   */
  reuseCredentialId?: string;
}

export interface FakeAuthenticatorOptions {
  /** The page's origin (default `http://localhost:3000`). */
  origin?: string;
  /** A synced passkey (backup eligible and backed up) instead of a device-bound key. */
  synced?: boolean;
  /** Whether the signature counter goes up at every use (default true; synced passkeys keep 0). */
  counting?: boolean;
}

export function createFakeAuthenticator(options: FakeAuthenticatorOptions = {}) {
  const origin = options.origin ?? 'http://localhost:3000';
  const synced = options.synced ?? false;
  const counting = options.counting ?? !synced;
  const credentials: FakeCredential[] = [];

  const flagsOf = (overrides: CeremonyOverrides, attested: boolean) =>
    flag.userPresent |
    (overrides.userVerified === false ? 0 : flag.userVerified) |
    (synced ? flag.backupEligible | flag.backedUp : 0) |
    (attested ? flag.attested : 0);

  const clientData = (type: string, challenge: string, overrides: CeremonyOverrides) =>
    Buffer.from(
      JSON.stringify({
        type: overrides.type ?? type,
        challenge,
        origin: overrides.origin ?? origin,
        crossOrigin: false,
      }),
    );

  const counterBytes = (counter: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(counter);
    return bytes;
  };

  return {
    credentials,

    /** navigator.credentials.create(): a new discoverable credential for the options' user. */
    register(
      creation: PublicKeyCredentialCreationOptionsJSON,
      overrides: RegistrationOverrides = {},
    ): RegistrationResponseJSON {
      const rpId = overrides.rpId ?? creation.rp.id ?? new URL(origin).hostname;
      const excluded = new Set((creation.excludeCredentials ?? []).map((descriptor) => descriptor.id));
      const reused = credentials.find((credential) => credential.id === overrides.reuseCredentialId);
      if (overrides.reuseCredentialId && !reused) throw new Error('no such credential to reuse');
      if (!reused && credentials.some((credential) => credential.rpId === rpId && excluded.has(credential.id))) {
        throw new Error('InvalidStateError: this authenticator already holds one of the excluded credentials');
      }
      const privateKey = reused?.privateKey ?? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
      const publicKey = createPublicKey(privateKey);
      const jwk = publicKey.export({ format: 'jwk' });
      if (!jwk.x || !jwk.y) throw new Error('P-256 key without coordinates');
      // COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x, 'base64url')],
          [-3, Buffer.from(jwk.y, 'base64url')],
        ]),
      );
      const rawId = reused ? Buffer.from(reused.id, 'base64url') : randomBytes(16);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const counter = overrides.counter ?? 0;
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flagsOf(overrides, true)]),
        counterBytes(counter),
        Buffer.alloc(16), // AAGUID: none, as with attestation 'none'
        idLength,
        rawId,
        coseKey,
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      const id = b64url(rawId);
      if (!reused) credentials.push({ id, rpId, userHandle: creation.user.id, privateKey, counter });
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', creation.challenge, overrides)),
          attestationObject: b64url(attestationObject),
          transports: ['internal', 'hybrid'],
          publicKeyAlgorithm: -7,
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },

    /** navigator.credentials.get(): an assertion by one of this authenticator's credentials. */
    authenticate(
      request: PublicKeyCredentialRequestOptionsJSON,
      overrides: CeremonyOverrides = {},
    ): AuthenticationResponseJSON {
      // The credential is chosen for the relying party asked; `overrides.rpId` only changes what is signed.
      const requested = request.rpId ?? new URL(origin).hostname;
      const rpId = overrides.rpId ?? requested;
      const allowed = new Set((request.allowCredentials ?? []).map((descriptor) => descriptor.id));
      const credential = overrides.credentialId
        ? credentials.find((candidate) => candidate.id === overrides.credentialId)
        : credentials.findLast(
            (candidate) => candidate.rpId === requested && (allowed.size === 0 || allowed.has(candidate.id)),
          );
      if (!credential) throw new Error('NotAllowedError: no credential for this relying party');
      const counter = overrides.counter ?? (counting ? credential.counter + 1 : 0);
      credential.counter = counter;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flagsOf(overrides, false)]), counterBytes(counter)]);
      const clientDataJSON = clientData('webauthn.get', request.challenge, overrides);
      // ECDSA over authenticatorData || SHA-256(clientDataJSON), DER-encoded (node's default for EC keys).
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
      const userHandle = overrides.userHandle === undefined ? credential.userHandle : overrides.userHandle;
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(userHandle === null ? {} : { userHandle }),
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
  };
}

export type FakeAuthenticator = ReturnType<typeof createFakeAuthenticator>;
