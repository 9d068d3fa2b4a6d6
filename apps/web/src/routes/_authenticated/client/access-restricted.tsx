import { createFileRoute } from '@tanstack/react-router';
import { AccessRestrictedInShell } from '#/shared/NotFoundAndAccess';

/**
 * 'Acesso restrito' inside the client shell (spec 2 §2 'Client routes'): where a role lands on a
 * client page it may not open (a USER on a company's licences), or on an admin page.
 */
export const Route = createFileRoute('/_authenticated/client/access-restricted')({
  component: AccessRestrictedInShell,
});
