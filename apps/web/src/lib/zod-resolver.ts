import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod/mini';

/**
 * react-hook-form validation with a zod (mini) schema of `@product/domain`: the same schema and
 * Portuguese messages the server applies. One message per field, the first issue's, as the spec
 * shows one. (@hookform/resolvers would add a package for these few lines.)
 */
export function zodResolver<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const result = await z.safeParseAsync(schema, values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? 'root');
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
}
