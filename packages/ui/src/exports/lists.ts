export {
  ConfirmDeleteDialog,
  type ConfirmDeleteDialogProps,
} from '../components/ConfirmDeleteDialog';
export { ConfirmDialog, type ConfirmDialogProps } from '../components/ConfirmDialog';
export {
  DataTable,
  type DataTableColumnMeta,
  type DataTableColumns,
  type DataTableFeatures,
  type DataTableProps,
  dataTableColumnHelper,
  dataTableFeatures,
} from '../components/DataTable';
export {
  Dialog,
  type DialogFocusOnOpen,
  type DialogProps,
  type DialogSize,
  dialogSizes,
} from '../components/Dialog';
export {
  FormDialog,
  type FormDialogProps,
  type FormDialogStatus,
  formDialogStatuses,
  successCloseDelayMs,
} from '../components/FormDialog';
export { ListFooter, type ListFooterProps } from '../components/ListFooter';
export { MultiSelect, type MultiSelectOption, type MultiSelectProps } from '../components/MultiSelect';
export { PerPageSelect, type PerPageSelectProps } from '../components/PerPageSelect';
export { TagPicker, type TagPickerProps, type TagPickerTag } from '../components/TagPicker';
