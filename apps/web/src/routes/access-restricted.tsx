import { AccessRestricted, AuthLayout } from '@product/ui';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useSignOut } from '../auth/use-sign-out';

/** Restricted-access page (spec 1 §2): Back and 'Sair'. */
export const Route = createFileRoute('/access-restricted')({
  component: AccessRestrictedPage,
});

function AccessRestrictedPage() {
  const router = useRouter();
  const signOut = useSignOut();
  return (
    <AuthLayout>
      <AccessRestricted onBack={() => router.history.back()} onSignOut={signOut} />
    </AuthLayout>
  );
}
