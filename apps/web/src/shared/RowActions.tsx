import { type DataTableColumnMeta, IconButton, Inline, vars } from '@product/ui';
import { PencilIcon, TrashIcon } from './icons';

/** The 'Opções' column's meta: to the end in the table, last in the stacked cards of a phone. */
export const rowActionsMeta = { align: 'end', actions: true } as const satisfies DataTableColumnMeta;

export interface RowActionsProps {
  /** The pencil ('Editar'); without it an empty slot keeps the icons of every row in line. */
  onEdit?: () => void;
  /** The trash can ('Excluir'); without it (e.g. one's own user) an empty slot. */
  onDelete?: () => void;
}

/**
 * The row actions of every admin and client table (spec 1 §2 'Opções'): one style everywhere,
 * icon buttons named 'Editar' and 'Excluir' (their tooltips say it too).
 */
export function RowActions({ onEdit, onDelete }: RowActionsProps) {
  return (
    <Inline space="xsmall" align="flex-end" wrap={false}>
      {onEdit ? <IconButton label="Editar" tone="primary" icon={<PencilIcon />} onClick={onEdit} /> : <Slot />}
      {onDelete ? <IconButton label="Excluir" tone="danger" icon={<TrashIcon />} onClick={onDelete} /> : <Slot />}
    </Inline>
  );
}

/** An empty slot of a button's width: the icons of every row stay in line. */
function Slot() {
  return <span aria-hidden="true" style={{ width: vars.size.controlMedium }} />;
}
