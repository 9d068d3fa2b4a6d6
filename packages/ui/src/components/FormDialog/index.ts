export { FormDialog, type FormDialogProps } from './FormDialog';
export { type FormDialogStatus, formDialogStatuses, successCloseDelayMs } from './variants';
