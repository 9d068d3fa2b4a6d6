// Beyond the spec (issue 28): passkeys and a second factor. The texts the
// server answers and the screens show, the shapes of codes, and who must have
// a second factor — rules the server, the mocks and the screens share.

import { brand } from './brand';
import { passkeySignInLabel } from './passkey-label';
import { type AccessRole, staffRoles } from './roles';

/**
 * Who must set up a passkey or an authenticator app before anything else, unless
 * MFA_REQUIRED_ROLES says otherwise: the staff roles, since all of them can enter
 * a client's area (PARTNER and AFFINITY within their group).
 */
export const defaultMfaRequiredRoles: readonly AccessRole[] = staffRoles;

/**
 * Whether the policy applies to a person: their role is listed, or they belong to a client account
 * whose administrator switched 'Exigir verificação em duas etapas' on. Staff who enter such an
 * account are not under its switch (their own role decides).
 */
export function mfaRequiredFor(
  role: AccessRole,
  requiredRoles: readonly AccessRole[],
  ownAccountRequiresMfa: boolean,
): boolean {
  return requiredRoles.includes(role) || ownAccountRequiresMfa;
}

/** Authenticator codes: 6 digits, a new one every 30 s; one step either side is accepted. */
export const totpSettings = { digits: 6, period: 30, window: 1, algorithm: 'SHA1' } as const;

/** Recovery codes: 10, each two groups of 5 letters and digits (`k7m2p-9xq4t`), shown once. */
export const recoveryCodeCount = 10;
/** Letters and digits without look-alikes (no 0/o, 1/l/i). */
export const recoveryCodeAlphabet = '23456789abcdefghjkmnpqrstuvwxyz';

/** `123 456`, `123456` → `123456`; anything else → null. */
export function normalizeTotpCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** ` K7M2P-9XQ4T ` → `k7m2p9xq4t`; anything that cannot be a recovery code → null. */
export function normalizeRecoveryCode(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '').toLowerCase();
  return compact.length === 10 && [...compact].every((char) => recoveryCodeAlphabet.includes(char)) ? compact : null;
}

/** `k7m2p9xq4t` → `k7m2p-9xq4t`, as the codes are shown. */
export const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** A passkey's name: what the person calls the device, 1 to 60 characters. */
export const passkeyNameMaxLength = 60;

export const secondFactorTexts = {
  // Sign-in
  passkeySignIn: passkeySignInLabel,
  secondStepTitle: 'Verificação em duas etapas',
  secondStepLead: 'Digite o código de 6 dígitos do seu aplicativo autenticador.',
  recoveryStepLead: 'Digite um dos seus códigos de recuperação. Cada código vale uma única vez.',
  useRecoveryCode: 'Usar um código de recuperação',
  useAuthenticatorCode: 'Usar o código do aplicativo',
  usePasskey: 'Usar chave de acesso',
  verify: 'Verificar',
  codeLabel: 'Código',
  recoveryCodeLabel: 'Código de recuperação',
  setupTitle: 'Proteja a sua conta',
  setupLead:
    'O seu perfil exige verificação em duas etapas. Antes de continuar, adicione uma chave de acesso ou configure um aplicativo autenticador.',
  // Minha conta
  sectionTitle: 'Segurança do acesso',
  passkeysTitle: 'Chaves de acesso',
  passkeysLead: 'Entre com a impressão digital, o rosto, o PIN do aparelho ou uma chave de segurança, sem senha.',
  addPasskey: 'Adicionar chave de acesso',
  passkeyNameLabel: 'Nome da chave',
  passkeyNameHint: 'Para reconhecê-la depois, por exemplo "Notebook do escritório".',
  noPasskeys: 'Nenhuma chave de acesso cadastrada.',
  removePasskey: 'Remover chave',
  totpTitle: 'Aplicativo autenticador',
  totpLead: 'Códigos de 6 dígitos do Google Authenticator, Microsoft Authenticator, 1Password ou similar.',
  totpOn: 'Ativado',
  totpOff: 'Desativado',
  setUpTotp: 'Configurar aplicativo autenticador',
  disableTotp: 'Desativar verificação em duas etapas',
  totpScan: 'Leia o QR code com o aplicativo autenticador e digite o código de 6 dígitos que ele mostrar.',
  totpManual: 'Sem câmera? Digite esta chave no aplicativo:',
  recoveryCodesTitle: 'Códigos de recuperação',
  recoveryCodesLead:
    'Guarde estes códigos em um lugar seguro. Cada um permite entrar uma vez se você perder o celular. Eles não serão mostrados de novo.',
  recoveryCodesLeft: (count: number) =>
    count === 1 ? '1 código de recuperação restante' : `${count} códigos de recuperação restantes`,
  newRecoveryCodes: 'Gerar novos códigos',
  copyCodes: 'Copiar códigos',
  downloadCodes: 'Baixar códigos',
  savedCodes: 'Guardei os códigos',
  requiredNotice: 'O seu perfil exige verificação em duas etapas: mantenha pelo menos uma chave ou o aplicativo.',
  // Answers
  passkeyAdded: 'Chave de acesso adicionada',
  passkeyRemoved: 'Chave de acesso removida',
  totpEnabled: 'Verificação em duas etapas ativada',
  totpDisabled: 'Verificação em duas etapas desativada',
  recoveryCodesRenewed: 'Novos códigos de recuperação gerados',
  secondFactorReset: 'Verificação em duas etapas redefinida',
  policySaved: 'Exigência de verificação em duas etapas atualizada',
  // Refusals
  wrongCode: 'Código inválido ou expirado.',
  wrongRecoveryCode: 'Código de recuperação inválido ou já usado.',
  codeFormat: 'Digite os 6 dígitos do aplicativo ou um código de recuperação.',
  stepExpired: 'A verificação expirou. Entre novamente com e-mail e senha.',
  passkeyFailed: 'Não foi possível confirmar a chave de acesso. Tente novamente.',
  passkeyUnknown: 'Esta chave de acesso não está cadastrada. Entre com e-mail e senha.',
  passkeyCounter:
    'Esta chave de acesso parece ter sido copiada e foi bloqueada por segurança. Entre com e-mail e senha e avise a administração.',
  passkeyNameRequired: 'Digite um nome para a chave.',
  passkeyNameTooLong: `O nome deve ter no máximo ${passkeyNameMaxLength} caracteres.`,
  totpNotStarted: 'Comece a configuração do aplicativo novamente.',
  totpAlreadyOn: 'O aplicativo autenticador já está configurado.',
  totpNotOn: 'O aplicativo autenticador não está configurado.',
  lastFactor:
    'O seu perfil exige verificação em duas etapas: adicione outra chave ou o aplicativo antes de remover este método.',
  setupFirst: 'Configure a verificação em duas etapas para continuar.',
  // Client users screen
  policySwitch: 'Exigir verificação em duas etapas',
  policyHint: 'Todos os usuários desta conta terão de cadastrar uma chave de acesso ou um aplicativo autenticador.',
  // Admin
  resetAction: 'Redefinir verificação em duas etapas',
  resetConfirm: (name: string) =>
    `Remover as chaves de acesso, o aplicativo autenticador e os códigos de recuperação de ${name}? As sessões desta pessoa serão encerradas.`,
  // E-mails
  passkeyAddedSubject: 'Nova chave de acesso adicionada',
  disabledSubject: 'Verificação em duas etapas desativada',
  brandName: brand.name,
} as const;
