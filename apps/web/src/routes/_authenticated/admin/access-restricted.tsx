import { createFileRoute } from '@tanstack/react-router';
import { AccessRestrictedInShell } from '#/shared/NotFoundAndAccess';

/**
 * 'Acesso restrito' inside the admin shell (spec 1 §2 'Admin routes'): where a staff role lands
 * on an admin page it may not open (an EDITOR on /admin/cnaes). The admin layout admits every staff role.
 */
export const Route = createFileRoute('/_authenticated/admin/access-restricted')({
  component: AccessRestrictedInShell,
});
