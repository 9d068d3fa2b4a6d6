export {
  DataTable,
  type DataTableColumnMeta,
  type DataTableColumns,
  type DataTableFeatures,
  type DataTableProps,
  dataTableColumnHelper,
  dataTableFeatures,
} from './DataTable';
