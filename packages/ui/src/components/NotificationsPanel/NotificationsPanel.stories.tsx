import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { NotificationData } from '../NotificationItem';
import { NotificationsPanel } from './NotificationsPanel';

const notifications: NotificationData[] = [
  {
    id: 1,
    type: 'alert',
    title: 'Licença vencida',
    description: 'O Alvará de Funcionamento venceu em 20/11/2026.',
    companyName: 'Agro Vale Alimentos Ltda.',
    registrationCode: '12.345.678/0001-95',
    createdAt: new Date('2026-11-22T12:15:00Z'),
    read: false,
  },
  {
    id: 2,
    type: 'info',
    title: 'Empresa atualizada',
    description: 'Os dados da Receita Federal foram atualizados.',
    companyName: 'Transportes Serra Azul S.A.',
    registrationCode: '98.765.432/0001-10',
    createdAt: new Date('2026-11-21T18:40:00Z'),
    read: true,
  },
];

const meta = {
  title: 'Components/NotificationsPanel',
  component: NotificationsPanel,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The dashboard's notifications (spec 2 Início): a titled panel whose list scrolls past 1580 px (the `notificationsPanel` size token) and can be scrolled from the keyboard. `onMarkRead(id)` receives 'Marcar como lida'; the app marks the notification and refreshes the list. Shows skeletons while `loading` and 'Nenhuma notificação' when empty.",
      },
    },
  },
  args: { notifications, onMarkRead: fn() },
} satisfies Meta<typeof NotificationsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Notificações' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar como lida' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith(1);
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma notificação')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Notificações' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ManyScroll: Story = {
  parameters: { screenshot: { viewport: true } },
  args: {
    notifications: Array.from({ length: 14 }, (_, index) => ({
      ...notifications[index % 2],
      id: index + 1,
      title: `${notifications[index % 2]?.title ?? ''} ${index + 1}`,
    })) as NotificationData[],
    markingReadId: 1,
  },
  play: async ({ canvasElement }) => {
    const scroller = canvasElement.querySelector('[tabindex="0"]') as HTMLElement;
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
  },
};

export const LongText: Story = {
  parameters: { screenshot: { widths: [320, 1440] } },
  args: {
    notifications: [
      {
        id: 3,
        type: 'alert',
        title: 'Licença sanitária da unidade de Ribeirão Preto vence em 15 dias e ainda não tem pedido de renovação',
        description:
          'A Licença Sanitária emitida pela Vigilância Sanitária Municipal para a atividade 4771-7/01 (comércio varejista de produtos farmacêuticos, sem manipulação de fórmulas) vence em 07/12/2026; envie o protocolo de renovação para manter o estabelecimento regular.',
        companyName: 'Farmácia Boa Saúde Comércio de Medicamentos e Produtos de Higiene Pessoal Ltda.',
        registrationCode: '12.345.678/0001-95',
        createdAt: new Date('2026-11-22T12:15:00Z'),
        read: false,
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Licença sanitária da unidade de Ribeirão Preto/)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Notificações' })).toBeVisible();
    await expect(canvas.getByText('Agro Vale Alimentos Ltda.')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Notificações' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
