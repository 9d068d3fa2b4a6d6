import { type ChangeEvent, type DragEvent, type Ref, useId, useRef, useState } from 'react';
import { LineIcon } from '../../internal/LineIcon';
import { Button } from '../Button';
import { assignRef, FieldFrame, fieldStyles, useFieldIds } from '../FieldFrame';
import * as styles from './FileUpload.css';

export const fileUploadTexts = {
  prompt: 'Arraste o arquivo para cá ou',
  choose: 'Escolher arquivo',
  remove: 'Remover arquivo',
  progress: 'Envio do arquivo',
  wrongType: 'Tipo de arquivo não permitido.',
  tooLarge: (megabytes: string) => `Arquivo maior que ${megabytes} MB.`,
} as const;

const megabyte = 1024 * 1024;
const numberFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** '512 KB', '2,4 MB' — sizes people read. */
export function formatFileSize(bytes: number): string {
  if (bytes < megabyte) return `${numberFormat.format(Math.max(1, Math.ceil(bytes / 1024)))} KB`;
  return `${numberFormat.format(bytes / megabyte)} MB`;
}

/** True when the file matches one `accept` entry: '.pdf', 'application/pdf' or 'image/*'. */
export function acceptsFile(file: File, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

export interface FileUploadProps {
  label: string;
  hint?: string;
  /** An error from outside (the form, the upload); a type or size error of its own shows first. */
  error?: string;
  /** Allowed types: extensions ('.pdf') or MIME types ('application/pdf', 'image/*'). */
  accept?: readonly string[];
  /** Largest file in bytes. */
  maxSize?: number;
  /** The chosen file, or `null` when removed; not called for a refused file. */
  onFileChange?: (file: File | null) => void;
  /** A file chosen before (controlled); `undefined` lets the component keep its own. */
  file?: File | null;
  /** Upload progress 0–100; shows a progress bar while set. */
  progress?: number;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
  /** Reaches the hidden `<input type="file">`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * Drag a file onto the zone or press 'Escolher arquivo'. Checks `accept` and `maxSize` with Portuguese
 * messages, shows the chosen file's name and size, and a progress bar while `progress` is set.
 */
export function FileUpload({
  label,
  hint,
  error,
  accept = [],
  maxSize,
  onFileChange,
  file: controlledFile,
  progress,
  disabled = false,
  name,
  id,
  className,
  ref,
}: FileUploadProps) {
  const ids = useFieldIds(id, hint, error);
  const labelId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const [ownError, setOwnError] = useState<string | undefined>(undefined);
  const [dragging, setDragging] = useState(false);
  const file = controlledFile === undefined ? ownFile : controlledFile;
  const shownError = ownError ?? error;
  const errorId = shownError ? `${ids.inputId}-error` : undefined;
  const describedBy = [ids.hintId, errorId].filter(Boolean).join(' ') || undefined;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!acceptsFile(chosen, accept)) {
      setOwnError(fileUploadTexts.wrongType);
      return;
    }
    if (maxSize !== undefined && chosen.size > maxSize) {
      setOwnError(fileUploadTexts.tooLarge(numberFormat.format(maxSize / megabyte)));
      return;
    }
    setOwnError(undefined);
    setOwnFile(chosen);
    onFileChange?.(chosen);
  };

  const remove = () => {
    setOwnFile(null);
    setOwnError(undefined);
    if (input.current) input.current.value = '';
    onFileChange?.(null);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(event.dataTransfer.files[0]);
  };

  return (
    <FieldFrame
      className={className}
      label={
        <span id={labelId} className={fieldStyles.label}>
          {label}
        </span>
      }
      hint={hint}
      hintId={ids.hintId}
      error={shownError}
      errorId={errorId}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse convenience; 'Escolher arquivo' is the accessible way in. */}
      <div
        data-drop-zone=""
        className={styles.zone}
        data-dragging={dragging || undefined}
        data-invalid={Boolean(shownError) || undefined}
        data-disabled={disabled || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={(node) => {
            input.current = node;
            return assignRef(ref, node);
          }}
          id={ids.inputId}
          name={name}
          type="file"
          hidden
          accept={accept.join(',') || undefined}
          disabled={disabled}
          aria-labelledby={labelId}
          onChange={(event: ChangeEvent<HTMLInputElement>) => choose(event.target.files?.[0])}
        />
        <LineIcon className={styles.icon} viewBox="0 0 24 24" strokeWidth="1.5">
          <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" strokeLinecap="round" />
        </LineIcon>
        <p className={styles.prompt}>{fileUploadTexts.prompt}</p>
        <Button
          variant="secondary"
          size="small"
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => input.current?.click()}
        >
          {fileUploadTexts.choose}
        </Button>
        {file ? (
          <div className={styles.file}>
            <span className={styles.fileText}>
              <span className={styles.fileName}>{file.name}</span>
              <span>{formatFileSize(file.size)}</span>
            </span>
            <Button variant="ghost" size="small" disabled={disabled} onClick={remove}>
              {fileUploadTexts.remove}
            </Button>
          </div>
        ) : null}
        {progress !== undefined ? (
          <div
            role="progressbar"
            aria-label={fileUploadTexts.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(Math.min(100, Math.max(0, progress)))}
            aria-valuetext={`${Math.round(Math.min(100, Math.max(0, progress)))}%`}
            className={styles.progress}
          >
            <div className={styles.progressBar} style={{ width: `${Math.min(100, Math.max(0, progress))}%` }} />
          </div>
        ) : null}
      </div>
    </FieldFrame>
  );
}
