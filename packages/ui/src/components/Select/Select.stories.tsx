import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Select } from './Select';

const ufOptions = [
  { value: 'MG', label: 'Minas Gerais' },
  { value: 'RJ', label: 'Rio de Janeiro' },
  { value: 'SP', label: 'São Paulo' },
  { value: 'RS', label: 'Rio Grande do Sul' },
] as const;

const meta = {
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Choose one of a short list of `options` ({ value, label }); for long lists use a combobox. Built on Ariakit's Select: a button with the combobox role and a listbox popover, arrow keys and typing to move. `placeholder` shows while nothing is chosen ('Selecione'). With react-hook-form use a `Controller` and give `field.onChange` to `onValueChange`; `onBlur` fires once, when focus leaves the whole widget.",
      },
    },
    screenshot: { viewport: true },
  },
  args: { label: 'Estado', options: ufOptions, onValueChange: fn(), onBlur: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('combobox', { name: 'Estado' });
    await expect(button).toHaveTextContent('Selecione');
    await userEvent.click(button);
    const list = await waitFor(() => document.querySelector<HTMLElement>('[role="listbox"]'));
    await expect(list).toBeVisible();
    await userEvent.click(document.querySelector<HTMLElement>('[role="option"]:nth-child(3)') as HTMLElement);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('SP');
    await expect(button).toHaveTextContent('São Paulo');
    // Choosing puts focus back on the button, so the form sees no blur yet.
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onBlur).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  args: { defaultValue: 'RJ' },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('combobox', { name: 'Estado' });
    await expect(button).toHaveTextContent('Rio de Janeiro');
    await userEvent.click(button);
    await waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeVisible());
    await expect(document.querySelector('[role="option"][aria-selected="true"]')).toHaveTextContent('Rio de Janeiro');
  },
};

/** ArrowDown opens the list, arrows move, Enter chooses; focus leaving the widget fires one blur. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('combobox', { name: 'Estado' });
    const active = () => document.querySelector('[role="option"][data-active-item]');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeVisible());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(active()).toHaveTextContent('Minas Gerais'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(active()).toHaveTextContent('Rio de Janeiro'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveTextContent('Rio de Janeiro'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('RJ');
    await expect(args.onBlur).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

function Controlled() {
  const [uf, setUf] = useState('MG');
  return (
    <div>
      <Select label="Estado" options={ufOptions} value={uf} onValueChange={setUf} />
      <p>Escolhido: {uf}</p>
    </div>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Minas Gerais');
    await expect(canvas.getByText('Escolhido: MG')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { hint: 'O estado da sede da empresa.', error: 'Selecione o estado.' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('combobox', { name: 'Estado' });
    await expect(button).toHaveAttribute('aria-invalid', 'true');
    await expect(button).toHaveAccessibleDescription('O estado da sede da empresa. Selecione o estado.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'SP' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongText: Story = {
  args: {
    label: 'Órgão responsável pela emissão da licença ambiental de operação do estabelecimento',
    hint: 'Quando houver mais de um órgão envolvido, escolha o que assinou a licença.',
    options: [
      {
        value: 'cetesb',
        label: 'Companhia Ambiental do Estado de São Paulo (CETESB) — Agência Ambiental de Pinheiros',
      },
      { value: 'inea', label: 'Instituto Estadual do Ambiente do Rio de Janeiro (INEA)' },
    ],
    defaultValue: 'cetesb',
  },
};

export const Mobile: Story = {
  args: { defaultValue: 'RS' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Wide: Story = {
  args: { defaultValue: 'SP', hint: 'O estado da sede da empresa.' },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('São Paulo');
  },
};
