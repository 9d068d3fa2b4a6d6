export { Dialog, type DialogProps } from './Dialog';
export type { DialogFocusOnOpen } from './focus';
export { type DialogSize, dialogSizes } from './variants';
