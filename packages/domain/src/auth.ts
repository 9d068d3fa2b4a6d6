import { z } from 'zod';
import { messages } from './messages';

/** An e-mail field: required, valid, and stripped of spaces and lower-cased (spec 1 §5). */
export const emailField = z
  .string({ error: messages.emailRequired })
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, messages.emailRequired)
      .pipe(z.email({ error: messages.emailInvalid })),
  );

/** Login form (spec 1 §5): e-mail required and valid; password required, at least 6. */
export const loginFormSchema = z.object({
  email: emailField,
  password: z.string({ error: messages.passwordRequired }).min(1, { error: messages.passwordRequired, abort: true }).min(6, messages.min6),
});
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginForm = z.output<typeof loginFormSchema>;
