import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { responsiveParameters } from '../../stories/parameters';
import { CardGrid } from '../CardGrid';
import { LogCard, type LogCardProps } from './LogCard';

const meta = {
  title: 'Components/LogCard',
  component: LogCard,
  tags: ['autodocs'],
  parameters: responsiveParameters(
    "One activity log entry (spec 2 'Logs de Atividade'): who acted (name and e-mail), what was done and when ('22/11/2026 às 09:15'). Lay entries out in a `CardGrid`.",
  ),
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

const entries: LogCardProps[] = [
  {
    name: 'Marina Azevedo',
    email: 'marina@conforma.com.br',
    action: 'Empresa criada: Agro Vale Alimentos Ltda.',
    createdAt: new Date('2026-11-22T12:15:00Z'),
  },
  {
    name: 'Rafael Nogueira',
    email: 'rafael.nogueira@drogariasaojose.com.br',
    action: 'Licença sanitária enviada: CNPJ 12.345.678/0001-95',
    createdAt: new Date('2026-11-21T18:40:00Z'),
  },
  {
    name: 'Juliana Prado',
    email: 'juliana@construtoraipe.com.br',
    action: 'CNAE adicionado: 4771-7/01 Comércio varejista de produtos farmacêuticos',
    createdAt: new Date('2026-11-20T13:05:00Z'),
  },
  {
    name: 'Carlos Eduardo Lima',
    email: 'carlos.lima@transportesriodoce.com.br',
    action: 'Alvará de funcionamento renovado até 30/11/2027',
    createdAt: new Date('2026-11-19T10:30:00Z'),
  },
  {
    name: 'Beatriz Fonseca',
    email: 'beatriz@cooperativadovale.coop.br',
    action: 'Usuário desativado: joao.silva@cooperativadovale.coop.br',
    createdAt: new Date('2026-11-18T16:50:00Z'),
  },
];

/** The activity log as it is used: several entries in a `CardGrid`. */
const renderEntries = () => (
  <CardGrid label="Logs de atividade">
    {entries.map((entry) => (
      <LogCard key={entry.email} {...entry} />
    ))}
  </CardGrid>
);

export const Mobile: Story = {
  render: renderEntries,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Logs de atividade' });
    await expect(within(list).getAllByRole('article')).toHaveLength(entries.length);
    await expect(canvas.getByText('rafael.nogueira@drogariasaojose.com.br')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  render: renderEntries,
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Logs de atividade' });
    await expect(within(list).getAllByRole('article')).toHaveLength(entries.length);
    await expect(canvas.getByRole('heading', { name: 'Beatriz Fonseca' })).toBeVisible();
  },
};
