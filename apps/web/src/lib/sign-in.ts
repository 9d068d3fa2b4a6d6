/**
 * What the sign-in page needs only once the form is sent: the form's rules and the calls, with
 * zod behind them. The page imports this on demand, so `/` draws without them (scripts/budget.ts).
 */
export {
  confirmSetupTotp,
  login,
  setupPasskey,
  setupPasskeyOptions,
  startSetupTotp,
  verifySecondFactor,
} from '@product/api/client';
export { loginFormSchema } from '@product/domain';
