export {
  type RecoveryCodesHeadingLevel,
  RecoveryCodesPanel,
  type RecoveryCodesPanelProps,
  recoveryCodesFile,
  recoveryCodesHeadingLevels,
  recoveryCodesPanelTexts,
} from './RecoveryCodesPanel';
