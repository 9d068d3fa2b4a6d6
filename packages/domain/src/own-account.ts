// The public self-service calls and My account (spec 1 §5, §7): the texts the
// server answers and the mocks repeat, and the rule on what a person may
// change of their own user.
import { brand } from './brand';
import { canChangeOwnRole, profileMessages, profileRoleOptions } from './profile-forms';
import type { AccessRole } from './roles';

export const ownAccountTexts = {
  signedUp: 'Cadastro realizado. Você será avisado quando puder acessar a plataforma.',
  emailTaken: 'Este email já está cadastrado.',
  resetSent: 'Instruções enviadas',
  resetEmailNotFound: 'Não existe cadastro com este email. Confira se digitou o email correto e tente novamente.',
  resetLinkInvalid: profileMessages.resetLinkInvalid,
  resetDone: 'Senha redefinida. Entre com a nova senha.',
  wrongCredentials: 'Email ou senha incorretos.',
  signedOut: 'Sessão encerrada.',
  cannotChangeRole: 'Você não pode alterar o seu tipo de usuário.',
  roleNotOffered: 'Você não pode escolher este tipo de usuário.',
  cannotDisableSelf: 'Você não pode desativar a sua própria conta aqui. Peça a um administrador.',
  lastProductUserDelete: `Você é o último usuário ${brand.name} ativo e não pode excluir a sua conta.`,
  lastProductUserRole: `Você é o último usuário ${brand.name} ativo e não pode mudar o seu tipo de usuário.`,
  deleted: 'Conta excluída',
} as const;

/**
 * What My account refuses before looking at anyone else (spec 1 §6): a new
 * user type only for those who may change theirs, and only one the form
 * offers them (403); never switching oneself off (400).
 */
export function ownProfileChangeRefusal(
  currentRole: AccessRole,
  change: { systemRole: AccessRole; enabled: boolean },
):
  | { refusal: 'cannotChangeRole' | 'roleNotOffered'; status: 403 }
  | { refusal: 'cannotDisableSelf'; status: 400 }
  | null {
  if (change.systemRole !== currentRole) {
    if (!canChangeOwnRole(currentRole)) return { refusal: 'cannotChangeRole', status: 403 };
    if (!profileRoleOptions(currentRole).includes(change.systemRole)) return { refusal: 'roleNotOffered', status: 403 };
  }
  if (!change.enabled) return { refusal: 'cannotDisableSelf', status: 400 };
  return null;
}
