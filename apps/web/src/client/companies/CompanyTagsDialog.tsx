import { type Tag, toApiError } from '@product/api/client';
import { authTexts } from '@product/domain';
import { FormDialog, type FormDialogStatus, TagPicker } from '@product/ui';
import { useEffect, useState } from 'react';

export interface CompanyTagsDialogProps {
  /** The company whose tags are chosen; null keeps the dialog closed. */
  company: { id: number; name: string; tags: readonly Tag[] } | null;
  /** Every tag of the account. */
  tags: readonly Tag[];
  /** Saves the company's whole new set (spec 2 §2); rejects when the server refuses (the caller toasts). */
  onSave: (tagIds: number[]) => Promise<unknown>;
  /** Creates a tag; resolves with it, so the dialog ticks it for this company. */
  onCreate: (name: string) => Promise<{ tag: Tag }>;
  onRename: (id: number, name: string) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A company's tags (spec 2 §2 'Tags'): tick the tags and 'Salvar' sends the whole new list; the
 * account's tags are created, renamed and deleted here too, at once (they belong to the account).
 * Closes 1 s after the set is saved.
 */
export function CompanyTagsDialog({
  company,
  tags,
  onSave,
  onCreate,
  onRename,
  onDelete,
  onClose,
}: CompanyTagsDialogProps) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [status, setStatus] = useState<FormDialogStatus>('idle');
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  // Each opening starts from the company's current set.
  useEffect(() => {
    if (!company) return;
    setChosen(company.tags.map((tag) => tag.id));
    setStatus('idle');
    setServerError(null);
  }, [company]);

  // A change to the account's tags holds the picker until it is saved, so two never cross.
  const holding = async (change: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await change();
    } catch {
      // The caller's toast already told the person; the picker shows the tags as they are.
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={company !== null}
      onClose={onClose}
      title="Tags da empresa"
      description={company?.name}
      status={status}
      errors={serverError ? [serverError] : []}
      successText="Tags da empresa atualizadas"
      onSubmit={async (event) => {
        event.preventDefault();
        setStatus('loading');
        setServerError(null);
        try {
          await onSave(chosen);
          setStatus('success');
        } catch (error) {
          setServerError(toApiError(error).serverMessage ?? authTexts.unknownReason);
          setStatus('error');
        }
      }}
    >
      <TagPicker
        tags={tags}
        value={chosen}
        onChange={setChosen}
        disabled={busy || status === 'loading' || status === 'success'}
        onCreate={(name) =>
          holding(async () => {
            const created = await onCreate(name);
            setChosen((previous) => [...previous, created.tag.id]);
          })
        }
        onRename={(id, name) => holding(() => onRename(id, name))}
        onDelete={(id) =>
          holding(async () => {
            await onDelete(id);
            setChosen((previous) => previous.filter((tagId) => tagId !== id));
          })
        }
      />
    </FormDialog>
  );
}
