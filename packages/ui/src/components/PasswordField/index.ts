export { PasswordField, type PasswordFieldProps, passwordFieldTexts } from './PasswordField';
