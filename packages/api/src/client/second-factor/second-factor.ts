import type {
  ClientSecurityPolicy,
  FactorChangeResponse,
  LoginResponse,
  PasskeyAddedResponse,
  PasskeyLoginRequest,
  PasskeyRegisterRequest,
  RecoveryCodesResponse,
  SecondFactorChallenge,
  SecondFactorResetResponse,
  SecondFactorVerifyRequest,
  SecurityResponse,
  SetupPasskeyRequest,
  SetupTotpConfirmRequest,
  SetupTotpConfirmResponse,
  TotpConfirmRequest,
  TotpSetupResponse,
  WebAuthnOptionsResponse,
} from '@product/api/contract';
import {
  securityPolicyOperations as policy,
  securityOperations as security,
  secondFactorSignInOperations as signIn,
} from '@product/api/contract/operations/second-factor';
import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '../call';
import type { Http } from '../http';
import { declareMutation } from '../mutations';

export type { SecondFactorMethod, WebAuthnCredential } from '@product/api/contract';
export type {
  ClientSecurityPolicy,
  FactorChangeResponse,
  PasskeyAddedResponse,
  RecoveryCodesResponse,
  SecondFactorChallenge,
  SecurityResponse,
  TotpSetupResponse,
  WebAuthnOptionsResponse,
};

// ------------------------------------------------------------------ sign-in (public)

/** The second step: the app's 6 digits or a recovery code, with the sign-in's `mfa_token`. */
export function verifySecondFactor(http: Http, body: SecondFactorVerifyRequest): Promise<LoginResponse> {
  return callOperation(http, signIn.verify, { body });
}
/** The options of 'Entrar com chave de acesso' (a fresh single-use challenge). */
export function passkeySignInOptions(http: Http): Promise<WebAuthnOptionsResponse> {
  return callOperation(http, signIn.passkeyOptions, {});
}
export function passkeySignIn(http: Http, body: PasskeyLoginRequest): Promise<LoginResponse> {
  return callOperation(http, signIn.passkeyLogin, { body });
}
/** The set-up the policy asks for at sign-in, with the sign-in's `mfa_token`. */
export function startSetupTotp(http: Http, mfaToken: string): Promise<TotpSetupResponse> {
  return callOperation(http, signIn.setupTotp, { body: { mfa_token: mfaToken } });
}
export function confirmSetupTotp(http: Http, body: SetupTotpConfirmRequest): Promise<SetupTotpConfirmResponse> {
  return callOperation(http, signIn.setupTotpConfirm, { body });
}
export function setupPasskeyOptions(http: Http, mfaToken: string): Promise<WebAuthnOptionsResponse> {
  return callOperation(http, signIn.setupPasskeyOptions, { body: { mfa_token: mfaToken } });
}
export function setupPasskey(http: Http, body: SetupPasskeyRequest): Promise<LoginResponse> {
  return callOperation(http, signIn.setupPasskey, { body });
}

// ------------------------------------------------------------------ My account

export function getSecurity(http: Http): Promise<SecurityResponse> {
  return callOperation(http, security.get);
}
export function startTotp(http: Http): Promise<TotpSetupResponse> {
  return callOperation(http, security.startTotp);
}
export function confirmTotp(http: Http, body: TotpConfirmRequest): Promise<RecoveryCodesResponse> {
  return callOperation(http, security.confirmTotp, { body });
}
export function disableTotp(http: Http): Promise<FactorChangeResponse> {
  return callOperation(http, security.disableTotp);
}
export function renewRecoveryCodes(http: Http): Promise<RecoveryCodesResponse> {
  return callOperation(http, security.renewRecoveryCodes);
}
export function passkeyRegisterOptions(http: Http): Promise<WebAuthnOptionsResponse> {
  return callOperation(http, security.passkeyOptions);
}
export function addPasskey(http: Http, body: PasskeyRegisterRequest): Promise<PasskeyAddedResponse> {
  return callOperation(http, security.addPasskey, { body });
}
export function removePasskey(http: Http, id: number): Promise<FactorChangeResponse> {
  return callOperation(http, security.removePasskey, { params: { id } });
}

export const securityKeys = { all: ['security'] as const, clientPolicy: ['security', 'client-policy'] as const };

export function securityQueryOptions(http: Http) {
  return queryOptions({ queryKey: securityKeys.all, queryFn: () => getSecurity(http) });
}

/** Every change answers this tab's new token (the others end): the screen keeps it (`auth.renew`). */
export const securityMutations = {
  confirmTotp: declareMutation({
    mutationFn: (http, body: TotpConfirmRequest) => confirmTotp(http, body),
    invalidates: () => [securityKeys.all],
  }),
  disableTotp: declareMutation<FactorChangeResponse, void>({
    mutationFn: (http) => disableTotp(http),
    invalidates: () => [securityKeys.all],
  }),
  renewRecoveryCodes: declareMutation<RecoveryCodesResponse, void>({
    mutationFn: (http) => renewRecoveryCodes(http),
    invalidates: () => [securityKeys.all],
  }),
  addPasskey: declareMutation({
    mutationFn: (http, body: PasskeyRegisterRequest) => addPasskey(http, body),
    invalidates: () => [securityKeys.all],
  }),
  removePasskey: declareMutation({
    mutationFn: (http, id: number) => removePasskey(http, id),
    invalidates: () => [securityKeys.all],
  }),
};

// ------------------------------------------------------------------ policy and reset

export function getClientSecurityPolicy(http: Http): Promise<ClientSecurityPolicy> {
  return callOperation(http, policy.getClientPolicy);
}
export function setClientSecurityPolicy(http: Http, body: ClientSecurityPolicy): Promise<ClientSecurityPolicy> {
  return callOperation(http, policy.setClientPolicy, { body });
}
export function resetSecondFactor(http: Http, userId: number): Promise<SecondFactorResetResponse> {
  return callOperation(http, policy.adminReset, { params: { id: userId } });
}

export function clientSecurityPolicyQueryOptions(http: Http) {
  return queryOptions({ queryKey: securityKeys.clientPolicy, queryFn: () => getClientSecurityPolicy(http) });
}

export const securityPolicyMutations = {
  setClientPolicy: declareMutation({
    mutationFn: (http, body: ClientSecurityPolicy) => setClientSecurityPolicy(http, body),
    invalidates: () => [securityKeys.clientPolicy],
  }),
  /** Someone else's factors: nothing the screen shows changes. */
  reset: declareMutation({
    mutationFn: (http, userId: number) => resetSecondFactor(http, userId),
    invalidates: () => [],
  }),
};
