import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { PerPageSelect } from './PerPageSelect';

const meta = {
  title: 'Components/PerPageSelect',
  component: PerPageSelect,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The page-size selector of every list: 'Por página' with 10, 20, 40, 60, 80, 100, 150 and 200 (the domain's `pageSizeOptions`), 20 by default. Pass `value` from the URL and `onChange` to go back to the first page with the new size. `ListFooter` puts it next to the pager.",
      },
    },
  },
  args: { onChange: fn() },
} satisfies Meta<typeof PerPageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Por página' });
    await expect(select).toHaveTextContent('20');
    await userEvent.click(select);
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      '10',
      '20',
      '40',
      '60',
      '80',
      '100',
      '150',
      '200',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '100' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
    await expect(select).toHaveTextContent('100');
  },
};

export const Open: Story = {
  args: { value: 40 },
  parameters: { screenshot: { viewport: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Por página' }));
    await expect(await screen.findByRole('option', { name: '40' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Controlled: Story = {
  args: { value: 200 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Por página' })).toHaveTextContent('200');
  },
};
