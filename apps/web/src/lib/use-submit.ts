import { useRef, useState } from 'react';

export interface SubmitOptions<Values, Answer> {
  mutationFn: (values: Values) => Promise<Answer>;
  /** Awaited before the state turns to success; an error thrown here goes to `onError`. */
  onSuccess?: (answer: Answer, values: Values) => unknown;
  onError?: (error: unknown, values: Values) => unknown;
}

/**
 * The one request a public form sends (sign-in, sign-up, password reset), with the part of
 * TanStack Query's `useMutation` those forms use: `mutate`, `isPending`, `isSuccess` and the same
 * callbacks in the same order. The public pages, `/` first, do without TanStack Query, which loads
 * with the inner areas (see `_authenticated.tsx`). A `mutate` while one is under way is ignored.
 */
export function useSubmit<Values, Answer>({ mutationFn, onSuccess, onError }: SubmitOptions<Values, Answer>) {
  const [status, setStatus] = useState<'idle' | 'pending' | 'success' | 'error'>('idle');
  const running = useRef(false);

  const mutate = (values: Values) => {
    if (running.current) return;
    running.current = true;
    setStatus('pending');
    void (async () => {
      try {
        const answer = await mutationFn(values);
        await onSuccess?.(answer, values);
        setStatus('success');
      } catch (error) {
        try {
          await onError?.(error, values);
        } finally {
          setStatus('error');
        }
      } finally {
        running.current = false;
      }
    })().catch(() => {});
  };

  return { mutate, isPending: status === 'pending', isSuccess: status === 'success' };
}
