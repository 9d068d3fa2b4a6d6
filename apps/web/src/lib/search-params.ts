/**
 * Readers of the URL query for the routes' `validateSearch`, in plain code: `validateSearch` is in
 * the route tree that every page, `/` included, downloads, and zod would add ~10 KB gzip to the
 * sign-in page for rules this small (see scripts/budget.ts). Each reader takes what the router
 * parsed from the query (numbers, strings, arrays, anything) and gives the value, or the fallback
 * when it is absent or unreadable: a bad link shows the default list rather than a failed page.
 */

/** A whole number the way the query carries one: a safe integer, nothing else. */
const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

const isPositiveInteger = (value: unknown): value is number => isInteger(value) && value > 0;

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** A whole number at least `min`, else `fallback`. */
export function integerAtLeast(value: unknown, min: number, fallback: number): number {
  return isInteger(value) && value >= min ? value : fallback;
}

/** A positive whole number, or undefined. */
export function positiveInteger(value: unknown): number | undefined {
  return isPositiveInteger(value) ? value : undefined;
}

/** A string, else `fallback`. */
export function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** A string of `min` to `max` characters, or undefined. */
export function textOfLength(value: unknown, min: number, max: number): string | undefined {
  return typeof value === 'string' && value.length >= min && value.length <= max ? value : undefined;
}

/** One of `options`, or undefined. */
export function oneOf<T extends string | number>(value: unknown, options: readonly T[]): T | undefined {
  return (options as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

/**
 * A list of positive whole numbers (`?tags=[2,3]`, duplicates dropped); one number alone
 * (`?tags=2`) is a list of one. A list with anything else in it means no list: [].
 */
export function positiveIntegerList(value: unknown): number[] {
  if (Array.isArray(value)) return value.every(isPositiveInteger) ? unique(value) : [];
  return isPositiveInteger(value) ? [value] : [];
}

/**
 * A list of strings of 1 to `maxLength` characters (duplicates dropped); one non-empty string
 * alone is a list of one. A list with anything else in it means no list: [].
 */
export function textList(value: unknown, maxLength: number): string[] {
  if (Array.isArray(value)) {
    const valid = value.every((item) => typeof item === 'string' && item.length >= 1 && item.length <= maxLength);
    return valid ? unique(value as string[]) : [];
  }
  return typeof value === 'string' && value.length >= 1 ? [value] : [];
}

/**
 * The optional keys of a search: each one the query named, with its reader's value (undefined when
 * unreadable); a key the query did not name stays out, as a missing key of a zod object would.
 */
export function optionalKeys<T extends object>(search: object, values: T): Partial<T> {
  const present: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (values[key] !== undefined || Object.hasOwn(search, key)) present[key] = values[key];
  }
  return present;
}
