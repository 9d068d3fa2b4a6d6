import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';

type Fields<T> = { [K in keyof T]: string };

interface Issue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

/**
 * A form schema as Standard Schema describes it (`~standard`): the domain's zod schemas are
 * one, and reading them this way keeps zod itself out of the pages that only show a form.
 */
export interface FormSchema<Input, Output> {
  readonly '~standard': {
    readonly validate: (
      value: unknown,
    ) =>
      | { readonly value: Output; readonly issues?: undefined }
      | { readonly issues: readonly Issue[] }
      | Promise<unknown>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

type Result<Output> = { success: true; data: Output } | { success: false; issues: readonly Issue[] };

function validateWith<Input, Output>(schema: FormSchema<Input, Output>, values: unknown): Result<Output> {
  const result = schema['~standard'].validate(values);
  // The forms' schemas check synchronously; an async one would need a different hook.
  if (result instanceof Promise) throw new Error('useLightForm takes synchronous schemas only.');
  return result.issues ? { success: false, issues: result.issues } : { success: true, data: result.value };
}

/**
 * A small form does not need react-hook-form's ~10 KB on the page every visitor loads first
 * (the sign-in page, see scripts/budget.ts). This keeps the same behaviour: validate with the
 * schema on submit, then again on every change once a submit has shown errors, and pass only
 * valid values on.
 *
 * `schema` may also be a loader (`() => import(…)`): the page then draws without the schema
 * (and zod), which loads when a field is first focused, or at the latest on submit.
 */
export function useLightForm<Input extends object, Output>(
  schema: FormSchema<Input, Output> | (() => Promise<FormSchema<Input, Output>>),
  initial: Fields<Input>,
) {
  type Name = keyof Fields<Input>;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const ready = useRef(typeof schema === 'function' ? null : schema);
  const loading = useRef<Promise<FormSchema<Input, Output>> | null>(null);

  const load = (): Promise<FormSchema<Input, Output>> => {
    if (ready.current) return Promise.resolve(ready.current);
    if (typeof schema !== 'function') return Promise.resolve(schema);
    loading.current ??= schema().then(
      (loaded) => (ready.current = loaded),
      (error: unknown) => {
        // A failed download (offline) is tried again on the next focus or submit.
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  };

  const validate = (using: FormSchema<Input, Output>, next: Fields<Input>) => {
    const result = validateWith(using, next);
    const found: Partial<Record<Name, string>> = {};
    if (!result.success) {
      for (const issue of result.issues) {
        const [first] = issue.path ?? [];
        const key = (typeof first === 'object' ? first.key : first) as Name;
        found[key] ??= issue.message;
      }
    }
    setErrors(found);
    return result;
  };

  const field = (name: Name & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onFocus: () => void load().catch(() => {}),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted && ready.current) validate(ready.current, next);
    },
  });

  const handleSubmit = (onValid: (data: Output) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const finish = (using: FormSchema<Input, Output>) => {
      const result = validate(using, values);
      if (result.success) onValid(result.data);
    };
    if (ready.current) finish(ready.current);
    else load().then(finish, () => {});
  };

  return { field, handleSubmit, errors };
}
