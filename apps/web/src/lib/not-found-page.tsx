import { AuthLayout, NotFound } from '@product/ui';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useSignOut } from '../auth/use-sign-out';
import { useBackOrHome } from './use-back-or-home';

/**
 * Not-found inside the admin or client area (`/admin/…`, `/client/…`): the `notFoundComponent` of
 * the area's layout route, so the shell stays around it. 'Voltar', and 'Sair' (spec 1 §2).
 */
export function NotFoundInShell() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const back = useBackOrHome();
  const { auth } = useRouteContext({ from: '__root__' });
  return (
    <NotFound
      signedIn={auth.session() !== null}
      onBack={back}
      onSignIn={() => navigate({ to: '/' })}
      onSignOut={signOut}
    />
  );
}

/** Not-found anywhere else (spec 1 §2): on the public layout, with 'Entrar' when signed out. */
export function NotFoundPage() {
  return (
    <AuthLayout>
      <NotFoundInShell />
    </AuthLayout>
  );
}
