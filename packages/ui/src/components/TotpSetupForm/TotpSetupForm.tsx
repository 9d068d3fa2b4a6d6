import { secondFactorTexts } from '@product/domain';
import { Fragment, useState } from 'react';
import { Button } from '../Button';
import { QrCode } from '../QrCode';
import { TextField } from '../TextField';
import * as styles from './TotpSetupForm.css';

export const totpSetupFormTexts = {
  qrCodeLabel: 'QR code do aplicativo autenticador',
  cancel: 'Cancelar',
} as const;

export interface TotpSetupFormProps {
  /** The `otpauth://` URI the QR code holds. */
  otpauthUri: string;
  /** The same secret in base32, for typing into the app by hand; shown in groups of 4. */
  secret: string;
  /** Called with the code as typed ('123 456' too): the caller normalizes and checks it. */
  onSubmit: (code: string) => void;
  /** The code is being checked: 'Verificar' is busy and a second submit is ignored. */
  busy?: boolean;
  /** Why the code was refused ('Código inválido ou expirado.'), under the field. */
  error?: string;
  /** Shows 'Cancelar', which calls this. */
  onCancel?: () => void;
  /** Text of the submit button. */
  submitLabel?: string;
  /** Puts the focus in the code field when the form appears (a dialog's content, loaded after it opened). */
  autoFocus?: boolean;
}

/** `JBSWY3DPEHPK3PXP` → `['JBSW', 'Y3DP', 'EHPK', '3PXP']`. */
export function secretGroups(secret: string): string[] {
  return secret.replace(/\s/g, '').match(/.{1,4}/g) ?? [];
}

/**
 * Setting up an authenticator app: what to do, the QR code of `otpauthUri`, the `secret` to type by
 * hand (monospace, in groups of 4, selected whole with one click, copied without spaces), and the
 * first code to confirm it. Its own `<form>`: Enter in the field submits.
 */
export function TotpSetupForm({
  otpauthUri,
  secret,
  onSubmit,
  busy = false,
  error,
  onCancel,
  submitLabel = secondFactorTexts.verify,
  autoFocus = false,
}: TotpSetupFormProps) {
  const [code, setCode] = useState('');
  const groups = secretGroups(secret);
  return (
    <form
      noValidate
      className={styles.form}
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit(code);
      }}
    >
      <p className={styles.lead}>{secondFactorTexts.totpScan}</p>
      <div className={styles.pairing}>
        <QrCode value={otpauthUri} label={totpSetupFormTexts.qrCodeLabel} />
        <p className={styles.manual}>
          {secondFactorTexts.totpManual}
          <code className={styles.secret}>
            {groups.map((group, index) => (
              // Groups repeat ('AAAA'), so the position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: the key's groups never move.
              <Fragment key={index}>
                {/* A line may break between groups at 320 px; <wbr> adds no character to the copy. */}
                {index > 0 ? <wbr /> : null}
                <span className={styles.group}>{group}</span>
              </Fragment>
            ))}
          </code>
        </p>
      </div>
      <TextField
        label={secondFactorTexts.codeLabel}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        autoFocus={autoFocus}
      />
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {totpSetupFormTexts.cancel}
          </Button>
        ) : null}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
