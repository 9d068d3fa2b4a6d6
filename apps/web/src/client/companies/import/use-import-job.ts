import {
  companyImportMutations,
  getImportJobResult,
  type ImportJob,
  importJobEvents,
  importJobQueryOptions,
  invalidateAll,
  type SessionClaims,
} from '@product/api/client';
import { notify } from '@product/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyApiError } from '#/lib/errors';
import { importDialogTexts, notifyResult } from './import-texts';
import {
  type FollowedJob,
  forgetFollowedJob,
  importOwner,
  type LastImport,
  readFollowedJob,
  saveFollowedJob,
  saveLastImport,
} from './last-import';

/** The import job the page follows, what it says now, and what can be done with it. */
export interface ImportJobTracker {
  followed: FollowedJob | null;
  /** The job's latest counts (polled while it runs). */
  job: ImportJob | undefined;
  /** Reading the job, or its result once it ended, failed. */
  loadError: unknown;
  retry: () => void;
  /** Follows a job: the one an upload just became, or one picked from the running ones. */
  follow: (job: Pick<ImportJob, 'id' | 'fileName'>) => void;
  cancel: () => Promise<void>;
  cancelling: boolean;
  /** The stored result of the last job that ended while followed here (the dialog then shows it). */
  ended: LastImport | null;
}

/**
 * Follows the person's import job from the companies page, whether the import dialog is open or
 * not, and across reloads (the job's id is kept in local storage): polls its counts while it runs
 * and, once it ends, reads all its rows into the spec's result, keeps that as the last import,
 * shows the toasts and refetches the companies.
 */
export function useImportJob(session: Pick<SessionClaims, 'uid' | 'current_client_id'>): ImportJobTracker {
  const { http, now } = useRouteContext({ from: '/_authenticated' });
  const queryClient = useQueryClient();
  const owner = importOwner(session);
  const [followed, setFollowed] = useState<FollowedJob | null>(() => readFollowedJob(owner));
  const [ended, setEnded] = useState<LastImport | null>(null);
  const [resultError, setResultError] = useState<unknown>(null);
  // A retry after the result failed to load: the job's data has not changed, so this makes the effect run again.
  const [attempt, setAttempt] = useState(0);
  const finishing = useRef<string | null>(null);

  useEffect(() => setFollowed(readFollowedJob(owner)), [owner]);

  const query = useQuery({ ...importJobQueryOptions(http, followed?.jobId ?? 0), enabled: followed !== null });
  const job = followed && query.data?.id === followed.jobId ? query.data : undefined;

  useEffect(() => {
    // One reading of the result per job and attempt, however often the effect runs.
    const key = `${job?.id}:${attempt}`;
    if (!followed || !job || job.status === 'running' || finishing.current === key) return;
    finishing.current = key;
    setResultError(null);
    getImportJobResult(http, job.id).then(
      (result) => {
        const entry: LastImport = { fileName: followed.fileName, importedAt: now(), result };
        saveLastImport(owner, entry);
        forgetFollowedJob();
        setFollowed(null);
        setEnded(entry);
        if (job.status !== 'cancelled') notifyResult(result);
        void invalidateAll(queryClient, importJobEvents.ended());
      },
      (error: unknown) => {
        finishing.current = null;
        setResultError(error);
      },
    );
  }, [followed, job, http, now, owner, queryClient, attempt]);

  const follow = useCallback(
    (next: Pick<ImportJob, 'id' | 'fileName'>) => {
      const entry = { jobId: next.id, fileName: next.fileName };
      saveFollowedJob(owner, entry);
      setFollowed(entry);
      setEnded(null);
      void invalidateAll(queryClient, importJobEvents.followed());
    },
    [owner, queryClient],
  );

  // The banner and the job show 'cancelled' before the button frees (the mutation waits for their refetch).
  const cancelling = useMutation(
    companyImportMutations.cancel(http, queryClient, {
      onSuccess: () => notify.info(importDialogTexts.jobCancelled, importDialogTexts.jobCancelledDescription),
      onError: (error) => notifyApiError(importDialogTexts.jobCancelFailed, error),
      waitForRefetch: true,
    }),
  );
  const cancel = async () => {
    if (!followed || cancelling.isPending) return;
    await cancelling.mutateAsync(followed.jobId).catch(() => {});
  };

  return {
    followed,
    job,
    loadError: query.error ?? resultError,
    retry: () => {
      setResultError(null);
      setAttempt((count) => count + 1);
      void query.refetch();
    },
    follow,
    cancel,
    cancelling: cancelling.isPending,
    ended,
  };
}
