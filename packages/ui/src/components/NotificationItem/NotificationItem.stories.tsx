import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NotificationItem } from './NotificationItem';

const meta = {
  title: 'Components/NotificationItem',
  component: NotificationItem,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "One notification of the dashboard panel (spec 2 Início): an icon and colour by type (`alert` is a red warning, any other type a blue bell), title, description, company name, registration code, date and read state ('Lida' / 'Não lida'). Unread notifications get 'Marcar como lida' when `onMarkRead` is passed; `markingRead` shows its spinner while the call runs.",
      },
    },
  },
  args: {
    id: 1,
    type: 'alert',
    title: 'Licença vencendo',
    description: 'A Licença de Operação vence em 15 dias.',
    companyName: 'Agro Vale Alimentos Ltda.',
    registrationCode: '12.345.678/0001-95',
    createdAt: new Date('2026-11-22T12:15:00Z'),
    read: false,
    onMarkRead: fn(),
  },
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Licença vencendo' })).toBeVisible();
    await expect(canvas.getByText('Não lida')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar como lida' }));
    await expect(args.onMarkRead).toHaveBeenCalledOnce();
  },
};

export const OtherType: Story = {
  args: { type: 'info', title: 'Empresa atualizada', description: 'Os dados da Receita Federal foram atualizados.' },
};

export const Read: Story = {
  args: { read: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lida')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Marcar como lida' })).toBeNull();
  },
};

export const MarkingRead: Story = {
  args: { markingRead: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Marcar como lida' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const LongText: Story = {
  args: {
    title: 'Licença sanitária da unidade Centro vence em 15 dias e ainda não tem pedido de renovação protocolado',
    description:
      'A Licença sanitária emitida pela Vigilância Sanitária Municipal de São José do Rio Preto para o CNAE 4771-7/01 vence em 07/12/2026. Protocole o pedido de renovação com antecedência mínima de 120 dias para evitar a interdição do estabelecimento.',
    companyName: 'Drogaria e Perfumaria São José do Rio Preto Comércio de Medicamentos Ltda.',
    registrationCode: '12.345.678/0001-95',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: /^Licença sanitária da unidade Centro/ })).toBeVisible();
    await expect(canvas.getByText(/Protocole o pedido de renovação/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Marcar como lida' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Licença vencendo' })).toBeVisible();
    await expect(canvas.getByText('Agro Vale Alimentos Ltda.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Marcar como lida' })).toBeVisible();
  },
};
