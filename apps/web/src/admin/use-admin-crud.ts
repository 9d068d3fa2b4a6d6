import { notify } from '@product/ui';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRenewSession } from '../auth/use-renew-session';
import { notifyApiError } from '../lib/errors';

/** What the add/edit dialog shows: nothing, a new record, or the record being edited. */
export type Editing<TRecord> = { mode: 'add' } | { mode: 'edit'; record: TRecord } | null;

/** The spec's toasts of one resource (spec 1 §8): success titles and the failure titles. */
export interface AdminCrudTexts {
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
}

export interface AdminCrudOptions<TRecord, TValues> {
  /** Invalidated after every change, so the list refetches (spec 1 §4). */
  queryKey: QueryKey;
  create: (values: TValues) => Promise<unknown>;
  update: (record: TRecord, values: TValues) => Promise<unknown>;
  remove: (record: TRecord) => Promise<unknown>;
  texts: AdminCrudTexts;
}

/**
 * The add, edit and delete wiring an admin list shares: which record the dialogs hold, the save
 * and delete mutations with the spec's toasts, and the list's refetch afterwards. A save that
 * set one's own password answers a new token: it replaces the stored one (`useRenewSession`).
 */
export function useAdminCrud<TRecord, TValues>({
  queryKey,
  create,
  update,
  remove,
  texts,
}: AdminCrudOptions<TRecord, TValues>) {
  const queryClient = useQueryClient();
  const renewSession = useRenewSession();
  const [editing, setEditing] = useState<Editing<TRecord>>(null);
  const [deleting, setDeleting] = useState<TRecord | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const edited = editing?.mode === 'edit' ? editing.record : null;

  const save = useMutation({
    mutationFn: (values: TValues) => (edited ? update(edited, values) : create(values)),
    onSuccess: (answer) => {
      renewSession(answer);
      notify.success(edited ? texts.updated : texts.created);
      void refresh();
    },
    onError: (error) => notifyApiError(edited ? texts.updateFailed : texts.createFailed, error),
  });
  const removal = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      notify.success(texts.deleted);
      setDeleting(null);
      void refresh();
    },
    onError: (error) => notifyApiError(texts.deleteFailed, error),
  });
  return { editing, setEditing, deleting, setDeleting, save, remove: removal };
}
