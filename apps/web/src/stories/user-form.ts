import { expect } from 'storybook/test';
import type { Canvas, Clicks } from './page-stories';
import { dismissToasts, toasts } from './toasts';

/** The user events the user-form checks type and click with. */
interface Typing extends Clicks {
  type: (element: Element, text: string) => Promise<void>;
}

// The staff and the client user forms share their name, email and password fields and rules
// (`UserIdentityFields`): their stories check them alike.

/**
 * An empty 'Salvar': the three required messages; then a too short name, a broken email and a
 * password first too short, then too long.
 */
export async function expectUserFieldRules(
  dialog: Canvas,
  userEvent: Typing,
  { name, email }: { name: string; email: string },
) {
  await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
  await expect(await dialog.findByText('Nome obrigatório')).toBeVisible();
  await expect(dialog.getByText('Email obrigatório')).toBeVisible();
  await expect(dialog.getByText('Senha obrigatória')).toBeVisible();
  await userEvent.type(dialog.getByLabelText('Nome'), name);
  await userEvent.type(dialog.getByLabelText('Email'), email);
  await userEvent.type(dialog.getByLabelText('Senha'), 'abc');
  await expect(await dialog.findByText('Mínimo de 2 caracteres')).toBeVisible();
  await expect(dialog.getByText('Email inválido')).toBeVisible();
  await expect(dialog.getByText('Mínimo de 6 caracteres')).toBeVisible();
  await userEvent.type(dialog.getByLabelText('Senha'), 'x'.repeat(30));
  await expect(await dialog.findByText('Máximo de 32 caracteres')).toBeVisible();
  await expect(dialog.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
}

/** A new user whose email (in any case) is taken: the message under the field and the toast. */
export async function expectEmailTaken(
  dialog: Canvas,
  userEvent: Typing,
  { name, email }: { name: string; email: string },
) {
  await userEvent.type(dialog.getByLabelText('Nome'), name);
  await userEvent.type(dialog.getByLabelText('Email'), email);
  await userEvent.type(dialog.getByLabelText('Senha'), 'senha-segura');
  await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
  await expect(await dialog.findByText('Este email já está cadastrado.')).toBeVisible();
  await expect(await (await toasts()).findByText('Não foi possível criar o usuário.')).toBeVisible();
  await dismissToasts();
}
