import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Tabs, type TabsItem, tabsScrollTexts } from './Tabs';

const companyTabs: TabsItem[] = [
  { id: 'panel', label: 'Painel', href: '#/client/companies/42/panel' },
  { id: 'data', label: 'Dados', href: '#/client/companies/42/data' },
  { id: 'cnpjs', label: 'CNPJs', href: '#/client/companies/42/cnpjs' },
  { id: 'licenses', label: 'Licenças', href: '#/client/companies/42/licenses' },
  { id: 'documents', label: 'Documentos', href: '#/client/companies/42/documents' },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Tabs for the sections of one thing (spec 2 company tabs: Painel, Dados, CNPJs, Licenças, Documentos). The selected tab comes from `selectedId`, so routed tabs take an `href` each and the route decides which is selected; pass `renderLink` to render them with the router's link. Tabs the user's permissions do not allow are `disabled` (still announced, not openable). Without `href`, tabs are buttons and `onSelectedIdChange` receives the choice; `children` is the selected tab's panel.",
      },
    },
  },
  args: {
    items: companyTabs,
    selectedId: 'panel',
    'aria-label': 'Seções da empresa',
    onSelectedIdChange: fn(),
    children: <p>Mapa das localizações e gráfico das licenças.</p>,
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Seções da empresa' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Painel' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Dados' })).toHaveAttribute('href', '#/client/companies/42/data');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Mapa das localizações');
  },
};

export const DisabledByPermission: Story = {
  args: {
    selectedId: 'data',
    items: companyTabs.map((tab) =>
      ['cnpjs', 'licenses', 'documents'].includes(tab.id) ? { ...tab, disabled: true } : tab,
    ),
    children: <p>Dados cadastrais da empresa.</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Licenças' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('tab', { name: 'Dados' })).toHaveAttribute('aria-selected', 'true');
  },
};

function ButtonTabs() {
  const [selectedId, setSelectedId] = useState('low');
  const items: TabsItem[] = [
    { id: 'low', label: 'Risco baixo' },
    { id: 'medium', label: 'Risco médio' },
    { id: 'high', label: 'Risco alto' },
  ];
  return (
    <Tabs items={items} selectedId={selectedId} onSelectedIdChange={setSelectedId} aria-label="Risco">
      <p>CNAEs de {items.find((item) => item.id === selectedId)?.label.toLowerCase()}.</p>
    </Tabs>
  );
}

export const ButtonTabsWithKeyboard: Story = {
  render: () => <ButtonTabs />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Risco médio' }));
    await expect(canvas.getByRole('tab', { name: 'Risco médio' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Risco alto' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('CNAEs de risco alto.');
  },
};

/** Whether `tab` is wholly inside the visible part of its row. */
function wholeInView(tab: HTMLElement): boolean {
  const row = tab.closest('[role="tablist"]');
  if (!row) return false;
  const shown = row.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  return box.left >= shown.left - 0.5 && box.right <= shown.right + 0.5;
}

/**
 * Five tabs on a phone (320 and 390 px) with the last one open: the row scrolls to show it, and the
 * edge with hidden tabs fades under an arrow that scrolls the row there.
 */
export const Overflowing: Story = {
  parameters: { screenshot: { widths: [320, 390] } },
  args: { selectedId: 'documents', children: <p>Documentos da empresa.</p> },
  play: async ({ canvas, userEvent }) => {
    const documents = canvas.getByRole('tab', { name: 'Documentos' });
    await expect(documents).toHaveAttribute('aria-selected', 'true');
    await expect(wholeInView(documents)).toBe(true);
    await expect(wholeInView(canvas.getByRole('tab', { name: 'Painel' }))).toBe(false);
    // The scroll buttons appear once the list has been measured (a resize observer), not at once.
    await expect(await canvas.findByRole('button', { name: tabsScrollTexts.start })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: tabsScrollTexts.end })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: tabsScrollTexts.start }));
    await waitFor(() => expect(wholeInView(canvas.getByRole('tab', { name: 'Painel' }))).toBe(true));
    await waitFor(() => expect(canvas.queryByRole('button', { name: tabsScrollTexts.start })).toBeNull());
    await expect(await canvas.findByRole('button', { name: tabsScrollTexts.end })).toBeVisible();
  },
};

/** Tabs that fit show no arrow and no fade. */
export const FitsWithoutArrows: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: tabsScrollTexts.start })).toBeNull();
    await expect(canvas.queryByRole('button', { name: tabsScrollTexts.end })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const LongText: Story = {
  parameters: { screenshot: { widths: [320, 1440] } },
  args: {
    items: [
      { id: 'panel', label: 'Painel de conformidade da empresa', href: '#/client/companies/42/panel' },
      { id: 'data', label: 'Dados cadastrais da Receita Federal', href: '#/client/companies/42/data' },
      { id: 'cnpjs', label: 'CNPJs da matriz e das filiais', href: '#/client/companies/42/cnpjs' },
      { id: 'licenses', label: 'Licenças, alvarás e certidões', href: '#/client/companies/42/licenses' },
      { id: 'documents', label: 'Documentos e comprovantes enviados', href: '#/client/companies/42/documents' },
    ],
    selectedId: 'licenses',
    children: (
      <p>
        O Alvará de funcionamento e a Licença sanitária da Farmácia Boa Saúde Comércio de Medicamentos Ltda. (CNPJ
        12.345.678/0001-95, CNAE 4771-7/01) vencem nos próximos 30 dias; envie os protocolos de renovação para manter o
        estabelecimento regular junto à prefeitura e à vigilância sanitária.
      </p>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: 'Licenças, alvarás e certidões' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Alvará de funcionamento');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Painel' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Mapa das localizações');
  },
};
