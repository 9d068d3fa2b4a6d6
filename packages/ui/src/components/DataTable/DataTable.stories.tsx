import { formatDateTime, type RegistrationLevel, registrationLevelLabels } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { IconButton } from '../IconButton';
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

const PencilIcon = () => (
  <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
    <path d="m13 3 4 4-9 9H4v-4l9-9Z" strokeLinejoin="round" />
  </svg>
);
const TrashIcon = () => (
  <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
    <path d="M4 6h12M8 6V4h4v2m-6 0 1 10h6l1-10" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

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
    meta: { align: 'end', actions: true },
    cell: ({ row }) => (
      <Inline space="xsmall" align="flex-end" wrap={false}>
        <IconButton label="Editar" tone="primary" icon={<PencilIcon />} onClick={() => onEdit(row.original.id)} />
        <IconButton label="Excluir" tone="danger" icon={<TrashIcon />} onClick={() => onDelete(row.original.id)} />
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
          "The admin and client tables, on TanStack Table 9 (`useTable`). Define columns with `dataTableColumnHelper<T>()` at module scope (`meta: { align: 'end', nowrap: true }` per column), pass the page's `data` and a `getRowId`; mark the row's actions column with `meta: { actions: true }`. `onRowClick` makes rows clickable and focusable (Enter or Space open them; buttons inside keep their own action). `loading` shows skeleton rows with `aria-busy`; no rows show 'Vazio', or under a search or filters (`activeFilters`) the filtered-empty state: `nothingFoundText` ('Nenhum CNAE encontrado'), the filters in force and 'Limpar filtros' (`onClearFilters`). Long texts wrap; below the table's minimum width it scrolls sideways, and below the small breakpoint (480 px) each row is a stacked card: 'Label: value' lines (the column headers, or `meta.cardLabel`) and the actions at the bottom, with the table's semantics kept for screen readers.",
      },
    },
    screenshot: { widths: [320, 1440] },
  },
  args: { label: 'CNAEs', columns, data: cnaes, getRowId, onRowClick: fn(), onClearFilters: fn() },
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
  args: { data: [], nothingFoundText: 'Nenhum CNAE encontrado', activeFilters: [{ label: 'Busca', value: '9999' }] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nenhum CNAE encontrado');
    await expect(canvas.getByRole('list', { name: 'Filtros ativos' })).toHaveTextContent('Busca: 9999');
    await expect(canvas.queryByText('Vazio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
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

/** Whether `element` lies wholly inside the screen's width (nothing to scroll sideways to). */
function withinScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.left >= 0 && box.right <= document.documentElement.clientWidth;
}

/**
 * On a phone (below 480 px) each row is a card: 'Label: value' lines and the actions at the
 * bottom, all within the screen; it is still a table for screen readers.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'CNAEs' });
    const region = canvas.getByRole('region', { name: 'CNAEs' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    // The headers stay in the table for screen readers, out of sight.
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    await expect(canvas.getAllByRole('row')).toHaveLength(cnaes.length + 1);
    // Each line shows its column's name (CSS generated from `data-label`).
    const first = canvas.getAllByRole('row')[1] as HTMLElement;
    const idCell = within(first).getAllByRole('cell')[0] as HTMLElement;
    await expect(idCell).toHaveAttribute('data-label', 'ID');
    await expect(getComputedStyle(idCell, '::before').content).toBe('"ID" / ""');
    await expect(idCell).toHaveTextContent(/^1204$/);
    await expect(within(first).getByRole('cell', { name: '1204' })).toBe(idCell);
    // Every action is on screen, below the card's lines.
    for (const button of canvas.getAllByRole('button', { name: /^(Editar|Excluir)$/ })) {
      await expect(withinScreen(button)).toBe(true);
    }
    const edit = canvas.getAllByRole('button', { name: 'Editar' })[0] as HTMLElement;
    const dates = within(first).getAllByRole('cell')[2];
    await expect(edit.getBoundingClientRect().top).toBeGreaterThan(dates?.getBoundingClientRect().bottom ?? 0);
    await userEvent.click(edit);
    await expect(onEdit).toHaveBeenLastCalledWith(1204);
    await expect(table).toBeVisible();
  },
};

/** The cards while loading: skeleton lines under the column names. */
export const MobileLoading: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { loading: true, skeletonRows: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Long texts wrap inside the card; nothing scrolls sideways. */
export const MobileLongText: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    data: [
      { ...cnaes[0], id: 98_765_432, codeDescription: `${cnaes[0]?.codeDescription} ${'e mais '.repeat(12)}` } as Cnae,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
