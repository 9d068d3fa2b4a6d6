import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InactiveBadge, inactiveBadgeSubjects } from './InactiveBadge';

const meta = {
  title: 'Components/InactiveBadge',
  component: InactiveBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "'Inativo' beside anything that is not enabled (accounts, companies, CNPJs, users). Render it only when the record is disabled. `subject: 'monitoring'` reads 'Monitoramento desativado', for a company card where the badge sits beside the Receita's situation ('Receita: ATIVA').",
      },
    },
  },
  argTypes: { subject: { control: 'inline-radio', options: inactiveBadgeSubjects } },
} satisfies Meta<typeof InactiveBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inativo')).toBeVisible();
  },
};

/** A company disabled in the platform, on its card: no expiry alerts are sent for it. */
export const Monitoring: Story = {
  args: { subject: 'monitoring' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Monitoramento desativado')).toBeVisible();
    await expect(canvas.queryByText('Inativo')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Inativo')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inativo')).toBeVisible();
  },
};
