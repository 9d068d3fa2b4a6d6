/** The spec's Portuguese validation messages, in one place (spec 1 §5, spec 2 §5). */
export const messages = {
  nameRequired: 'Nome obrigatório',
  emailRequired: 'Email obrigatório',
  emailInvalid: 'Email inválido',
  passwordRequired: 'Senha obrigatória',
  clientNameRequired: 'Nome da empresa ou grupo obrigatória',
  min2: 'Mínimo de 2 caracteres',
  min6: 'Mínimo de 6 caracteres',
  max32: 'Máximo de 32 caracteres',
  max255: 'Máximo de 255 caracteres',
  passwordsMustMatch: 'As senhas devem ser iguais.',
} as const;

/** Toast texts the spec fixes for authentication and access (spec 1 §4, §8). */
export const authTexts = {
  loginSuccess: 'Login realizado',
  loginErrorTitle: 'Erro na autenticação! Tente novamente mais tarde.',
  unknownReason: 'Motivo desconhecido. Entre em contato conosco para relatar este impedimento.',
  signedOutTitle: 'Acesso restrito',
  signedOutDescription: 'É necessário entrar em uma conta para acessar as àreas internas da plataforma',
  forbiddenTitle: 'Acesso restrito.',
  forbiddenDescription: 'Você não tem permissão para entrar nesta página. Contate o administrador.',
  sessionExpired: 'Sessão expirada.',
  signInAgain: 'Entre novamente na sua conta.',
  signedOut: 'Sessão encerrada',
} as const;

/**
 * The `code` beside the message of a 401 that refuses the session token (beyond the spec): the
 * browser cannot check a signature, so only the server knows whether a token that looked fine
 * had expired or was never good (a broken signature, one it cannot read, a holder since disabled
 * or signed out everywhere).
 */
export const sessionRefusalCodes = { expired: 'sessao-expirada', invalid: 'sessao-invalida' } as const;
export type SessionRefusalCode = (typeof sessionRefusalCodes)[keyof typeof sessionRefusalCodes];

/** The info toast for a session the server refused (spec 1 §4): 'Sessão expirada.' only for an expired token. */
export function sessionRefusedText(code: string | null | undefined): string {
  return code === sessionRefusalCodes.expired ? authTexts.sessionExpired : authTexts.signInAgain;
}
