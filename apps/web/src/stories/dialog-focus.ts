import { expect, waitFor, within } from 'storybook/test';

/** The keys the check presses (the play context's `userEvent`). */
interface Keys {
  tab: (options?: { shift?: boolean }) => Promise<void>;
  keyboard: (text: string) => Promise<void>;
}

/**
 * The focus round of an add/edit dialog that has just opened (issue 12): the focus is on its first
 * field; Tab goes from control to control without leaving the dialog (never the page behind, never
 * <body>) and from the last one, 'Salvar', wraps to the first, 'Fechar', then the first field again;
 * Escape closes it and gives the focus back to `opener`.
 */
export async function expectDialogKeepsFocus({
  name,
  firstField,
  opener,
  userEvent,
}: {
  /** The dialog's title. */
  name: string;
  /** The accessible name of its first field. */
  firstField: string;
  /** What opened it, where the focus must come back. */
  opener: HTMLElement;
  userEvent: Keys;
}) {
  const dialog = await within(document.body).findByRole('dialog', { name });
  const field = within(dialog).getByLabelText(firstField);
  await waitFor(() => expect(field).toHaveFocus());
  await expect(document.activeElement).toBe(field);

  const close = within(dialog).getByRole('button', { name: 'Fechar' });
  const submit = within(dialog).getByRole('button', { name: 'Salvar' });
  // Walk the form with Tab up to the last control; each stop is inside the dialog.
  for (let stops = 0; document.activeElement !== submit; stops++) {
    if (stops > 20) throw new Error(`Tab did not reach 'Salvar' in ${name}`);
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  await userEvent.tab();
  await expect(close).toHaveFocus();
  await userEvent.tab();
  await expect(field).toHaveFocus();
  await userEvent.tab({ shift: true });
  await userEvent.tab({ shift: true });
  await expect(submit).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(opener).toHaveFocus());
}
