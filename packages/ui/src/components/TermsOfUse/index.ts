export { TermsOfUse, type TermsOfUseProps } from './TermsOfUse';
