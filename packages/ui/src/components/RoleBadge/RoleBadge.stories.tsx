import { accessRoles } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { RoleBadge } from './RoleBadge';

const meta = {
  title: 'Components/RoleBadge',
  component: RoleBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The badge of a person's access role, with the label from `roleBadgeLabel` of `@product/domain` (the brand role shows the brand name). PROVIDER and BUSINESS have no badge: the component then renders nothing, so it can be placed unconditionally.",
      },
    },
  },
  args: { role: 'EDITOR' },
  argTypes: { role: { control: 'select', options: accessRoles } },
} satisfies Meta<typeof RoleBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Editor')).toBeVisible();
  },
};

export const AllRoles: Story = {
  render: () => (
    <Inline space="small">
      {accessRoles.map((role) => (
        <RoleBadge key={role} role={role} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Conforma', 'Editor', 'Parceiro', 'Affinity', 'Administrador', 'Usuário']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const NoBadgeForProvider: Story = {
  args: { role: 'PROVIDER' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const Mobile: Story = {
  render: AllRoles.render,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    for (const label of ['Conforma', 'Editor', 'Parceiro', 'Affinity', 'Administrador', 'Usuário']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  render: AllRoles.render,
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Administrador')).toBeVisible();
  },
};
