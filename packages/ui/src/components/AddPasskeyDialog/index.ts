export { AddPasskeyDialog, type AddPasskeyDialogProps, addPasskeyDialogTexts } from './AddPasskeyDialog';
