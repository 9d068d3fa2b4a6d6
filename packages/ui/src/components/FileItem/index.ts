export { FileItem, type FileItemProps } from './FileItem';
export { extensionLabel, type FileKind, fileKindOf, fileKinds } from './fileKinds';
