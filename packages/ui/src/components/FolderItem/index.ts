export { FolderItem, type FolderItemProps, folderDisplayName } from './FolderItem';
