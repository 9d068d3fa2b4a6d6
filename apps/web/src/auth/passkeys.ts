/**
 * The browser's side of passkeys (issue 28), with @simplewebauthn/browser: loaded only where a
 * passkey is used (the sign-in page imports it on demand, My account with its chunk), never with
 * `/` itself (scripts/budget.ts).
 */
import {
  type Http,
  type LoginResponse,
  passkeySignIn,
  passkeySignInOptions,
  type WebAuthnCredential,
  type WebAuthnOptionsResponse,
} from '@product/api/client';
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';

export { browserSupportsWebAuthn };

/**
 * The person closed the browser's dialog, or it timed out, or another ceremony replaced this one:
 * nothing to report (the browser already said why, if anything).
 */
export function isPasskeyCancel(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

/**
 * 'Entrar com chave de acesso': the options (a fresh single-use challenge), the browser's dialog,
 * then the server's check. `conditional`: wait in the e-mail field's autofill instead of a dialog
 * (where the browser offers it); answers null when it does not.
 */
export async function signInWithPasskey(http: Http, conditional = false): Promise<LoginResponse | null> {
  if (conditional && !(await browserSupportsWebAuthnAutofill())) return null;
  // The autofill offer is a quiet extra: when its options cannot be had (offline, the address's
  // limit), the field works as a plain e-mail field, without an error nobody asked for.
  const answer = conditional ? await passkeySignInOptions(http).catch(() => null) : await passkeySignInOptions(http);
  if (!answer) return null;
  const { options } = answer;
  const credential = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: conditional,
  });
  return passkeySignIn(http, { credential: credential as unknown as WebAuthnCredential });
}

/** Stops a waiting conditional request (the person signs in another way, or leaves). */
export function cancelPasskeyWait(): void {
  WebAuthnAbortService.cancelCeremony();
}

/** Creates a passkey from the server's registration options; the caller sends it with a name. */
export async function createPasskey(options: WebAuthnOptionsResponse['options']): Promise<WebAuthnCredential> {
  const credential = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return credential as unknown as WebAuthnCredential;
}

/** A name to suggest for a new passkey: the kind of device the browser runs on. */
export function suggestedPasskeyName(userAgent: string = navigator.userAgent): string {
  const device = /iPhone/.test(userAgent)
    ? 'iPhone'
    : /iPad/.test(userAgent)
      ? 'iPad'
      : /Android/.test(userAgent)
        ? 'Android'
        : /Mac OS X/.test(userAgent)
          ? 'Mac'
          : /Windows/.test(userAgent)
            ? 'Windows'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : 'Este aparelho';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : '';
  return browser ? `${device} (${browser})` : device;
}
