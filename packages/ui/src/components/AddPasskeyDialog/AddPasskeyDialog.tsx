import { passkeyNameMaxLength, secondFactorTexts } from '@product/domain';
import { useState } from 'react';
import { FormDialog } from '../FormDialog';
import { TextField } from '../TextField';

export const addPasskeyDialogTexts = { submit: 'Continuar', cancel: 'Cancelar' } as const;

export interface AddPasskeyDialogProps {
  open: boolean;
  /** 'Cancelar', ✕, Escape or a click outside. */
  onClose: () => void;
  /** Called with the trimmed name; the caller then asks the browser for the passkey. */
  onSubmit: (name: string) => void;
  /** The browser's prompt or the server is working: 'Continuar' is busy. */
  busy?: boolean;
  /** Why adding failed ('Não foi possível confirmar a chave de acesso…'), above the buttons. */
  error?: string;
  /** The name the field starts with, e.g. the device's ('Chrome no Windows'). */
  defaultName?: string;
}

/**
 * 'Adicionar chave de acesso': the passkey's name (required, up to 60 characters), then 'Continuar'
 * hands it over so the caller can start the browser's passkey prompt. An empty name is refused here,
 * under the field, without calling `onSubmit`.
 */
export function AddPasskeyDialog({
  open,
  onClose,
  onSubmit,
  busy = false,
  error,
  defaultName = '',
}: AddPasskeyDialogProps) {
  const [nameError, setNameError] = useState<string | undefined>();
  // Each opening starts without the last one's refusal (set while rendering the change, not after).
  const [shownOpen, setShownOpen] = useState(open);
  if (shownOpen !== open) {
    setShownOpen(open);
    if (open) setNameError(undefined);
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={secondFactorTexts.addPasskey}
      size="small"
      status={busy ? 'loading' : error ? 'error' : 'idle'}
      errors={error ? [error] : []}
      submitText={addPasskeyDialogTexts.submit}
      cancelText={addPasskeyDialogTexts.cancel}
      onSubmit={(event) => {
        event.preventDefault();
        const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
        if (!name) {
          setNameError(secondFactorTexts.passkeyNameRequired);
          event.currentTarget.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
          return;
        }
        onSubmit(name);
      }}
    >
      <TextField
        label={secondFactorTexts.passkeyNameLabel}
        name="name"
        hint={secondFactorTexts.passkeyNameHint}
        maxLength={passkeyNameMaxLength}
        autoComplete="off"
        defaultValue={defaultName}
        error={nameError}
        onChange={() => setNameError(undefined)}
      />
    </FormDialog>
  );
}
