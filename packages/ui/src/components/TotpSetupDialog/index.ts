export { RecoveryCodesDialog, type RecoveryCodesDialogProps } from './RecoveryCodesDialog';
export { TotpSetupDialog, type TotpSetupDialogProps, totpSetupDialogTexts } from './TotpSetupDialog';
