import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Stack } from '../Stack';
import { SearchField } from './SearchField';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The search box of the lists. `value` is the search in effect (keep it in the URL); `onSearch(term)` fires 1 s after typing stops (`searchDebounceMs`), at once on Enter, and at once with '' when the clear button is pressed. Reset the list to page 0 when it fires.",
      },
    },
  },
  args: { value: '', onSearch: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Buscar' });
    await expect(input).toHaveAttribute('placeholder', 'Buscar');
    await userEvent.type(input, 'acme');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('acme'), { timeout: 2500 });
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

export const EnterSearchesAtOnce: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'horizonte{Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('horizonte');
  },
};

export const WithValue: Story = {
  args: { value: 'farmácia' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Buscar' });
    await expect(input).toHaveValue('farmácia');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

function ControlledSearch() {
  const [term, setTerm] = useState('');
  return (
    <Stack space="small">
      <SearchField value={term} onSearch={setTerm} />
      <p>Busca em vigor: {term || '—'}</p>
    </Stack>
  );
}

export const Controlled: Story = {
  render: () => <ControlledSearch />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'ipê{Enter}');
    await expect(canvas.getByText('Busca em vigor: ipê')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { value: 'Companhia Brasileira de Distribuição' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const LongText: Story = {
  args: {
    value: 'Indústria e Comércio de Alimentos Orgânicos Vale Verde do Rio Pardo Ltda. 12.345.678/0001-95 4771-7/01',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Buscar' });
    await expect(input).toHaveValue(
      'Indústria e Comércio de Alimentos Orgânicos Vale Verde do Rio Pardo Ltda. 12.345.678/0001-95 4771-7/01',
    );
    await expect(canvas.getByRole('button', { name: 'Limpar busca' })).toBeVisible();
  },
};

export const Wide: Story = {
  args: { value: 'Alvará de funcionamento' },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('Alvará de funcionamento');
    await expect(canvas.getByRole('button', { name: 'Limpar busca' })).toBeVisible();
  },
};
