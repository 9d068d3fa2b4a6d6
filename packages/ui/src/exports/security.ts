// Passkeys and the second factor (issue 28): the sign-in's second step, Minha conta's card and their
// dialogs. Only QrCode imports uqr, and only the authenticator's set-up imports QrCode.
export { AddPasskeyDialog, type AddPasskeyDialogProps, addPasskeyDialogTexts } from '../components/AddPasskeyDialog';
export { PasskeyList, type PasskeyListItem, type PasskeyListProps, passkeyListTexts } from '../components/PasskeyList';
export { QrCode, type QrCodeProps, qrCodeDefaultSize, qrQuietZone } from '../components/QrCode';
export {
  type RecoveryCodesHeadingLevel,
  RecoveryCodesPanel,
  type RecoveryCodesPanelProps,
  recoveryCodesFile,
  recoveryCodesHeadingLevels,
  recoveryCodesPanelTexts,
} from '../components/RecoveryCodesPanel';
export {
  type SecondFactorMode,
  SecondFactorStep,
  type SecondFactorStepProps,
  secondFactorModes,
  secondFactorStepTexts,
} from '../components/SecondFactorStep';
export {
  fewRecoveryCodes,
  SecuritySettings,
  type SecuritySettingsProps,
  securitySettingsTexts,
} from '../components/SecuritySettings';
export {
  RecoveryCodesDialog,
  type RecoveryCodesDialogProps,
  TotpSetupDialog,
  type TotpSetupDialogProps,
  totpSetupDialogTexts,
} from '../components/TotpSetupDialog';
export { secretGroups, TotpSetupForm, type TotpSetupFormProps, totpSetupFormTexts } from '../components/TotpSetupForm';
