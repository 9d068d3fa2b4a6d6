import { AccessRestricted, AuthLayout, NotFound } from '@product/ui';
import { type LinkProps, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useSignOut } from '../auth/use-sign-out';
import { useBackOrHome } from '../lib/use-back-or-home';

// The pages of an address that shows nothing: one that leads nowhere, and one the person may not open.

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

/** The restricted page's content: 'Voltar' (back, or home in a fresh tab) and 'Sair' (spec 1 §2). */
export function AccessRestrictedInShell() {
  const back = useBackOrHome();
  const signOut = useSignOut();
  return <AccessRestricted onBack={back} onSignOut={signOut} />;
}

/** The restricted page on the public layout, for someone signed out (spec 1 §2). */
export function AccessRestrictedPage() {
  return (
    <AuthLayout>
      <AccessRestrictedInShell />
    </AuthLayout>
  );
}

/**
 * 'Acesso restrito' in place of a client screen or tab the person's codes do not open (spec 2 §6),
 * under the page's own title: 'Voltar' goes to `backTo`, 'Sair' signs out.
 */
export function AccessRestrictedSection({ backTo }: { backTo: LinkProps['to'] }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return <AccessRestricted headingLevel={2} onBack={() => void navigate({ to: backTo })} onSignOut={signOut} />;
}
