import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { MessagePanel } from './MessagePanel';

const meta = {
  title: 'Components/MessagePanel',
  component: MessagePanel,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A title, a sentence and the actions under them: the common shape of NotFound and AccessRestricted. Use it for any full-page message.',
      },
    },
  },
  args: {
    title: 'Cadastro realizado',
    description: 'A plataforma está em atualização. Você receberá uma notificação quando puder voltar.',
  },
} satisfies Meta<typeof MessagePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cadastro realizado' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: { actions: <Button variant="secondary">Voltar</Button> },
};

export const LongText: Story = {
  args: {
    title: 'Não foi possível carregar a administração deste cliente neste momento',
    description:
      'Confira sua conexão com a internet e tente novamente. Se o problema continuar, entre em contato com o suporte informando o horário da tentativa e o nome do cliente que você tentou acessar.',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Mobile: Story = {
  args: {
    title: 'Acesso restrito',
    description: 'Sua conta não tem permissão para ver as licenças desta empresa. Peça acesso ao administrador.',
    actions: (
      <>
        <Button variant="secondary">Voltar</Button>
        <Button>Solicitar acesso</Button>
      </>
    ),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acesso restrito' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Solicitar acesso' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  args: { actions: <Button variant="secondary">Voltar</Button> },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cadastro realizado' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeVisible();
  },
};
