import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSession } from '../lib/session-guard';

/** Every inner area needs a session; without one: toast and back to sign-in (spec 1 §4, §8). */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, preload }) => ({ session: requireSession(context.auth, preload) }),
  component: Outlet,
});
