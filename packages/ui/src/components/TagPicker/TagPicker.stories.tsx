import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TagPicker } from './TagPicker';

const tags = [
  { id: 1, tag: 'Matriz' },
  { id: 2, tag: 'Filiais Nordeste' },
  { id: 3, tag: 'Licenças em renovação' },
  { id: 4, tag: 'Auditoria 2026' },
];

const meta = {
  title: 'Components/TagPicker',
  component: TagPicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Chooses a company's tags and manages the account's tags (spec 2). Tick tags to choose them (`onChange` receives the whole new list of ids, as the API replaces the set), create one with 'Criar tag' (`onCreate`), rename it inline (`onRename`, Enter saves, Escape cancels) or delete it (`onDelete`; confirm there if needed). Without a callback its control is hidden.",
      },
    },
    screenshot: { widths: [320, 1440] },
  },
  args: { tags, value: [1, 3], onChange: fn(), onCreate: fn(), onRename: fn(), onDelete: fn() },
} satisfies Meta<typeof TagPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Matriz' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Filiais Nordeste' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([1, 3, 2]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Matriz' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([3]);

    await userEvent.type(canvas.getByRole('textbox', { name: 'Nova tag' }), 'Clientes VIP{Enter}');
    await expect(args.onCreate).toHaveBeenLastCalledWith('Clientes VIP');

    await userEvent.click(canvas.getByRole('button', { name: 'Renomear Auditoria 2026' }));
    const rename = canvas.getByRole('textbox', { name: 'Novo nome da tag Auditoria 2026' });
    await userEvent.clear(rename);
    await userEvent.type(rename, 'Auditoria 2027{Enter}');
    await expect(args.onRename).toHaveBeenLastCalledWith(4, 'Auditoria 2027');

    await userEvent.click(canvas.getByRole('button', { name: 'Excluir Filiais Nordeste' }));
    await expect(args.onDelete).toHaveBeenLastCalledWith(2);
  },
};

export const Renaming: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Renomear Filiais Nordeste' }));
    await expect(canvas.getByRole('textbox', { name: 'Novo nome da tag Filiais Nordeste' })).toHaveFocus();
  },
};

export const NoTags: Story = {
  args: { tags: [], value: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma tag criada.')).toBeVisible();
  },
};

export const ChooseOnly: Story = {
  args: { onCreate: undefined, onRename: undefined, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Matriz' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    tags: [
      { id: 1, tag: 'Matriz' },
      { id: 5, tag: 'Filiais da Região Metropolitana de Belo Horizonte com alvará de funcionamento em renovação' },
      { id: 6, tag: 'Licença sanitária pendente na Vigilância Sanitária Municipal — CNAE 4771-7/01' },
    ],
    value: [1, 5],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('checkbox', {
        name: 'Filiais da Região Metropolitana de Belo Horizonte com alvará de funcionamento em renovação',
      }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('button', {
        name: 'Renomear Licença sanitária pendente na Vigilância Sanitária Municipal — CNAE 4771-7/01',
      }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Licenças em renovação' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Criar tag' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Matriz' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Auditoria 2026' })).not.toBeChecked();
  },
};
