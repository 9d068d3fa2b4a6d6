import { createFileRoute } from '@tanstack/react-router';
import { SignupPage } from '#/public/SignupPage';

/** Sign-up (spec 1 §2, §5): the account waits, disabled, until staff enable it. */
export const Route = createFileRoute('/_public/signup')({
  component: SignupRoute,
});

function SignupRoute() {
  const { http } = Route.useRouteContext();
  return <SignupPage http={http} />;
}
