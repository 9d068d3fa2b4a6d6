import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { ListFooter } from './ListFooter';

const meta = {
  title: 'Components/ListFooter',
  component: ListFooter,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The footer of every list: the 'Por página' selector, 'Mostrando X a Y de Z' and the pager, side by side from tablet width and stacked on a phone. Pages are 0-based in props and callbacks; on `onLimitChange` go back to page 0.",
      },
    },
    screenshot: { widths: [320, 1440] },
  },
  args: { page: 2, limit: 20, total: 437, onPageChange: fn(), onLimitChange: fn() },
} satisfies Meta<typeof ListFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Mostrando 41 a 60 de 437')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Página 4' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Por página' }));
    await userEvent.click(await screen.findByRole('option', { name: '60' }));
    await expect(args.onLimitChange).toHaveBeenLastCalledWith(60);
  },
};

export const SinglePage: Story = {
  args: { page: 0, limit: 40, total: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mostrando 1 a 12 de 12')).toBeVisible();
  },
};

export const Empty: Story = { args: { page: 0, total: 0 } };

/** A long list in the middle, with a longer selector label, on the narrowest screen. */
export const Mobile: Story = {
  args: { page: 611, limit: 20, total: 12_345, perPageLabel: 'Licenças por página' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Mostrando 12221 a 12240 de 12345')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Licenças por página' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página 612' })).toHaveAttribute('aria-current', 'page');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mostrando 41 a 60 de 437')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Por página' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Paginação' })).toBeVisible();
  },
};
