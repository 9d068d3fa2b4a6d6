import { secondFactorTexts } from '@product/domain';
import { useId } from 'react';
import { LineIcon } from '../../internal/LineIcon';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { PasskeyList, type PasskeyListProps } from '../PasskeyList';
import * as styles from './SecuritySettings.css';

export const securitySettingsTexts = {
  passkeysUnsupported: 'Este navegador não oferece chaves de acesso.',
} as const;

/** At or below this many recovery codes left, the count is shown as a warning. */
export const fewRecoveryCodes = 2;

export interface SecuritySettingsProps {
  passkeys: PasskeyListProps['passkeys'];
  /** The browser offers WebAuthn; otherwise 'Adicionar chave de acesso' is disabled and says why. */
  passkeysSupported: boolean;
  totp: { enabled: boolean; recoveryCodesLeft: number };
  /** The person is under the policy: a notice says they must keep a factor. */
  required: boolean;
  onAddPasskey: () => void;
  onRemovePasskey: (id: number) => void;
  /** The passkey being removed. */
  removingPasskeyId?: number | null;
  onSetUpTotp: () => void;
  onDisableTotp: () => void;
  onRenewRecoveryCodes: () => void;
  /** A change is running: the buttons wait. */
  busy?: boolean;
}

function InfoIcon() {
  return (
    <LineIcon className={styles.noticeIcon} viewBox="0 0 20 20" strokeWidth="1.5">
      <circle cx="10" cy="10" r="8" />
      <path d="M10 9v5M10 6.5v.01" strokeLinecap="round" />
    </LineIcon>
  );
}

/**
 * Minha conta's 'Segurança do acesso' card: the policy's notice when it applies, the passkeys
 * (list, 'Adicionar chave de acesso') and the authenticator app (its state; set it up, or renew the
 * recovery codes and switch it off). Every action is the caller's: this only shows and asks.
 */
export function SecuritySettings({
  passkeys,
  passkeysSupported,
  totp,
  required,
  onAddPasskey,
  onRemovePasskey,
  removingPasskeyId = null,
  onSetUpTotp,
  onDisableTotp,
  onRenewRecoveryCodes,
  busy = false,
}: SecuritySettingsProps) {
  const titleId = useId();
  const passkeysId = useId();
  const totpId = useId();
  const unsupportedId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <h2 id={titleId} className={styles.title}>
        {secondFactorTexts.sectionTitle}
      </h2>
      {required ? (
        <p className={styles.notice}>
          <InfoIcon />
          {secondFactorTexts.requiredNotice}
        </p>
      ) : null}

      <section className={styles.part} aria-labelledby={passkeysId}>
        <h3 id={passkeysId} className={styles.partTitle}>
          {secondFactorTexts.passkeysTitle}
        </h3>
        <p className={styles.lead}>{secondFactorTexts.passkeysLead}</p>
        <div className={styles.wide}>
          <PasskeyList passkeys={passkeys} onRemove={onRemovePasskey} removingId={removingPasskeyId} disabled={busy} />
        </div>
        <Button
          variant="secondary"
          disabled={!passkeysSupported || busy}
          aria-describedby={passkeysSupported ? undefined : unsupportedId}
          onClick={onAddPasskey}
        >
          {secondFactorTexts.addPasskey}
        </Button>
        {passkeysSupported ? null : (
          <p id={unsupportedId} className={styles.hint}>
            {securitySettingsTexts.passkeysUnsupported}
          </p>
        )}
      </section>

      <section className={styles.part} aria-labelledby={totpId}>
        <div className={styles.partHeading}>
          <h3 id={totpId} className={styles.partTitle}>
            {secondFactorTexts.totpTitle}
          </h3>
          <Badge tone={totp.enabled ? 'success' : 'neutral'}>
            {totp.enabled ? secondFactorTexts.totpOn : secondFactorTexts.totpOff}
          </Badge>
        </div>
        <p className={styles.lead}>{secondFactorTexts.totpLead}</p>
        {totp.enabled ? (
          <>
            <p
              className={[styles.codesLeft, totp.recoveryCodesLeft <= fewRecoveryCodes ? styles.codesLow : '']
                .filter(Boolean)
                .join(' ')}
            >
              {secondFactorTexts.recoveryCodesLeft(totp.recoveryCodesLeft)}
            </p>
            <div className={styles.actions}>
              <Button variant="secondary" disabled={busy} onClick={onRenewRecoveryCodes}>
                {secondFactorTexts.newRecoveryCodes}
              </Button>
              <Button variant="danger" disabled={busy} onClick={onDisableTotp}>
                {secondFactorTexts.disableTotp}
              </Button>
            </div>
          </>
        ) : (
          <Button variant="secondary" disabled={busy} onClick={onSetUpTotp}>
            {secondFactorTexts.setUpTotp}
          </Button>
        )}
      </section>
    </section>
  );
}
