export { secretGroups, TotpSetupForm, type TotpSetupFormProps, totpSetupFormTexts } from './TotpSetupForm';
