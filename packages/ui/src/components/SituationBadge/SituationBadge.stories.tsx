import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { registrationSituations, situationLabels } from './labels';
import { SituationBadge } from './SituationBadge';

const meta = {
  title: 'Components/SituationBadge',
  component: SituationBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A company's registration situation (spec 2 companies list and profile): ATIVA, INATIVA, INAPTA shown as 'SUSPENSA', BAIXADA, with the situation chart's colour as a dot (active, suspended, closed; INATIVA counts as closed). `showSource` reads 'Receita: ATIVA', where the situation sits beside the platform's own states (the company card). `situationLabels` and `situationGroups` are exported for tables and charts.",
      },
    },
  },
  args: { situation: 'ATIVA' },
  argTypes: { situation: { control: 'select', options: registrationSituations } },
} satisfies Meta<typeof SituationBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ATIVA')).toBeVisible();
  },
};

export const All: Story = {
  render: () => (
    <Inline space="small">
      {registrationSituations.map((value) => (
        <SituationBadge key={value} situation={value} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const value of registrationSituations) await expect(canvas.getByText(situationLabels[value])).toBeVisible();
  },
};

export const InaptaShownAsSuspensa: Story = {
  args: { situation: 'INAPTA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('SUSPENSA')).toBeVisible();
    await expect(canvas.queryByText('INAPTA')).toBeNull();
  },
};

/** On the company card: the situation says it is the Receita's. */
export const WithSource: Story = {
  args: { situation: 'INAPTA', showSource: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Receita: SUSPENSA')).toBeVisible();
  },
};

export const Mobile: Story = {
  render: All.render,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    for (const value of registrationSituations) await expect(canvas.getByText(situationLabels[value])).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  render: All.render,
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    for (const value of registrationSituations) await expect(canvas.getByText(situationLabels[value])).toBeVisible();
  },
};
