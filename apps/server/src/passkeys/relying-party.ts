import { secondFactorTexts } from '@product/domain';

/**
 * Who the passkeys belong to, from PUBLIC_URL: the relying party's id is the address's host name
 * (a passkey made for `conforma.example.com` is offered only there and on nothing else), and
 * every ceremony must come from the address's origin (scheme, host and port). Behind a proxy
 * PUBLIC_URL must be the address people type, not the server's inner one; on `localhost` browsers
 * accept WebAuthn over plain http.
 */
export interface RelyingParty {
  /** `conforma.example.com`, `localhost`: no scheme, no port. */
  id: string;
  /** `https://conforma.example.com`, `http://localhost:3000`. */
  origin: string;
  /** What the browser shows beside the passkey. */
  name: string;
}

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: secondFactorTexts.brandName };
}
