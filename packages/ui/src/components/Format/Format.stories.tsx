import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatCnae, formatCnpj, formatCurrency, formatDate, formatDateTime, lastUpdateText } from '../../format';

const now = new Date('2026-11-22T12:15:00Z');

const examples = [
  ['formatCnpj("11222333000181")', formatCnpj('11222333000181')],
  ['formatCnpj("12abc34501de35")', formatCnpj('12abc34501de35')],
  ['formatCnae(4646002)', formatCnae(4646002)],
  ['formatCurrency(1234.56)', formatCurrency(1234.56)],
  ['formatDate(now)', formatDate(now)],
  ['formatDateTime(now)', formatDateTime(now)],
  ['lastUpdateText(0)', lastUpdateText(0)],
  ['lastUpdateText(1)', lastUpdateText(1)],
  ['lastUpdateText(12)', lastUpdateText(12)],
] as const;

/** A table of the format helpers applied to fixed values. */
function FormatTable() {
  return (
    <table>
      <caption>Formatos em português do Brasil</caption>
      <thead>
        <tr>
          <th scope="col">Chamada</th>
          <th scope="col">Resultado</th>
        </tr>
      </thead>
      <tbody>
        {examples.map(([call, result]) => (
          <tr key={call}>
            <td>
              <code>{call}</code>
            </td>
            <td>{result}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Components/Format',
  component: FormatTable,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Formatting helpers for what people read: `formatCnpj` (numeric `99.999.999/9999-99` and alphanumeric `AA.AAA.AAA/AAAA-99`), `formatCnae` (`9999-9/99`, also from BrasilAPI's integer), `formatCurrency` (BRL), `formatDate` and `formatDateTime` ('22/11/2026 às 09:15', Brasília time) and `lastUpdateText(days)` for the Dados card. Store raw values; format only when showing them. The play function is these helpers' unit test.",
      },
    },
  },
} satisfies Meta<typeof FormatTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Formatos em português do Brasil' })).toBeVisible();
    await expect(canvas.getByText('12.ABC.345/01DE-35')).toBeVisible();
  },
};

export const Cnpj: Story = {
  play: async () => {
    await expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    await expect(formatCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    await expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    // Not 14 characters: shown as given, so the typo stays visible.
    await expect(formatCnpj('1122233300018')).toBe('1122233300018');
    await expect(formatCnpj('')).toBe('');
  },
};

export const Cnae: Story = {
  play: async () => {
    await expect(formatCnae('4646002')).toBe('4646-0/02');
    await expect(formatCnae('4646-0/02')).toBe('4646-0/02');
    await expect(formatCnae(111301)).toBe('0111-3/01');
    await expect(formatCnae('46460')).toBe('46460');
  },
};

export const Currency: Story = {
  play: async () => {
    await expect(formatCurrency(1234.56)).toBe('R$\u00a01.234,56');
    await expect(formatCurrency(0)).toBe('R$\u00a00,00');
    await expect(formatCurrency(1000000)).toBe('R$\u00a01.000.000,00');
    await expect(formatCurrency(-5.5)).toBe('-R$\u00a05,50');
  },
};

export const Dates: Story = {
  play: async () => {
    await expect(formatDate(now)).toBe('22/11/2026');
    await expect(formatDateTime(now)).toBe('22/11/2026 às 09:15');
    // 01:30 UTC is still the previous day in Brasília (UTC−3).
    await expect(formatDate(new Date('2026-11-23T01:30:00Z'))).toBe('22/11/2026');
  },
};

export const LastUpdate: Story = {
  play: async () => {
    await expect(lastUpdateText(0)).toBe('Atualizado hoje');
    await expect(lastUpdateText(0.9)).toBe('Atualizado hoje');
    await expect(lastUpdateText(1)).toBe('Atualizado há cerca de 1 dia');
    await expect(lastUpdateText(2)).toBe('Atualizado há cerca de 2 dias');
    await expect(lastUpdateText(30)).toBe('Atualizado há cerca de 30 dias');
    await expect(lastUpdateText(-1)).toBe('Atualizado hoje');
  },
};
