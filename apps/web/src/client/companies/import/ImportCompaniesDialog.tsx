import {
  companyImportMutations,
  companyImportTexts,
  type ImportJob,
  importAccept,
  importMaxBytes,
  toApiError,
} from '@product/api/client';
import { authTexts } from '@product/domain';
import { Box, Button, Dialog, FileUpload, ImportResult, notify, ProgressBar, Stack } from '@product/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { progressText, secondsLeft, timeLeftText } from './import-progress';
import { importDialogTexts, notifyResult } from './import-texts';
import { importOwner, type LastImport, readLastImport, saveLastImport } from './last-import';
import type { ImportJobTracker } from './use-import-job';

export interface ImportCompaniesDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the server answered an import, or a job ended (the companies' queries refetch by themselves). */
  onImported?: () => void;
  /** The import job the page follows (useImportJob): a large sheet's progress, shown while it runs. */
  tracker: ImportJobTracker;
}

type Sending = { percent: number } | null;
type View = 'form' | 'job' | 'result';

/**
 * 'Importar' of the companies list (spec 2 §2, §5): a spreadsheet (.xlsx or .csv, CNPJs in the
 * first column) sent with its upload progress, then the result screen (counts, then each CNPJ
 * with its outcome and message), which is kept in local storage.
 *
 * Opening the dialog again shows the last result until 'Nova importação' asks for another
 * sheet; the next import replaces it. The dialog stays on the result after an import instead
 * of closing 1 s later like the other forms: the toast says 'Confira os resultados em tela'.
 * Closing while the sheet is being read lets the import finish: its toasts still show, and
 * the result is there when the dialog opens again.
 *
 * A sheet of more than 50 CNPJs becomes a job on the server (issue 13): the dialog then shows
 * its progress (a bar with 'x de y', the companies created so far and an estimate of the time
 * left, read from the pace so far) with 'Cancelar importação'. Closing the dialog or leaving the
 * page leaves the job running; the page keeps following it (`tracker`) and the dialog, opened
 * again, shows it still running or, once it ended, the spec's result screen.
 */
export function ImportCompaniesDialog({ open, onClose, onImported, tracker }: ImportCompaniesDialogProps) {
  const { http, session, now } = useRouteContext({ from: '/_authenticated' });
  const queryClient = useQueryClient();
  // A small sheet's result refetches the companies and the dashboard (`companyImportMutations` declare it).
  const importing = useMutation(companyImportMutations.import(http, queryClient));
  const owner = importOwner(session);
  const formId = useId();
  const [last, setLast] = useState<LastImport | null>(() => readLastImport(owner));
  const [view, setView] = useState<View>(() => (tracker.followed ? 'job' : last ? 'result' : 'form'));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState<Sending>(null);
  // The latest callback, so an import that finishes after a re-render calls the current one.
  const imported = useRef(onImported);
  imported.current = onImported;

  // Each opening starts from the job still running, the stored result, or an empty form.
  const following = tracker.followed !== null;
  useEffect(() => {
    if (!open) return;
    const stored = readLastImport(owner);
    setLast(stored);
    setView(following ? 'job' : stored ? 'result' : 'form');
    setFile(null);
    setFileError(undefined);
    setServerError(null);
  }, [open, owner, following]);

  // The followed job ended while the dialog is open: its result screen.
  useEffect(() => {
    if (!tracker.ended) return;
    setLast(tracker.ended);
    setView('result');
    imported.current?.();
  }, [tracker.ended]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!file) {
      setFileError(companyImportTexts.fileRequired);
      return;
    }
    setServerError(null);
    setSending({ percent: 0 });
    try {
      const answer = await importing.mutateAsync({
        file,
        onProgress: (progress) => setSending({ percent: progress.percent }),
      });
      if (answer.kind === 'job') {
        tracker.follow(answer.job);
        setView('job');
        return;
      }
      const result = answer.result;
      const entry: LastImport = { fileName: file.name, importedAt: now(), result };
      saveLastImport(owner, entry);
      setLast(entry);
      setView('result');
      notifyResult(result);
      imported.current?.();
    } catch (error) {
      const message = toApiError(error).serverMessage ?? authTexts.unknownReason;
      setServerError(message);
      notify.error(importDialogTexts.failedTitle, message);
    } finally {
      setSending(null);
    }
  };

  const showingResult = view === 'result' && last !== null;
  const showingJob = view === 'job' && tracker.followed !== null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size={showingResult ? 'large' : 'medium'}
      title={importDialogTexts.title}
      description={
        showingResult
          ? importDialogTexts.resultDescription(last.fileName, last.importedAt)
          : showingJob
            ? importDialogTexts.jobDescription(tracker.followed?.fileName ?? '')
            : importDialogTexts.formDescription
      }
      footer={
        showingJob ? (
          <>
            <Button
              variant="secondary"
              loading={tracker.cancelling}
              disabled={tracker.job?.status !== 'running'}
              onClick={() => void tracker.cancel()}
            >
              {importDialogTexts.jobCancel}
            </Button>
            <Button onClick={onClose}>{importDialogTexts.jobClose}</Button>
          </>
        ) : showingResult ? (
          <>
            <Button variant="secondary" onClick={() => setView('form')}>
              {importDialogTexts.newImport}
            </Button>
            <Button onClick={onClose}>{importDialogTexts.done}</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" form={formId} loading={sending !== null}>
              {importDialogTexts.submit}
            </Button>
          </>
        )
      }
    >
      {showingJob ? (
        <JobProgress job={tracker.job} loadError={tracker.loadError} onRetry={tracker.retry} />
      ) : showingResult ? (
        // A sheet of thousands scrolls the dialog: focusable, so the keyboard can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the only way to scroll a long result without a mouse.
        <section tabIndex={0} aria-label={importDialogTexts.resultGroup}>
          <ImportResult {...last.result} />
        </section>
      ) : (
        <form id={formId} noValidate aria-busy={sending !== null || undefined} onSubmit={submit}>
          <Stack space="large">
            <FileUpload
              label={importDialogTexts.fileLabel}
              hint={importDialogTexts.fileHint}
              accept={importAccept}
              maxSize={importMaxBytes}
              file={file}
              disabled={sending !== null}
              error={fileError}
              onFileChange={(chosen) => {
                setFile(chosen);
                setFileError(undefined);
                setServerError(null);
              }}
            />
            {sending ? (
              <Stack space="small">
                <ProgressBar label={importDialogTexts.progress} value={sending.percent * 100} />
                {/* In the page from the start of the upload, so a screen reader announces the wait. */}
                <Box as="p" role="status" fontSize="small" color="textMuted">
                  {sending.percent >= 1 ? importDialogTexts.waiting : null}
                </Box>
              </Stack>
            ) : null}
            {serverError ? (
              <Box as="p" role="alert" fontSize="small" color="danger">
                {serverError}
              </Box>
            ) : null}
          </Stack>
        </form>
      )}
    </Dialog>
  );
}

/** A running job: the bar ('x de y'), what it created so far, the time left, and that leaving is fine. */
function JobProgress({
  job,
  loadError,
  onRetry,
}: {
  job: ImportJob | undefined;
  loadError: unknown;
  onRetry: () => void;
}) {
  return (
    <Stack space="large">
      {job ? (
        <Stack space="small">
          <ProgressBar
            label={importDialogTexts.jobProgress}
            value={job.done}
            max={job.sent}
            valueText={progressText(job)}
          />
          <Box as="p" fontSize="small" color="textMuted">
            {importDialogTexts.jobCounts(job.success, job.error)}
          </Box>
          <Box as="p" fontSize="small" color="text">
            {job.status === 'running' ? timeLeftText(secondsLeft(job)) : null}
          </Box>
        </Stack>
      ) : loadError ? null : (
        <Box as="p" role="status" fontSize="small" color="textMuted">
          {timeLeftText(null)}
        </Box>
      )}
      {loadError ? (
        <Stack space="small">
          <Box as="p" role="alert" fontSize="small" color="danger">
            {importDialogTexts.jobLoadFailed} {toApiError(loadError).serverMessage ?? ''}
          </Box>
          <div>
            <Button variant="secondary" onClick={onRetry}>
              {importDialogTexts.jobRetry}
            </Button>
          </div>
        </Stack>
      ) : null}
      <Box as="p" fontSize="small" color="textMuted">
        {importDialogTexts.jobLeave}
      </Box>
    </Stack>
  );
}
