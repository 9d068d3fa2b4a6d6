import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardGrid } from '../CardGrid';
import { LogCard } from './LogCard';

const meta = {
  title: 'Components/LogCard',
  component: LogCard,
  tags: ['autodocs'],
  parameters: {
    screenshot: { widths: [320, 1440] },
    docs: {
      description: {
        component:
          "One activity log entry (spec 2 'Logs de Atividade'): who acted (name and e-mail), what was done and when ('22/11/2026 às 09:15'). Lay entries out in a `CardGrid`.",
      },
    },
  },
  args: {
    name: 'Marina Azevedo',
    email: 'marina@conforma.com.br',
    action: 'Empresa criada: Agro Vale Alimentos Ltda.',
    createdAt: new Date('2026-11-22T12:15:00Z'),
  },
  render: (args) => (
    <CardGrid label="Logs de atividade">
      <LogCard {...args} />
    </CardGrid>
  ),
} satisfies Meta<typeof LogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Marina Azevedo' })).toBeVisible();
    await expect(canvas.getByText('22/11/2026 às 09:15')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    name: 'Maria Aparecida dos Santos Albuquerque Cavalcanti',
    email: 'maria.aparecida.albuquerque@cooperativa-agroindustrial-do-vale.com.br',
    action:
      'Licença alterada: Licença de Operação da unidade de beneficiamento de grãos — validade prorrogada até 31/03/2027',
  },
};
