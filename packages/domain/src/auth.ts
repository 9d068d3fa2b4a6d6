// zod/mini: the same validation as classic zod at a fraction of the bytes the
// sign-in page must download (see scripts/budget.ts).
import { z } from 'zod/mini';
import { messages } from './messages';

/** An e-mail field: required, valid, and stripped of spaces and lower-cased (spec 1 §5). */
export const emailField = z.pipe(
  z.string({ error: messages.emailRequired }).check(
    z.overwrite((value) => value.replace(/\s+/g, '').toLowerCase()),
    z.minLength(1, { error: messages.emailRequired, abort: true }),
  ),
  z.email({ error: messages.emailInvalid }),
);

/** A required password with a minimum length (6 everywhere in the spec). */
export const passwordField = z
  .string({ error: messages.passwordRequired })
  .check(z.minLength(1, { error: messages.passwordRequired, abort: true }), z.minLength(6, messages.min6));

/** Login form (spec 1 §5): e-mail required and valid; password required, at least 6. */
export const loginFormSchema = z.object({ email: emailField, password: passwordField });
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginForm = z.output<typeof loginFormSchema>;
