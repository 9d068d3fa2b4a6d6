import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { responsiveParameters } from '../../stories/parameters';
import { NotFound } from './NotFound';

const meta = {
  title: 'Components/NotFound',
  component: NotFound,
  tags: ['autodocs'],
  parameters: responsiveParameters(
    "Content of the not-found page (spec 1 §2): 'Página não encontrada', a Back button, and 'Sair' for a signed-in person or 'Entrar' for a visitor. Render it inside `AuthLayout` for public paths.",
  ),
  args: { signedIn: false, onBack: fn(), onSignIn: fn(), onSignOut: fn() },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expect(canvas.getByText('Confira o endereço ou tente acessar outra página.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Sair' })).toBeNull();
  },
};

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Entrar' })).toBeNull();
  },
};

export const Wide: Story = {
  args: { signedIn: true },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sair' })).toBeVisible();
  },
};
