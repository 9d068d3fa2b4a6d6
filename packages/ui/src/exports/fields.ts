export { CurrencyField, type CurrencyFieldProps } from '../components/CurrencyField';
export {
  DateField,
  type DateFieldEvent,
  type DateFieldHandle,
  type DateFieldProps,
  dateFieldTexts,
} from '../components/DateField';
export {
  acceptsFile,
  FileUpload,
  type FileUploadProps,
  fileUploadTexts,
  formatFileSize,
} from '../components/FileUpload';
export { MaskedField, type MaskedFieldProps } from '../components/MaskedField';
export { PasswordField, type PasswordFieldProps, passwordFieldTexts } from '../components/PasswordField';
export {
  RadioGroup,
  type RadioGroupOrientation,
  type RadioGroupProps,
  type RadioOption,
  radioGroupOrientations,
  YesNo,
  type YesNoProps,
  yesNoOptions,
} from '../components/RadioGroup';
export { Select, type SelectOption, type SelectProps } from '../components/Select';
export { Switch, type SwitchProps } from '../components/Switch';
export { Textarea, type TextareaProps } from '../components/Textarea';
export {
  applyMask,
  caretAfter,
  formatCnae,
  formatCnpj,
  formatCurrency,
  formatDate,
  formatDateTime,
  lastUpdateText,
  type MaskName,
  maskNames,
  masks,
  unmask,
} from '../format';
