/**
 * The sign-in page's passkey button (issue 28), in a module of its own: `/` carries this one text,
 * and `secondFactorTexts` (which repeats it) loads with the steps that use them. A module `/` and
 * a later chunk share is bundled with `/`, so this one must stay this small.
 */
export const passkeySignInLabel = 'Entrar com chave de acesso';
