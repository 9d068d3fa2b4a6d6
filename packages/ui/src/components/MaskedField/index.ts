export { MaskedField, type MaskedFieldProps, type MaskName, maskNames } from './MaskedField';
