import { AccessRestricted, AuthLayout } from '@product/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useSignOut } from '../auth/use-sign-out';
import { useBackOrHome } from '../lib/use-back-or-home';

/** Restricted-access page (spec 1 §2): Back and 'Sair'. */
export const Route = createFileRoute('/access-restricted')({
  component: AccessRestrictedPage,
});

function AccessRestrictedPage() {
  const back = useBackOrHome();
  const signOut = useSignOut();
  return (
    <AuthLayout>
      <AccessRestricted onBack={back} onSignOut={signOut} />
    </AuthLayout>
  );
}
