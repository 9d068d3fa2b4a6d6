import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { responsiveParameters } from '../../stories/parameters';
import { AccountCard } from '../AccountCard';
import { CardGrid } from './CardGrid';

const now = new Date('2026-11-22T12:00:00Z');
const names = ['Padaria Pão Dourado', 'Transportadora Rota Sul', 'Clínica Bem Viver', 'Metalúrgica Aço Forte'];

const meta = {
  title: 'Components/CardGrid',
  component: CardGrid,
  tags: ['autodocs'],
  parameters: responsiveParameters(
    'Lays cards out as a list: one column on phones, two from 768 px, three from 1440 px and four from 2080 px. Each child becomes a list item.',
  ),
  args: {
    label: 'Contas',
    children: names.map((name, index) => (
      <AccountCard
        key={name}
        id={index + 1}
        name={name}
        enabled
        createdAt={new Date('2026-01-10T12:00:00Z')}
        companyCount={index * 3}
        groupName="Conforma"
        now={now}
      />
    )),
  },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Contas' });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: { children: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Contas' }).children).toHaveLength(0);
  },
  parameters: { screenshot: { disable: true } },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
};

/** One column on a phone: every card starts at the same left edge. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // Screenshot skipped: it would repeat Playground at 320 px pixel for pixel.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    const cells = [...canvas.getByRole('list', { name: 'Contas' }).querySelectorAll(':scope > li')];
    await expect(cells).toHaveLength(4);
    const lefts = new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
