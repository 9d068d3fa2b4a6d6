import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { CatchBoundary } from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';
import { LoadError } from '#/lib/load-error';

export interface PanelBoundaryProps {
  /** The spec's §8 title for this panel's load failure. */
  title: string;
  /** Shown while the panel's query loads again (after 'Tentar novamente'). */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * One panel of the dashboard that fails on its own: its load error (the §8 toast and the same words
 * in place of the panel, with 'Tentar novamente') leaves the other panels on screen.
 */
export function PanelBoundary({ title, fallback, children }: PanelBoundaryProps) {
  const { reset: resetQueries } = useQueryErrorResetBoundary();
  return (
    <CatchBoundary
      getResetKey={() => title}
      errorComponent={(props) => (
        <LoadError
          {...props}
          title={title}
          reset={() => {
            // The failed query must fetch again when the panel mounts, not throw its old error.
            resetQueries();
            props.reset();
          }}
        />
      )}
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </CatchBoundary>
  );
}
