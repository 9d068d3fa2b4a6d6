import { type Tag, type TagListItem, toApiError } from '@product/api/client';
import { authTexts } from '@product/domain';
import { Button, ConfirmDeleteDialog, Dialog, FormDialog, type FormDialogStatus, Stack, TagPicker } from '@product/ui';
import { useEffect, useState } from 'react';

export interface CompanyTagsDialogProps {
  /** The company whose tags are chosen; null keeps the dialog closed. */
  company: { id: number; name: string; tags: readonly Tag[] } | null;
  /** Every tag of the account, with how many companies carry it (the server counts them). */
  tags: readonly TagListItem[];
  /** Saves the company's whole new set (spec 2 §2); rejects when the server refuses (the caller toasts). */
  onSave: (tagIds: number[]) => Promise<unknown>;
  /** Creates a tag; resolves with it, so the dialog ticks it for this company. */
  onCreate: (name: string) => Promise<{ tag: Tag }>;
  /** Renames the tag on every company of the account. */
  onRename: (id: number, name: string) => Promise<unknown>;
  /** Deletes the tag and takes it off every company of the account. */
  onDelete: (id: number) => Promise<unknown>;
  onClose: () => void;
}

/** What the confirmation in front of an account-wide change is about. */
type Pending = { kind: 'rename'; tag: TagListItem; name: string } | { kind: 'delete'; tag: TagListItem };

export const companyTagsTexts = {
  accountWide:
    "Renomear, excluir e criar tags vale na hora para todas as empresas da conta; 'Cancelar' desfaz só a escolha de tags desta empresa.",
  renameTitle: 'Renomear tag',
  renameEverywhere: 'A tag será renomeada em todas as empresas que a usam.',
  deleteTitle: 'Excluir tag',
  deleteEverywhere: 'A tag será retirada de todas as empresas que a usam. Esta ação é irreversível.',
} as const;

/**
 * How many companies carry the tag, as the server counted them (the whole account, whatever
 * this dialog has ticked but not saved), saying when this company is one of them.
 */
export function tagCarriersText(tag: TagListItem, company: { tags: readonly Tag[] } | null): string {
  const count = tag.totalCompanies;
  if (count === 0) return 'Nenhuma empresa usa esta tag.';
  const carriedHere = company?.tags.some((item) => item.id === tag.id) ?? false;
  const companies = count === 1 ? '1 empresa' : `${count} empresas`;
  return `Esta tag está em ${companies}${carriedHere ? ', incluindo esta' : ''}.`;
}

/**
 * A company's tags (spec 2 §2 'Tags'): tick the tags and 'Salvar' sends the whole new list; the
 * account's tags are created, renamed and deleted here too. Those three act on the whole account at
 * once and 'Cancelar' cannot undo them (issue 25), so the dialog says so, and renaming or deleting
 * asks first: renaming says it renames the tag everywhere, deleting asks 'Sim'/'Não' and says how
 * many companies carry the tag. Creating asks nothing: a new tag changes no company but this one,
 * and only once the set is saved. Closes 1 s after the set is saved.
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
  const [pending, setPending] = useState<Pending | null>(null);

  // Each opening starts from the company's current set.
  useEffect(() => {
    if (!company) return;
    setChosen(company.tags.map((tag) => tag.id));
    setStatus('idle');
    setServerError(null);
    setPending(null);
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

  const tagOf = (id: number) => tags.find((tag) => tag.id === id);
  const confirmRename = async (id: number, name: string) => {
    setPending(null);
    await holding(() => onRename(id, name));
  };
  const confirmDelete = async (id: number) => {
    setPending(null);
    await holding(async () => {
      await onDelete(id);
      setChosen((previous) => previous.filter((tagId) => tagId !== id));
    });
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
      <Stack space="medium">
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
          onRename={(id, name) => {
            const tag = tagOf(id);
            if (tag && name !== tag.tag) setPending({ kind: 'rename', tag, name });
          }}
          onDelete={(id) => {
            const tag = tagOf(id);
            if (tag) setPending({ kind: 'delete', tag });
          }}
        />
        <p>{companyTagsTexts.accountWide}</p>
      </Stack>
      {/* Inside the tags dialog, so each opens over it as a nested dialog instead of closing it. */}
      <Dialog
        open={pending?.kind === 'rename'}
        onClose={() => setPending(null)}
        size="small"
        title={companyTagsTexts.renameTitle}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPending(null)}>
              Cancelar
            </Button>
            <Button
              onClick={() => {
                if (pending?.kind === 'rename') void confirmRename(pending.tag.id, pending.name);
              }}
            >
              Renomear
            </Button>
          </>
        }
      >
        {pending?.kind === 'rename' ? (
          <Stack space="small">
            <p>
              “{pending.tag.tag}” passará a se chamar “{pending.name}”.
            </p>
            <p>
              {companyTagsTexts.renameEverywhere} {tagCarriersText(pending.tag, company)}
            </p>
          </Stack>
        ) : null}
      </Dialog>
      <ConfirmDeleteDialog
        open={pending?.kind === 'delete'}
        title={companyTagsTexts.deleteTitle}
        itemName={pending?.kind === 'delete' ? `a tag “${pending.tag.tag}”` : undefined}
        warning={companyTagsTexts.deleteEverywhere}
        onConfirm={() => {
          if (pending?.kind === 'delete') void confirmDelete(pending.tag.id);
        }}
        onClose={() => setPending(null)}
      >
        {pending?.kind === 'delete' ? <p>{tagCarriersText(pending.tag, company)}</p> : null}
      </ConfirmDeleteDialog>
    </FormDialog>
  );
}
