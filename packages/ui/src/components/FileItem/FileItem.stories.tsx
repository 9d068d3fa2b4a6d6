import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack';
import { FileItem } from './FileItem';

const meta = {
  title: 'Components/FileItem',
  component: FileItem,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A file of the documents browser: an icon coloured by type with its extension, the name, the CNPJ, the licence it proves and its validity ('Indeterminada' without a date). 'Abrir' opens the preview (`FilePreviewDialog`) and 'Excluir' asks the screen for confirmation; each is shown only when its handler is passed.",
      },
    },
  },
  args: {
    name: 'alvara-funcionamento-2026.pdf',
    type: 'pdf',
    registrationCode: '12.345.678/0001-90',
    licenseName: 'Alvará de Localização e Funcionamento',
    validUntil: '2027-03-31',
    onOpen: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof FileItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('31/03/2027')).toBeVisible();
    await expect(canvas.getByText('PDF')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir alvara-funcionamento-2026.pdf' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir alvara-funcionamento-2026.pdf' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const Types: Story = {
  render: (args) => (
    <Stack space="small">
      <FileItem {...args} />
      <FileItem {...args} name="fachada-loja.jpg" type="jpg" licenseName="Cadastro de Publicidade" />
      <FileItem {...args} name="taxas-2026.xlsx" type="xlsx" licenseName={null} validUntil={null} />
      <FileItem {...args} name="memorial-descritivo.docx" type="docx" />
      <FileItem {...args} name="planta-baixa.dwg" type="dwg" onDelete={undefined} />
    </Stack>
  ),
};

export const NoValidity: Story = {
  args: { validUntil: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Indeterminada')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { onOpen: undefined, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    name: 'auto-de-vistoria-do-corpo-de-bombeiros-militar-de-minas-gerais-projeto-tecnico-simplificado-versao-final-assinada.pdf',
    licenseName: 'Auto de Vistoria do Corpo de Bombeiros (AVCB) — Projeto Técnico Simplificado',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  render: (args) => (
    <Stack space="small">
      <FileItem {...args} />
      <FileItem {...args} name="licenca-sanitaria-2026.pdf" licenseName="Licença sanitária" validUntil="2026-12-10" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'licenca-sanitaria-2026.pdf' })).toBeVisible();
    await expect(canvas.getByText('10/12/2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Abrir alvara-funcionamento-2026.pdf' })).toBeVisible();
  },
};
