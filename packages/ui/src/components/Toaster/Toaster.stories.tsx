import { authTexts } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { PageHeader } from '../PageHeader';
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
          "Mount `<Toaster />` once near the root; then call `notify.success(title, description?)`, `notify.error(title, description?)` or `notify.info(title, description?)` from anywhere. Toasts appear at the bottom right (along the bottom on phones), clear of the header's buttons at the top of every page, with the theme's colours and a close button labelled 'Fechar aviso'. An error without a description shows the spec's 'Motivo desconhecido…' text, so pass the server's `message` when there is one.",
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

/** A page header with its first action, and a toast over it as staff entering a client see. */
function HeaderWithAction() {
  return (
    <PageHeader
      title="Início"
      breadcrumbs={[{ label: 'Início' }]}
      actions={<Button variant="secondary">Assinar calendário</Button>}
    />
  );
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The toast where it settles (sonner slides it in; measured mid-way it would be elsewhere). */
async function settledToast(text: string): Promise<HTMLElement> {
  const toast = await waitFor(() => {
    const item = screen.getByText(text).closest<HTMLElement>('li[data-sonner-toast]');
    if (!item) throw new Error(`no toast '${text}'`);
    return item;
  });
  await waitFor(() => {
    expect(toast.dataset.mounted).toBe('true');
    expect(['none', 'matrix(1, 0, 0, 1, 0, 0)']).toContain(getComputedStyle(toast).transform);
  });
  return toast;
}

const clearOfHeaderAction: Story = {
  render: (args) => (
    <>
      <HeaderWithAction />
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    notify.success('Cliente carregado!');
    const toast = await settledToast('Cliente carregado!');
    await expect(toast).toBeVisible();
    const action = canvas.getByRole('button', { name: 'Assinar calendário' });
    const boxes = { toast: toast.getBoundingClientRect(), action: action.getBoundingClientRect() };
    await expect(overlaps(boxes.toast, boxes.action), JSON.stringify(boxes)).toBe(false);
    // Nor anything of the header: the toast is below it.
    const header = (action.closest('header') as HTMLElement).getBoundingClientRect();
    await expect(boxes.toast.top).toBeGreaterThanOrEqual(header.bottom);
  },
};

/** 1440 px: 'Cliente carregado!' does not cover 'Assinar calendário' (issue 25). */
export const ClearOfHeaderAction: Story = {
  ...clearOfHeaderAction,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** 320 px: the toast runs along the bottom, the header's buttons stay clear. */
export const ClearOfHeaderActionMobile: Story = {
  ...clearOfHeaderAction,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar informação' }));
    await waitFor(() => expect(screen.getByText('Sessão expirada.')).toBeVisible());
    await expect(screen.getByText(authTexts.signInAgain)).toBeVisible();
    // Bottom right of the wide screen.
    const toast = await settledToast('Sessão expirada.');
    await expect(toast.getBoundingClientRect().left).toBeGreaterThan(window.innerWidth / 2);
    await expect(toast.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight / 2);
  },
};
