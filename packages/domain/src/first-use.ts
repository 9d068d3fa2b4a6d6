/**
 * A value made when first asked for, not when its module loads. For `Intl` formatters above all:
 * the first one a page creates starts ICU's locale data, 60–220 ms of a phone's main thread
 * (issue 27's dashboard trace), which at module load lands before the first paint even when no
 * date or number is shown yet.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
