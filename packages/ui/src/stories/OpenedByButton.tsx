import { type ReactNode, useState } from 'react';
import { Button, type ButtonVariant } from '../components/Button';

export interface OpenedByButtonProps {
  /** The button's text ('Abrir', 'Excluir'…). */
  label: string;
  variant: ButtonVariant;
  /** Whether the story starts with the dialog open. */
  open: boolean;
  /** The story's spy, called before the dialog closes. */
  onClose: () => void;
  /** The dialog, given its `open` and an `onClose` that closes it. */
  children: (dialog: { open: boolean; onClose: () => void }) => ReactNode;
}

/** Story helper: a button and the dialog it opens, so stories can open and close the dialog like a user. */
export function OpenedByButton({ label, variant, open: initiallyOpen, onClose, children }: OpenedByButtonProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {children({
        open,
        onClose: () => {
          onClose();
          setOpen(false);
        },
      })}
    </>
  );
}
