import { createFileRoute } from '@tanstack/react-router';
import { AccessRestrictedContent } from '../../../lib/access-restricted-page';

/**
 * 'Acesso restrito' inside the admin shell (spec 1 §2 'Admin routes'): where a staff role lands
 * on an admin page it may not open (an EDITOR on /admin/cnaes). The admin layout admits every staff role.
 */
export const Route = createFileRoute('/_authenticated/admin/access-restricted')({
  component: AccessRestrictedContent,
});
