import { handlers } from '@product/api/mocks';
import { logoVariantLabels, logoVariants } from '@product/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppPage } from '../stories/AppPage';
import { pageParameters } from '../stories/page-stories';

/** /logos, signed out. */
const meta = {
  title: 'Pages/Public/Logos',
  component: AppPage,
  parameters: pageParameters({
    handlers,
    description:
      '/logos (spec 1 §2): the six logo variants, each named, the white one on the green panel it is meant for; Voltar goes to sign-in.',
  }),
  args: { path: '/logos', claims: null },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Logotipos' })).toBeVisible();
    const grid = within(canvas.getByRole('list', { name: 'Variantes do logotipo' }));
    for (const variant of logoVariants) await expect(grid.getByText(logoVariantLabels[variant])).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Logotipos' })).toBeVisible();
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Logotipos' })).toBeVisible();
  },
};
