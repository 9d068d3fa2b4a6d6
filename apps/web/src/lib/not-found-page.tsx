import { AuthLayout, NotFound } from '@product/ui';
import { useNavigate, useRouteContext, useRouter } from '@tanstack/react-router';
import { useSignOut } from '../auth/use-sign-out';

/** Not-found (spec 1 §2): Back, and 'Sair' when signed in or 'Entrar' otherwise. */
export function NotFoundPage() {
  const router = useRouter();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { auth } = useRouteContext({ from: '__root__' });
  return (
    <AuthLayout>
      <NotFound
        signedIn={auth.session() !== null}
        onBack={() => router.history.back()}
        onSignIn={() => navigate({ to: '/' })}
        onSignOut={signOut}
      />
    </AuthLayout>
  );
}
