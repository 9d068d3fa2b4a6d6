import { AccessRestricted } from '@product/ui';
import { useNavigate } from '@tanstack/react-router';
import { useSignOut } from '#/auth/use-sign-out';

/** A tab this person's permission codes do not open (spec 2 §6), reached by its address. */
export function CompanyTabRestricted({ companyId }: { companyId: number }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <AccessRestricted
      headingLevel={2}
      onBack={() => void navigate({ to: '/client/companies/$id', params: { id: companyId } })}
      onSignOut={signOut}
    />
  );
}
