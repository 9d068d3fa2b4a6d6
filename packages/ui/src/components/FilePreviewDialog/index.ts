export { FilePreviewDialog, type FilePreviewDialogProps } from './FilePreviewDialog';
