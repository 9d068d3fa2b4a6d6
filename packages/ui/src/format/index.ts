export { formatCnae, formatCnpj, formatCurrency, formatDate, formatDateTime, lastUpdateText } from './format';
export { applyMask, caretAfter, type MaskName, maskNames, masks, unmask } from './mask';
