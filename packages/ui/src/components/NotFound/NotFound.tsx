import { Button } from '../Button';
import { MessagePanel } from '../MessagePanel';

export const notFoundTexts = {
  title: 'Página não encontrada',
  description: 'Confira o endereço ou tente acessar outra página.',
  back: 'Voltar',
  signIn: 'Entrar',
  signOut: 'Sair',
} as const;

export interface NotFoundProps {
  /** Signed-in people are offered 'Sair'; visitors 'Entrar' (spec 1 §2). */
  signedIn: boolean;
  onBack: () => void;
  onSignIn: () => void;
  onSignOut: () => void;
}

/** The not-found page's content (spec 1 §2). */
export function NotFound({ signedIn, onBack, onSignIn, onSignOut }: NotFoundProps) {
  return (
    <MessagePanel
      title={notFoundTexts.title}
      description={notFoundTexts.description}
      actions={
        <>
          <Button variant="secondary" onClick={onBack}>
            {notFoundTexts.back}
          </Button>
          {signedIn ? (
            <Button onClick={onSignOut}>{notFoundTexts.signOut}</Button>
          ) : (
            <Button onClick={onSignIn}>{notFoundTexts.signIn}</Button>
          )}
        </>
      }
    />
  );
}
