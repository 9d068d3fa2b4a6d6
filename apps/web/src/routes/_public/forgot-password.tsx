import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '#/public/ForgotPasswordPage';

/** 'Esqueci a minha senha' (spec 1 §2, §7). */
export const Route = createFileRoute('/_public/forgot-password')({
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const { http } = Route.useRouteContext();
  return <ForgotPasswordPage http={http} />;
}
