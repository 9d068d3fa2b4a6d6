import { authTexts } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { notify } from './notify';
import { Toaster } from './Toaster';

function Triggers() {
  return (
    <Inline space="small">
      <Button onClick={() => notify.success('Cliente criado')}>Mostrar sucesso</Button>
      <Button variant="danger" onClick={() => notify.error('Não foi possível carregar os clientes.')}>
        Mostrar erro
      </Button>
      <Button variant="secondary" onClick={() => notify.info('Sessão expirada.', authTexts.signInAgain)}>
        Mostrar informação
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          notify.error(
            'Não foi possível alterar o usuário.',
            'O email informado já pertence a outro usuário desta conta. Use outro email ou peça ao administrador para remover o cadastro antigo.',
          )
        }
      >
        Mostrar texto longo
      </Button>
    </Inline>
  );
}

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  tags: ['autodocs'],
  parameters: {
    // These stories render their own Toaster instead of the one from the preview decorator.
    toaster: false,
    screenshot: { widths: [320, 1440], viewport: true },
    docs: {
      description: {
        component:
          "Mount `<Toaster />` once near the root; then call `notify.success(title, description?)`, `notify.error(title, description?)` or `notify.info(title, description?)` from anywhere. Toasts appear top right with the theme's colours and a close button labelled 'Fechar aviso'. An error without a description shows the spec's 'Motivo desconhecido…' text, so pass the server's `message` when there is one.",
      },
    },
  },
  args: { duration: Number.POSITIVE_INFINITY },
  render: (args) => (
    <>
      <Triggers />
      <Toaster {...args} />
    </>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

// Toasts fade in (transitions are only switched off in the screenshot tests), hence `waitFor`.
export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar sucesso' }));
    await waitFor(() => expect(screen.getByText('Cliente criado')).toBeVisible());
  },
};

export const ErrorWithUnknownReason: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar erro' }));
    await waitFor(() => expect(screen.getByText('Não foi possível carregar os clientes.')).toBeVisible());
    await expect(screen.getByText(authTexts.unknownReason)).toBeVisible();
  },
};

export const Info: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar informação' }));
    await waitFor(() => expect(screen.getByText('Sessão expirada.')).toBeVisible());
    await expect(screen.getByText(authTexts.signInAgain)).toBeVisible();
  },
};

export const LongText: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar texto longo' }));
    await waitFor(() => expect(screen.getByText('Não foi possível alterar o usuário.')).toBeVisible());
  },
};

export const Dismiss: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar sucesso' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Fechar aviso' }));
    await waitFor(() => expect(screen.queryByText('Cliente criado')).toBeNull());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar erro' }));
    await waitFor(() => expect(screen.getByText('Não foi possível carregar os clientes.')).toBeVisible());
    await expect(screen.getByText(authTexts.unknownReason)).toBeVisible();
    // The toast fits the narrow screen.
    const toast = screen.getByText('Não foi possível carregar os clientes.').closest('li') as HTMLElement;
    await waitFor(() => expect(toast.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth));
    await expect(toast.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar informação' }));
    await waitFor(() => expect(screen.getByText('Sessão expirada.')).toBeVisible());
    await expect(screen.getByText(authTexts.signInAgain)).toBeVisible();
    // Top right of the wide screen.
    const toast = screen.getByText('Sessão expirada.').closest('li') as HTMLElement;
    await waitFor(() => expect(toast.getBoundingClientRect().left).toBeGreaterThan(window.innerWidth / 2));
  },
};
