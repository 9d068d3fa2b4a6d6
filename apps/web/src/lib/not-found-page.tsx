import { NotFound } from '@product/ui';
import { useNavigate, useRouter, useRouteContext } from '@tanstack/react-router';

/** Not-found (spec 1 §2): Back, and 'Sair' when signed in or 'Entrar' otherwise. */
export function NotFoundPage() {
  const router = useRouter();
  const navigate = useNavigate();
  const { auth } = useRouteContext({ from: '__root__' });
  const signedIn = auth.session() !== null;
  return (
    <NotFound
      signedIn={signedIn}
      onBack={() => router.history.back()}
      onSignIn={() => navigate({ to: '/' })}
      onSignOut={() => {
        auth.signOut();
        void navigate({ to: '/' });
      }}
    />
  );
}
