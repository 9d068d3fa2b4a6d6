export { acceptsFile, FileUpload, type FileUploadProps, fileUploadTexts, formatFileSize } from './FileUpload';
