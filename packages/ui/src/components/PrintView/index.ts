export { displayCnpj, formatDay } from './format';
export { PrintView, type PrintViewProps } from './PrintView';
