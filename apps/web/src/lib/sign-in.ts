/**
 * What the sign-in page needs only once the form is sent: the form's rules and the call, with
 * zod behind both. The page imports this on demand, so `/` draws without them (scripts/budget.ts).
 */
export { login } from '@product/api/client';
export { loginFormSchema } from '@product/domain';
