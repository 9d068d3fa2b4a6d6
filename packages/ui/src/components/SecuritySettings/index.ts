export {
  fewRecoveryCodes,
  SecuritySettings,
  type SecuritySettingsProps,
  securitySettingsTexts,
} from './SecuritySettings';
