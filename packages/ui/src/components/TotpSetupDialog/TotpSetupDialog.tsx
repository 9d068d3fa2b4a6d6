import { secondFactorTexts } from '@product/domain';
import { visuallyHidden } from '../../theme/utilities.css';
import { Dialog } from '../Dialog';
import { qrCodeDefaultSize } from '../QrCode';
import { Skeleton } from '../Skeleton';
import { TotpSetupForm } from '../TotpSetupForm';
import * as styles from './TotpSetupDialog.css';

export const totpSetupDialogTexts = { loading: 'Carregando' } as const;

export interface TotpSetupDialogProps {
  open: boolean;
  /** 'Cancelar', ✕, Escape or a click outside. */
  onClose: () => void;
  /** The new secret and its otpauth URI; null while they are fetched (a skeleton shows). */
  setup: { otpauthUri: string; secret: string } | null;
  /** Called with the first code as typed. */
  onSubmit: (code: string) => void;
  /** The code is being checked. */
  busy?: boolean;
  /** Why the code was refused, under the field. */
  error?: string;
}

/** What the form will show, in grey, while the secret is fetched. */
function LoadingSetup() {
  return (
    <div className={styles.loading} aria-busy="true">
      <span className={visuallyHidden}>{totpSetupDialogTexts.loading}</span>
      <Skeleton variant="text" />
      <Skeleton
        variant="block"
        className={styles.qrPlaceholder}
        style={{ width: qrCodeDefaultSize, height: qrCodeDefaultSize }}
      />
      <Skeleton variant="text" />
      <Skeleton variant="block" />
    </div>
  );
}

/**
 * 'Configurar aplicativo autenticador' in Minha conta: a Dialog around `TotpSetupForm` (its
 * 'Cancelar' closes the dialog), with a skeleton until `setup` arrives; the code field then takes
 * the focus.
 */
export function TotpSetupDialog({ open, onClose, setup, onSubmit, busy, error }: TotpSetupDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={secondFactorTexts.setUpTotp} focusOnOpen="field">
      <div className={styles.content}>
        {setup ? (
          <TotpSetupForm
            otpauthUri={setup.otpauthUri}
            secret={setup.secret}
            onSubmit={onSubmit}
            busy={busy}
            error={error}
            onCancel={onClose}
            autoFocus
          />
        ) : (
          <LoadingSetup />
        )}
      </div>
    </Dialog>
  );
}
