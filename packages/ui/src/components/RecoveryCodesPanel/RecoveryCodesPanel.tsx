import { secondFactorTexts } from '@product/domain';
import { createElement, useId, useState } from 'react';
import { Button } from '../Button';
import * as styles from './RecoveryCodesPanel.css';

export const recoveryCodesPanelTexts = {
  copied: 'Códigos copiados',
  copyFailed: 'Não foi possível copiar. Selecione os códigos e copie-os.',
  defaultFileName: 'conforma-codigos-de-recuperacao.txt',
} as const;

export const recoveryCodesHeadingLevels = [1, 2, 3] as const;
export type RecoveryCodesHeadingLevel = (typeof recoveryCodesHeadingLevels)[number];

export interface RecoveryCodesPanelProps {
  /** The codes, as they are to be typed (`k7m2p-9xq4t`). */
  codes: readonly string[];
  /** 'Guardei os códigos': the person has kept them. */
  onDone: () => void;
  /** Name of the downloaded text file. */
  fileName?: string;
  /** Level of the 'Códigos de recuperação' heading. */
  headingLevel?: RecoveryCodesHeadingLevel;
  /** Leaves the heading out, when a dialog's title already says it; the list keeps the name. */
  hideTitle?: boolean;
}

/** The downloaded file: a line naming the brand, then one code a line. */
export function recoveryCodesFile(codes: readonly string[]): string {
  return [`${secondFactorTexts.brandName} — ${secondFactorTexts.recoveryCodesTitle}`, ...codes, ''].join('\n');
}

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked on the next task: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The recovery codes, shown once after the authenticator app is set up or the codes renewed: what
 * they are for, the codes in two monospace columns, 'Copiar códigos' (one a line, then 'Códigos
 * copiados'), 'Baixar códigos' (a .txt file) and 'Guardei os códigos' (`onDone`).
 */
export function RecoveryCodesPanel({
  codes,
  onDone,
  fileName = recoveryCodesPanelTexts.defaultFileName,
  headingLevel = 2,
  hideTitle = false,
}: RecoveryCodesPanelProps) {
  const titleId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const empty = codes.length === 0;
  return (
    <section className={styles.panel} aria-labelledby={hideTitle ? undefined : titleId}>
      <div className={styles.headings}>
        {hideTitle
          ? null
          : createElement(
              `h${headingLevel}`,
              { id: titleId, className: styles.title },
              secondFactorTexts.recoveryCodesTitle,
            )}
        <p className={styles.lead}>{secondFactorTexts.recoveryCodesLead}</p>
      </div>
      {empty ? null : (
        <ul
          className={styles.codes}
          aria-labelledby={hideTitle ? undefined : titleId}
          aria-label={hideTitle ? secondFactorTexts.recoveryCodesTitle : undefined}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={empty}
          onClick={() => {
            setCopy('idle');
            navigator.clipboard.writeText(codes.join('\n')).then(
              () => setCopy('copied'),
              () => setCopy('failed'),
            );
          }}
        >
          {secondFactorTexts.copyCodes}
        </Button>
        <Button variant="secondary" disabled={empty} onClick={() => download(fileName, recoveryCodesFile(codes))}>
          {secondFactorTexts.downloadCodes}
        </Button>
        {/* Always in the page, so screen readers announce the text when it appears. */}
        <p role="status" className={[styles.status, copy === 'failed' ? styles.failed : ''].join(' ')}>
          {copy === 'copied'
            ? recoveryCodesPanelTexts.copied
            : copy === 'failed'
              ? recoveryCodesPanelTexts.copyFailed
              : ''}
        </p>
      </div>
      <Button fullWidth onClick={onDone}>
        {secondFactorTexts.savedCodes}
      </Button>
    </section>
  );
}
