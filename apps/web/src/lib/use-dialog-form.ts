import { toApiError } from '@product/api/client';
import { authTexts } from '@product/domain';
import type { FormDialogStatus } from '@product/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';

export interface DialogFormOptions<TFields extends FieldValues, TValues, TRecord> {
  /** Whether the dialog is shown: each opening starts again from `valuesOf(record)`. */
  open: boolean;
  /** The record being edited; undefined when adding. */
  record: TRecord | undefined;
  /** The form's values for a record (or for a new one). */
  valuesOf: (record: TRecord | undefined) => TFields;
  resolver: Resolver<TFields, unknown, TValues>;
  /** Saves; a rejection's server message is listed in the dialog (the caller toasts it). */
  onSave: (values: TValues) => Promise<unknown>;
}

export interface DialogForm<TFields extends FieldValues, TValues> {
  form: UseFormReturn<TFields, unknown, TValues>;
  /** Spread onto `FormDialog`: its status, the server's message and the submit handler. */
  dialog: { status: FormDialogStatus; errors: string[]; onSubmit: (event: FormEvent<HTMLFormElement>) => void };
}

/**
 * The add/edit dialogs' shared form life (spec 1 §4): validate with the domain's schema, show
 * 'loading' while saving, 'success' (the dialog closes 1 s later) or the server's message.
 */
export function useDialogForm<TFields extends FieldValues, TValues, TRecord>({
  open,
  record,
  valuesOf,
  resolver,
  onSave,
}: DialogFormOptions<TFields, TValues, TRecord>): DialogForm<TFields, TValues> {
  const [status, setStatus] = useState<FormDialogStatus>('idle');
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<TFields, unknown, TValues>({
    resolver,
    defaultValues: valuesOf(record) as DefaultValues<TFields>,
  });
  // The latest `valuesOf` without making each render a new opening.
  const valuesOfRef = useRef(valuesOf);
  valuesOfRef.current = valuesOf;

  // Each opening starts from the record (or blank), never from the last attempt.
  useEffect(() => {
    if (!open) return;
    form.reset(valuesOfRef.current(record));
    setStatus('idle');
    setServerError(null);
  }, [open, record, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus('loading');
    setServerError(null);
    try {
      await onSave(values);
      setStatus('success');
    } catch (error) {
      setServerError(toApiError(error).serverMessage ?? authTexts.unknownReason);
      setStatus('error');
    }
  });

  return { form, dialog: { status, errors: serverError ? [serverError] : [], onSubmit } };
}
