import {
  securityOperations,
  securityPolicyOperations,
  secondFactorSignInOperations as signIn,
} from '@product/api/contract/operations/second-factor';
import type { Context } from 'hono';
import { clientIp } from '../auth/client-ip';
import type { AuthEnv } from '../auth/middleware';
import type { CallerSession } from '../auth/sessions';
import type { ClientAreaDeps } from '../client-area/deps';
import { implement } from '../http/implement';
import type { SecondFactorDeps } from './factor-change';
import {
  changeAccountPolicy,
  confirmOwnTotp,
  confirmTotpAtSignIn,
  disableOwnTotp,
  readAccountPolicy,
  readSecurity,
  renewOwnRecoveryCodes,
  resetSecondFactor,
  startOwnTotp,
  startTotpAtSignIn,
  verifySecondStep,
} from './service';

/**
 * The authenticator app and its recovery codes (issue 28): the sign-in's second step and the
 * set-up the policy asks for (public: the step token is the permission), My account's
 * 'Segurança do acesso' for every signed-in person, and the administrator's reset. Passkeys
 * are passkeys/route.ts.
 */
export function secondFactorHandlers(deps: SecondFactorDeps) {
  const caller = (c: Context<AuthEnv>): CallerSession => ({ claims: c.var.session, secret: deps.jwtSecret });
  const ip = (c: Context) => clientIp(c, deps.trustProxy ?? false);
  return [
    implement(signIn.verify, ({ body }, c) => verifySecondStep(deps, body, ip(c))),
    implement(signIn.setupTotp, ({ body }) => startTotpAtSignIn(deps, body.mfa_token)),
    implement(signIn.setupTotpConfirm, ({ body }, c) => confirmTotpAtSignIn(deps, body, ip(c))),
    implement(securityOperations.get, (_, c) => readSecurity(deps.db, c.var.viewer.id, deps.mfaPolicy)),
    implement(securityOperations.startTotp, (_, c) => startOwnTotp(deps.db, c.var.viewer.id)),
    implement(securityOperations.confirmTotp, ({ body }, c) => confirmOwnTotp(deps.db, caller(c), body)),
    implement(securityOperations.disableTotp, (_, c) => disableOwnTotp(deps, caller(c))),
    implement(securityOperations.renewRecoveryCodes, (_, c) => renewOwnRecoveryCodes(deps.db, caller(c))),
    implement(securityPolicyOperations.adminReset, ({ params }, c) =>
      // The contract's path builder is not generic, so `id` is typed loosely; it is routed as digits only.
      resetSecondFactor(deps, c.var.session, params.id),
    ),
  ];
}

/** The client users screen's 'Exigir verificação em duas etapas', for the entered account. */
export function accountSecurityPolicyHandlers(deps: ClientAreaDeps) {
  return [
    implement(securityPolicyOperations.getClientPolicy, (_, c) => readAccountPolicy(deps.db, c.var.tenant)),
    implement(securityPolicyOperations.setClientPolicy, ({ body }, c) =>
      changeAccountPolicy(deps.db, c.var.tenant, body),
    ),
  ];
}
