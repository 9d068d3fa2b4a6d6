import { secondFactorSignInOperations, securityOperations } from '@product/api/contract/operations/second-factor';
import { clientIp } from '../auth/client-ip';
import { implement } from '../http/implement';
import { type RateLimit, takeRateLimitSlot } from '../http/rate-limit';
import { challengeStore } from './challenges';
import { relyingPartyOf } from './relying-party';
import {
  addOwnPasskey,
  ownRegistrationOptions,
  type PasskeyContext,
  type PasskeyDeps,
  removeOwnPasskey,
  setupOptions,
  setupWithPasskey,
  signInOptions,
  signInWithPasskey,
} from './service';

/**
 * Every public sign-in options call keeps a challenge row for 5 minutes: at most this many per
 * address, which leaves room for an office behind one address opening the sign-in page all day.
 */
export const passkeyOptionsLimit = {
  action: 'passkey_options',
  max: 300,
  windowMinutes: 10,
  message: 'Muitas tentativas de entrar com chave de acesso deste endereço. Aguarde alguns minutos e tente novamente.',
} as const satisfies RateLimit;

/**
 * Passkeys (WebAuthn, issue 28): the sign-in with one (public: the passkey is the permission),
 * the set-up the policy asks for at sign-in (with the step token), and My account's list.
 * The relying party is PUBLIC_URL's host and origin (relying-party.ts).
 */
export function passkeyHandlers(deps: PasskeyDeps) {
  const ctx: PasskeyContext = { ...deps, rp: relyingPartyOf(deps.publicUrl), challenges: challengeStore() };
  const ipOf = (c: Parameters<typeof clientIp>[0]) => clientIp(c, deps.trustProxy ?? false);
  return [
    implement(secondFactorSignInOperations.passkeyOptions, async (_, c) => {
      await takeRateLimitSlot(deps.db, passkeyOptionsLimit, ipOf(c));
      return signInOptions(ctx);
    }),
    implement(secondFactorSignInOperations.passkeyLogin, ({ body }, c) =>
      signInWithPasskey(ctx, body.credential, ipOf(c)),
    ),
    implement(secondFactorSignInOperations.setupPasskeyOptions, ({ body }) => setupOptions(ctx, body.mfa_token)),
    implement(secondFactorSignInOperations.setupPasskey, ({ body }, c) => setupWithPasskey(ctx, body, ipOf(c))),
    implement(securityOperations.passkeyOptions, (_, c) => ownRegistrationOptions(ctx, c.var.session)),
    implement(securityOperations.addPasskey, ({ body }, c) => addOwnPasskey(ctx, c.var.session, body)),
    // The path's `{id}` is read as a whole number (the contract's path builder is not typed by it).
    implement(securityOperations.removePasskey, ({ params }, c) => removeOwnPasskey(ctx, c.var.session, params.id)),
  ];
}
