import { formatDateTime, type RegistrationLevel, registrationLevelLabels } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { DataTable, dataTableColumnHelper } from './DataTable';

interface Cnae {
  id: number;
  codeClass: string;
  codeDescription: string;
  registrationLevel: RegistrationLevel;
  createdAt: Date;
  updatedAt?: Date;
}

const cnaes: Cnae[] = [
  {
    id: 1204,
    codeClass: '4711-3/02',
    codeDescription:
      'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - supermercados',
    registrationLevel: 'medium_level',
    createdAt: new Date('2025-03-12T12:15:00Z'),
    updatedAt: new Date('2026-10-02T17:40:00Z'),
  },
  {
    id: 1203,
    codeClass: '5611-2/01',
    codeDescription: 'Restaurantes e similares',
    registrationLevel: 'low_level',
    createdAt: new Date('2025-03-12T12:10:00Z'),
  },
  {
    id: 1202,
    codeClass: '4771-7/01',
    codeDescription: 'Comércio varejista de produtos farmacêuticos, sem manipulação de fórmulas',
    registrationLevel: 'high_level',
    createdAt: new Date('2025-02-28T09:00:00Z'),
    updatedAt: new Date('2025-08-19T14:05:00Z'),
  },
  {
    id: 1201,
    codeClass: '3811-4/00',
    codeDescription: 'Coleta de resíduos não-perigosos',
    registrationLevel: 'high_level',
    createdAt: new Date('2025-02-20T11:30:00Z'),
  },
];

const onEdit = fn();
const onDelete = fn();
const col = dataTableColumnHelper<Cnae>();
const columns = col.columns([
  col.accessor('id', { header: 'ID', meta: { nowrap: true } }),
  col.display({
    id: 'code',
    header: 'Código/Descrição',
    cell: ({ row }) => (
      <>
        <strong>{row.original.codeClass}</strong>
        <div>{row.original.codeDescription}</div>
        <div>Risco {registrationLevelLabels[row.original.registrationLevel].toLowerCase()}</div>
      </>
    ),
  }),
  col.display({
    id: 'dates',
    header: 'Criação/Edição',
    meta: { nowrap: true },
    cell: ({ row }) => (
      <>
        <div>{formatDateTime(row.original.createdAt)}</div>
        <div>{row.original.updatedAt ? formatDateTime(row.original.updatedAt) : 'n/d'}</div>
      </>
    ),
  }),
  col.display({
    id: 'options',
    header: 'Opções',
    meta: { align: 'end' },
    cell: ({ row }) => (
      <Inline space="xsmall" align="flex-end">
        <Button size="small" variant="secondary" onClick={() => onEdit(row.original.id)}>
          Editar
        </Button>
        <Button size="small" variant="ghost" onClick={() => onDelete(row.original.id)}>
          Excluir
        </Button>
      </Inline>
    ),
  }),
]);

const getRowId = (cnae: Cnae) => String(cnae.id);

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Cnae>,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The admin and client tables, on TanStack Table 9 (`useTable`). Define columns with `dataTableColumnHelper<T>()` at module scope (`meta: { align: 'end', nowrap: true }` per column), pass the page's `data` and a `getRowId`. `onRowClick` makes rows clickable and focusable (Enter or Space open them; buttons inside keep their own action). `loading` shows skeleton rows with `aria-busy`; no rows show 'Vazio', or with `searchTerm` 'Nada encontrado para {termo}' and 'Voltar à lista' (`onBack`). Long texts wrap; below the table's minimum width it scrolls sideways.",
      },
    },
    screenshot: { widths: [320, 1440] },
  },
  args: { label: 'CNAEs', columns, data: cnaes, getRowId, onRowClick: fn(), onBack: fn() },
} satisfies Meta<typeof DataTable<Cnae>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: 'CNAEs' });
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID',
      'Código/Descrição',
      'Criação/Edição',
      'Opções',
    ]);
    await expect(table).toHaveTextContent('12/03/2025 às 09:15');
    const rows = canvas.getAllByRole('row');
    await userEvent.click(canvas.getByText('Restaurantes e similares'));
    await expect(args.onRowClick).toHaveBeenLastCalledWith(cnaes[1]);
    rows[3]?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(cnaes[2]);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Excluir' })[0] as HTMLElement);
    await expect(onDelete).toHaveBeenLastCalledWith(1204);
    await expect(args.onRowClick).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Vazio');
  },
};

export const NothingFound: Story = {
  args: { data: [], searchTerm: '9999' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nada encontrado para 9999');
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar à lista' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const WithoutRowClick: Story = {
  args: { onRowClick: undefined },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    // Screenshot skipped: it would repeat Playground pixel for pixel.
    await expect(canvas.getAllByRole('row')[1]).not.toHaveAttribute('tabindex');
  },
};

export const Ultrawide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
};

export const LongText: Story = {
  args: {
    data: [
      {
        id: 98_765_432,
        codeClass: '1052-0/00',
        codeDescription:
          'Fabricação de laticínios, exceto leite esterilizado, creme de leite, leite em pó, sorvetes e gelados comestíveis, com beneficiamento, pasteurização e envase de leite cru refrigerado proveniente de cooperativas de produtores rurais do Vale do Rio Pardo',
        registrationLevel: 'high_level',
        createdAt: new Date('2025-03-12T12:15:00Z'),
        updatedAt: new Date('2026-10-02T17:40:00Z'),
      },
      ...cnaes.slice(1, 3),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Fabricação de laticínios, exceto leite esterilizado/)).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    // Long texts wrap inside their cells; a table wider than the screen scrolls in its own region.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** On a phone the table keeps its minimum width and scrolls sideways inside its region. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { data: cnaes.slice(0, 2) },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'CNAEs' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(canvas.getByText('4711-3/02')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
