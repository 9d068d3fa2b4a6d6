import { toApiError } from '@product/api/client';
import { authTexts } from '@product/domain';
import { Button, MessagePanel } from '@product/ui';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { notifyApiError } from './errors';

/**
 * What a screen shows when its data could not be loaded: the spec's error toast
 * (its title and the server's message) and the same words on the page, with a
 * way to try again.
 */
export function LoadError({ title, error, reset }: ErrorComponentProps & { title: string }) {
  const router = useRouter();
  useEffect(() => notifyApiError(title, error), [title, error]);
  return (
    <LoadFailedPanel
      title={title}
      error={error}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}

/** A failed load's words on the page (the toast says them too): its title, the server's reason, 'Tentar novamente'. */
export function LoadFailedPanel({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  error: unknown;
  /** The retry is under way: the button spins. */
  retrying?: boolean;
  onRetry: () => void;
}) {
  return (
    <MessagePanel
      headingLevel={2}
      title={title}
      description={toApiError(error).serverMessage ?? authTexts.unknownReason}
      actions={
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    />
  );
}

/** Any other unexpected failure of a route. */
export function DefaultLoadError(props: ErrorComponentProps) {
  return <LoadError {...props} title="Não foi possível carregar os dados." />;
}
