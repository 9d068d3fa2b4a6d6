import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FolderItem } from './FolderItem';

const meta = {
  title: 'Components/FolderItem',
  component: FolderItem,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A folder of the documents browser. Stored folder names carry a technical prefix of about 20 characters: pass `prefix` (the text, or its length) to cut it, or `displayName` to show another name. 'Abrir' calls `onOpen`; without it the row only shows the folder.",
      },
    },
  },
  args: {
    name: 'cnr_0000000000000042_12.345.678/0001-90',
    prefix: 'cnr_0000000000000042_',
    description: 'Matriz — Belo Horizonte/MG',
    onOpen: fn(),
  },
} satisfies Meta<typeof FolderItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: '12.345.678/0001-90' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir pasta 12.345.678/0001-90' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

export const PrefixLength: Story = {
  args: { name: 'fiscal_reg_000000017_Alvará de Funcionamento', prefix: 21, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent(/^Alvará de Funcionamento$/);
  },
};

export const LongName: Story = {
  args: {
    name: 'x',
    displayName:
      'Auto de Vistoria do Corpo de Bombeiros Militar do Estado de Minas Gerais — Projeto de Prevenção e Combate a Incêndio e Pânico',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '12.345.678/0001-90' })).toBeVisible();
    await expect(canvas.getByText('Matriz — Belo Horizonte/MG')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Abrir pasta 12.345.678/0001-90' })).toBeVisible();
  },
};
