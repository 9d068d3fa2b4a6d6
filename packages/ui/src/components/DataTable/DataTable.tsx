import { type ColumnHelper, createColumnHelper, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import type { KeyboardEvent, MouseEvent } from 'react';
import { type ActiveFilter, EmptyState } from '../EmptyState';
import * as styles from './DataTable.css';

/** Per-column options, set in a column definition's `meta`. */
export interface DataTableColumnMeta {
  /** 'end' for numbers and the options column. */
  align?: 'start' | 'end';
  /** Keep the cell on one line (dates, codes); other cells wrap. */
  nowrap?: boolean;
  /**
   * The row's actions (e.g. 'Editar' and 'Excluir' icon buttons): in the stacked cards of narrow
   * screens they come last, on a line of their own, without the column's name.
   */
  actions?: boolean;
  /** The column's name in the stacked cards when its header is not plain text. */
  cardLabel?: string;
}

/** The table features DataTable uses: the core only (sorting, paging and search happen on the server). */
export const dataTableFeatures = tableFeatures({ columnMeta: {} as DataTableColumnMeta });
export type DataTableFeatures = typeof dataTableFeatures;

/** Column definitions for a `DataTable` of `TData`, made with `dataTableColumnHelper<TData>()`. */
export type DataTableColumns<TData extends RowData> = ReturnType<ColumnHelper<DataTableFeatures, TData>['columns']>;

/** The column helper of TanStack Table 9, typed for DataTable: `const col = dataTableColumnHelper<Cnae>()`. */
export function dataTableColumnHelper<TData extends RowData>(): ColumnHelper<DataTableFeatures, TData> {
  return createColumnHelper<DataTableFeatures, TData>();
}

export interface DataTableProps<TData extends RowData> {
  /** Accessible name of the table (and of its scroll region). */
  label: string;
  /** Column definitions; keep them at module scope or memoised. */
  columns: DataTableColumns<TData>;
  /** The rows of this page; keep the array stable between renders. */
  data: readonly TData[];
  /** A stable id per row (e.g. the record id). */
  getRowId: (row: TData) => string;
  /** Makes rows clickable and focusable; Enter or Space on a focused row calls it too. */
  onRowClick?: (row: TData) => void;
  /** Shows skeleton rows and sets `aria-busy`. */
  loading?: boolean;
  /** Number of skeleton rows while loading. */
  skeletonRows?: number;
  /** Text of a list that is truly empty ('Vazio' by default). */
  emptyText?: string;
  /** The search and filters in force: with any, no rows is the filtered-empty state, not 'Vazio'. */
  activeFilters?: readonly ActiveFilter[];
  /** Title of the filtered-empty state, naming the rows: 'Nenhum usuário encontrado'. */
  nothingFoundText?: string;
  /** 'Limpar filtros' in the filtered-empty state. */
  onClearFilters?: () => void;
}

const interactive = 'a, button, input, select, textarea, [role="button"], [role="menuitem"]';

/** The column's name in front of each value in the stacked cards; none for the actions. */
function cardLabelOf(columnDef: { header?: unknown; meta?: DataTableColumnMeta }): string | undefined {
  if (columnDef.meta?.actions) return undefined;
  return columnDef.meta?.cardLabel ?? (typeof columnDef.header === 'string' ? columnDef.header : undefined);
}

function cellClassName(meta: DataTableColumnMeta | undefined, label: string | undefined): string {
  return [
    styles.cell,
    meta?.align === 'end' && styles.alignEnd,
    meta?.nowrap && styles.nowrap,
    meta?.actions && styles.actionsCell,
    !label && styles.unlabelledCell,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A data table on TanStack Table 9 (`useTable`). Rows can be clicked or opened with the
 * keyboard; between the small breakpoint and the table's minimum width it scrolls sideways,
 * and below the small breakpoint each row is a stacked card ('Label: value' lines, the
 * actions at the bottom) so no action sits off-screen; while `loading` it shows skeleton rows,
 * and with no rows it shows the list's `EmptyState`.
 */
export function DataTable<TData extends RowData>({
  label,
  columns,
  data,
  getRowId,
  onRowClick,
  loading = false,
  skeletonRows = 5,
  emptyText,
  activeFilters,
  nothingFoundText,
  onClearFilters,
}: DataTableProps<TData>) {
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId: (row) => getRowId(row),
  });

  if (!loading && data.length === 0) {
    return (
      <EmptyState
        emptyText={emptyText}
        activeFilters={activeFilters}
        nothingFoundText={nothingFoundText}
        onClearFilters={onClearFilters}
      />
    );
  }

  const open = (row: TData, event: MouseEvent<HTMLTableRowElement> | KeyboardEvent<HTMLTableRowElement>) => {
    // A button or link inside the row (e.g. the options column) keeps its own action.
    if (event.target instanceof Element && event.target.closest(interactive) && event.target !== event.currentTarget) {
      return;
    }
    onRowClick?.(row);
  };

  const leafColumns = table.getAllLeafColumns();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable with the keyboard.
    <section className={styles.scroller} aria-label={label} tabIndex={0}>
      {/* The explicit roles keep the table a table for assistive technology in the card layout. */}
      {/* biome-ignore lint/a11y/noRedundantRoles: see above. */}
      <table role="table" className={styles.table} aria-label={label} aria-busy={loading || undefined}>
        {/* biome-ignore lint/a11y/noRedundantRoles: see the table. */}
        <thead role="rowgroup" className={styles.head}>
          {table.getHeaderGroups().map((group) => (
            // biome-ignore lint/a11y/noRedundantRoles: see the table.
            <tr role="row" key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  // biome-ignore lint/a11y/noRedundantRoles: see the table.
                  role="columnheader"
                  scope="col"
                  colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                  className={[styles.headerCell, header.column.columnDef.meta?.align === 'end' && styles.alignEnd]
                    .filter(Boolean)
                    .join(' ')}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        {/* biome-ignore lint/a11y/noRedundantRoles: see the table. */}
        <tbody role="rowgroup" className={styles.body}>
          {loading
            ? Array.from({ length: skeletonRows }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
                // biome-ignore lint/a11y/noRedundantRoles: see the table.
                <tr role="row" key={index} className={styles.row}>
                  {leafColumns.map((column) => {
                    const cardLabel = cardLabelOf(column.columnDef);
                    return (
                      <td
                        // biome-ignore lint/a11y/noRedundantRoles: see the table.
                        role="cell"
                        key={column.id}
                        className={cellClassName(column.columnDef.meta, cardLabel)}
                        data-label={cardLabel}
                      >
                        <span className={styles.skeleton} aria-hidden="true" />
                      </td>
                    );
                  })}
                </tr>
              ))
            : table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  // biome-ignore lint/a11y/noRedundantRoles: see the table.
                  role="row"
                  className={[styles.row, onRowClick && styles.clickableRow].filter(Boolean).join(' ')}
                  tabIndex={onRowClick ? 0 : undefined}
                  onClick={onRowClick ? (event) => open(row.original, event) : undefined}
                  onKeyDown={
                    onRowClick
                      ? (event) => {
                          if ((event.key === 'Enter' || event.key === ' ') && event.target === event.currentTarget) {
                            event.preventDefault();
                            open(row.original, event);
                          }
                        }
                      : undefined
                  }
                >
                  {row.getAllCells().map((cell) => {
                    const cardLabel = cardLabelOf(cell.column.columnDef);
                    return (
                      <td
                        // biome-ignore lint/a11y/noRedundantRoles: see the table.
                        role="cell"
                        key={cell.id}
                        className={cellClassName(cell.column.columnDef.meta, cardLabel)}
                        // The column's name in the stacked cards (shown by CSS, skipped by screen readers).
                        data-label={cardLabel}
                      >
                        <div className={styles.cellValue}>
                          <table.FlexRender cell={cell} />
                        </div>
                      </td>
                    );
                  })}
                </tr>
              ))}
        </tbody>
      </table>
    </section>
  );
}
