import { secondFactorTexts } from '@product/domain';
import { Dialog } from '../Dialog';
import { RecoveryCodesPanel } from '../RecoveryCodesPanel';
import * as styles from './TotpSetupDialog.css';

export interface RecoveryCodesDialogProps {
  open: boolean;
  /** The new codes, shown once. */
  codes: readonly string[];
  /** 'Guardei os códigos', ✕ or Escape. */
  onClose: () => void;
  /** Name of the downloaded text file. */
  fileName?: string;
}

/**
 * The recovery codes after the authenticator app is set up or the codes renewed: a Dialog titled
 * 'Códigos de recuperação' around `RecoveryCodesPanel`; 'Guardei os códigos' closes it. A click
 * outside does not: the codes are shown only once.
 */
export function RecoveryCodesDialog({ open, codes, onClose, fileName }: RecoveryCodesDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={secondFactorTexts.recoveryCodesTitle} hideOnInteractOutside={false}>
      <div className={styles.content}>
        <RecoveryCodesPanel codes={codes} onDone={onClose} fileName={fileName} hideTitle />
      </div>
    </Dialog>
  );
}
