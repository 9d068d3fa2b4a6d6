import {
  type CompanyImportResponse,
  companyImportTexts,
  importAccept,
  importCompanies,
  importMaxBytes,
  toApiError,
} from '@product/api/client';
import { authTexts, formatDateTime } from '@product/domain';
import { Box, Button, Dialog, FileUpload, ImportResult, notify, ProgressBar, Stack } from '@product/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { refetchCompanyData } from '../refetch-company-data';
import { importOwner, type LastImport, readLastImport, saveLastImport } from './last-import';

export const importDialogTexts = {
  title: 'Importar empresas',
  formDescription: 'Envie uma planilha com os CNPJs das empresas na primeira coluna, um por célula.',
  fileLabel: 'Planilha de CNPJs',
  fileHint: 'Arquivo .xlsx ou .csv de até 5 MB, com até 5.000 CNPJs. Uma linha de título é ignorada.',
  submit: 'Importar',
  progress: 'Envio da planilha',
  waiting: 'Planilha enviada. Consultando os CNPJs na Receita Federal; pode levar alguns minutos.',
  newImport: 'Nova importação',
  resultGroup: 'Resultado da última importação',
  done: 'Concluir',
  /** Spec 2 §8. */
  importedDescription: 'Confira os resultados em tela.',
  /** Spec 2 §8: the title of an import that failed, or failed for some CNPJs. */
  failedTitle: 'Não foi possível criar as empresas com todos ou algum(ns) dos CNPJs da listagem.',
  failedCount: (error: number, sent: number) =>
    `${error} de ${sent} ${sent === 1 ? 'CNPJ não foi importado' : 'CNPJs não foram importados'}. Confira os resultados em tela.`,
  resultDescription: (fileName: string, importedAt: Date) =>
    `Última importação: ${fileName}, em ${formatDateTime(importedAt)}.`,
} as const;

export interface ImportCompaniesDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the server answered an import (the list refetches). */
  onImported: () => void;
}

type Sending = { percent: number } | null;

/** The toasts of an answered import: §8's success when something was created, §8's failure title when a CNPJ failed. */
function notifyResult(result: CompanyImportResponse) {
  if (result.success > 0 || result.error === 0)
    notify.success(companyImportTexts.imported, importDialogTexts.importedDescription);
  if (result.error > 0)
    notify.error(importDialogTexts.failedTitle, importDialogTexts.failedCount(result.error, result.sent));
}

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
 */
export function ImportCompaniesDialog({ open, onClose, onImported }: ImportCompaniesDialogProps) {
  const { http, session, now } = useRouteContext({ from: '/_authenticated' });
  const queryClient = useQueryClient();
  const owner = importOwner(session);
  const formId = useId();
  const [last, setLast] = useState<LastImport | null>(() => readLastImport(owner));
  const [view, setView] = useState<'form' | 'result'>(() => (last ? 'result' : 'form'));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState<Sending>(null);
  // The latest callback, so an import that finishes after a re-render calls the current one.
  const imported = useRef(onImported);
  imported.current = onImported;

  // Each opening starts from the stored result, or from an empty form when there is none.
  useEffect(() => {
    if (!open) return;
    const stored = readLastImport(owner);
    setLast(stored);
    setView(stored ? 'result' : 'form');
    setFile(null);
    setFileError(undefined);
    setServerError(null);
  }, [open, owner]);

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
      const result = await importCompanies(http, file, (progress) => setSending({ percent: progress.percent }));
      const entry: LastImport = { fileName: file.name, importedAt: now(), result };
      saveLastImport(owner, entry);
      setLast(entry);
      setView('result');
      notifyResult(result);
      void refetchCompanyData(queryClient);
      imported.current();
    } catch (error) {
      const message = toApiError(error).serverMessage ?? authTexts.unknownReason;
      setServerError(message);
      notify.error(importDialogTexts.failedTitle, message);
    } finally {
      setSending(null);
    }
  };

  const showingResult = view === 'result' && last !== null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size={showingResult ? 'large' : 'medium'}
      title={importDialogTexts.title}
      description={
        showingResult
          ? importDialogTexts.resultDescription(last.fileName, last.importedAt)
          : importDialogTexts.formDescription
      }
      footer={
        showingResult ? (
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
      {showingResult ? (
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
