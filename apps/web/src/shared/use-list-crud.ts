import type { Http, MutationFactory } from '@product/api/client';
import { notify } from '@product/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRenewSession } from '../auth/use-renew-session';
import { notifyApiError } from '../lib/errors';
import { withInput } from '../lib/with-input';

/** What the add/edit dialog shows: nothing, a new record, or the record being edited. */
export type Editing<TRecord> = { mode: 'add' } | { mode: 'edit'; record: TRecord } | null;

/** The spec's toasts of one resource (spec 1 §8): success titles and the failure titles. */
export interface ListCrudTexts {
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
}

/** A list resource's mutations (`cnaeMutations`, `clientUserMutations`…): each declares the queries it refetches. */
export interface ListCrudMutations<TCreate, TUpdate, TCreated, TUpdated, TDeleted> {
  create: MutationFactory<TCreated, TCreate>;
  update: MutationFactory<TUpdated, { id: number; body: TUpdate }>;
  delete: MutationFactory<TDeleted, number>;
}

export interface ListCrudOptions<TRecord, TValues, TCreate, TUpdate, TCreated, TUpdated, TDeleted> {
  http: Http;
  /** Refetch the list after every change (spec 1 §4): the resource's mutations say which queries. */
  mutations: ListCrudMutations<TCreate, TUpdate, TCreated, TUpdated, TDeleted>;
  /** The create request from the dialog's values. */
  create: (values: TValues) => TCreate;
  /** The record's id and the update request from the dialog's values. */
  update: (record: TRecord, values: TValues) => { id: number; body: TUpdate };
  /** The id of the record to delete. */
  remove: (record: TRecord) => number;
  texts: ListCrudTexts;
}

/**
 * The add, edit and delete wiring the admin lists and the client's users list share: which record the dialogs hold, the save
 * and delete mutations with the spec's toasts, and the list's refetch afterwards. A save that
 * set one's own password answers a new token: it replaces the stored one (`useRenewSession`).
 */
export function useListCrud<TRecord, TValues, TCreate, TUpdate, TCreated, TUpdated, TDeleted>({
  http,
  mutations,
  create: createRequest,
  update: updateRequest,
  remove: removedId,
  texts,
}: ListCrudOptions<TRecord, TValues, TCreate, TUpdate, TCreated, TUpdated, TDeleted>) {
  const queryClient = useQueryClient();
  const renewSession = useRenewSession();
  const [editing, setEditing] = useState<Editing<TRecord>>(null);
  const [deleting, setDeleting] = useState<TRecord | null>(null);
  const edited = editing?.mode === 'edit' ? editing.record : null;

  const saved = (text: string) => (answer: unknown) => {
    renewSession(answer);
    notify.success(text);
  };
  const create = useMutation(
    mutations.create(http, queryClient, {
      onSuccess: saved(texts.created),
      onError: (error) => notifyApiError(texts.createFailed, error),
    }),
  );
  const update = useMutation(
    mutations.update(http, queryClient, {
      onSuccess: saved(texts.updated),
      onError: (error) => notifyApiError(texts.updateFailed, error),
    }),
  );
  /** 'Salvar' of the dialog: an update of the record it holds, or a new one. */
  const save = {
    mutateAsync: (values: TValues): Promise<unknown> =>
      edited ? update.mutateAsync(updateRequest(edited, values)) : create.mutateAsync(createRequest(values)),
  };
  const removal = useMutation(
    mutations.delete(http, queryClient, {
      onSuccess: () => {
        notify.success(texts.deleted);
        setDeleting(null);
      },
      onError: (error) => notifyApiError(texts.deleteFailed, error),
    }),
  );
  const remove = withInput(removal, removedId);
  return {
    editing,
    setEditing,
    deleting,
    setDeleting,
    save,
    remove,
    /** The add/edit dialog's part: open while it holds a record (or a new one), 'Salvar', closing. */
    formDialog: { open: editing !== null, onSave: save.mutateAsync, onClose: () => setEditing(null) },
    /** ConfirmDeleteDialog's part: open while a record awaits its Sim/Não, the deletion, closing. */
    deleteDialog: {
      open: deleting !== null,
      loading: remove.isPending,
      onConfirm: () => deleting && remove.mutate(deleting),
      onClose: () => setDeleting(null),
    },
  };
}
