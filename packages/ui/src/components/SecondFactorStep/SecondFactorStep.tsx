import { secondFactorTexts } from '@product/domain';
import { useEffect, useRef } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import * as styles from './SecondFactorStep.css';

export const secondFactorModes = ['totp', 'recovery'] as const;
export type SecondFactorMode = (typeof secondFactorModes)[number];

export const secondFactorStepTexts = { back: 'Voltar', recoveryPlaceholder: 'xxxxx-xxxxx' } as const;

export interface SecondFactorStepProps {
  /** 'totp': the authenticator's 6 digits; 'recovery': one of the recovery codes. */
  mode: SecondFactorMode;
  /** The person asked for the other kind of code. */
  onModeChange: (mode: SecondFactorMode) => void;
  /** Called with the code as typed; the caller normalizes and sends it. */
  onSubmit: (code: string) => void;
  /** The code is being checked: 'Verificar' is busy and a second submit is ignored. */
  busy?: boolean;
  /** Why the code was refused, under the field. */
  error?: string;
  /** Shows 'Usar chave de acesso' (the person has a passkey and the browser offers them). */
  onUsePasskey?: () => void;
  /** 'Voltar': back to e-mail and password. */
  onBack: () => void;
}

/**
 * The sign-in's second step, a whole form: the title, what to type, one field (the authenticator's
 * code, or a recovery code), 'Verificar', the switch between the two kinds of code, 'Usar chave de
 * acesso' when offered, and 'Voltar'. The field has the focus when the step appears and again
 * whenever the mode changes (a fresh, empty field).
 */
export function SecondFactorStep({
  mode,
  onModeChange,
  onSubmit,
  busy = false,
  error,
  onUsePasskey,
  onBack,
}: SecondFactorStepProps) {
  const field = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the mode changes.
  useEffect(() => {
    field.current?.focus();
  }, [mode]);
  const totp = mode === 'totp';
  return (
    <form
      noValidate
      className={styles.form}
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit(field.current?.value ?? '');
      }}
    >
      <div className={styles.headings}>
        <h1 className={styles.title}>{secondFactorTexts.secondStepTitle}</h1>
        <p className={styles.lead}>{totp ? secondFactorTexts.secondStepLead : secondFactorTexts.recoveryStepLead}</p>
      </div>
      {totp ? (
        <TextField
          key="totp"
          ref={field}
          label={secondFactorTexts.codeLabel}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          error={error}
        />
      ) : (
        <TextField
          key="recovery"
          ref={field}
          label={secondFactorTexts.recoveryCodeLabel}
          name="recoveryCode"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={secondFactorStepTexts.recoveryPlaceholder}
          error={error}
        />
      )}
      <Button type="submit" loading={busy} fullWidth>
        {secondFactorTexts.verify}
      </Button>
      {onUsePasskey ? (
        <Button variant="secondary" fullWidth disabled={busy} onClick={onUsePasskey}>
          {secondFactorTexts.usePasskey}
        </Button>
      ) : null}
      <div className={styles.links}>
        <Button variant="ghost" size="small" onClick={() => onModeChange(totp ? 'recovery' : 'totp')}>
          {totp ? secondFactorTexts.useRecoveryCode : secondFactorTexts.useAuthenticatorCode}
        </Button>
        <Button variant="ghost" size="small" onClick={onBack}>
          {secondFactorStepTexts.back}
        </Button>
      </div>
    </form>
  );
}
