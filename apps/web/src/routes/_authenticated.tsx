import { authTexts } from '@product/domain';
import { notify } from '@product/ui';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/** Every inner area needs a session; without one: toast and back to sign-in (spec 1 §4, §8). */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, preload }) => {
    const session = context.auth.session();
    if (!session) {
      // A hover preload must not toast; only a real navigation tells the person.
      if (!preload) notify.error(authTexts.signedOutTitle, authTexts.signedOutDescription);
      throw redirect({ to: '/' });
    }
    return { session };
  },
  component: Outlet,
});
