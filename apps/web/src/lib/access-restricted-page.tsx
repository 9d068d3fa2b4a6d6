import { AccessRestricted } from '@product/ui';
import { useSignOut } from '../auth/use-sign-out';
import { useBackOrHome } from './use-back-or-home';

/** The restricted page's content: 'Voltar' (back, or home in a fresh tab) and 'Sair' (spec 1 §2). */
export function AccessRestrictedContent() {
  const back = useBackOrHome();
  const signOut = useSignOut();
  return <AccessRestricted onBack={back} onSignOut={signOut} />;
}
