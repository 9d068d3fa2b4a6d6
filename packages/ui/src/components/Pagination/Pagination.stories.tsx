import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The pager under every list, with \'Mostrando X a Y de Z\'. Pages are 0-based in props and callbacks (as on the wire and in the URL) and shown from 1. It shows the first and last page, two neighbours on each side of the current one and ellipses for the gaps; the current page has `aria-current="page"`. With one page only the summary shows.',
      },
    },
    screenshot: { widths: [320, 1440] },
  },
  args: { page: 0, limit: 20, total: 1000, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Mostrando 1 a 20 de 1000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Página 2' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Página 50' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(49);
  },
};

export const Middle: Story = {
  args: { page: 9 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Mostrando 181 a 200 de 1000')).toBeVisible();
    const pages = canvas.getAllByRole('button', { name: /^Página \d+$/ }).map((button) => button.textContent);
    await expect(pages).toEqual(['1', '8', '9', '10', '11', '12', '50']);
    await expect(canvas.getByRole('button', { name: 'Página 10' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Página anterior' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(8);
  },
};

export const LastPage: Story = {
  args: { page: 49, total: 985 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mostrando 981 a 985 de 985')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  },
};

export const FewPages: Story = {
  args: { page: 1, total: 45 },
};

export const SinglePage: Story = {
  args: { total: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mostrando 1 a 7 de 7')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mostrando 0 a 0 de 0')).toBeVisible();
  },
};

/** A long list in the middle, with four-digit page numbers, on the narrowest screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { page: 1247, total: 31_480 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Mostrando 24941 a 24960 de 31480')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página 1248' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Página 1574' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  args: { page: 9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mostrando 181 a 200 de 1000')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Paginação' })).toBeVisible();
  },
};
