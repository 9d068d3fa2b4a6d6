import { formatDateTime, fromWireDate, type WireDate } from '@product/domain';
import { Stack } from '@product/ui';

/** The admin tables' 'Criação/Edição' cell: created, then edited or 'n/d' (spec 1 §9 dates). */
export function CreatedEdited({ createdAt, updatedAt }: { createdAt: WireDate; updatedAt: WireDate | null }) {
  return (
    <Stack space="xxsmall">
      <span>{formatDateTime(fromWireDate(createdAt))}</span>
      <span>{updatedAt ? formatDateTime(fromWireDate(updatedAt)) : 'n/d'}</span>
    </Stack>
  );
}
