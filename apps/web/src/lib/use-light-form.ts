import { type ChangeEvent, type FormEvent, useState } from 'react';
import { z } from 'zod/mini';

type Fields<T> = { [K in keyof T]: string };

/**
 * A two-field form does not need react-hook-form's ~10 KB on the page every
 * visitor loads first (the sign-in page, see scripts/budget.ts). This keeps the
 * same behaviour: validate with the zod schema on submit, then again on every
 * change once a submit has shown errors, and pass only valid values on.
 */
export function useLightForm<S extends z.ZodMiniObject>(schema: S, initial: Fields<z.input<S>>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields<z.input<S>>, string>>>({});
  const [submitted, setSubmitted] = useState(false);

  const validate = (next: Fields<z.input<S>>) => {
    const result = z.safeParse(schema, next);
    const found: Partial<Record<keyof Fields<z.input<S>>, string>> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = issue.path[0] as keyof Fields<z.input<S>>;
        found[key] ??= issue.message;
      }
    }
    setErrors(found);
    return result;
  };

  const field = (name: keyof Fields<z.input<S>> & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) validate(next);
    },
  });

  const handleSubmit = (onValid: (data: z.output<S>) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    if (result.success) onValid(result.data);
  };

  return { field, handleSubmit, errors };
}
