import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { responsiveParameters } from '../../stories/parameters';
import { CardGrid } from '../CardGrid';
import { CompanyCard } from './CompanyCard';

// A local data-URI logo: stories never reach the network.
const logoSrc = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><rect width="200" height="80" rx="8" fill="#027a48"/><text x="100" y="52" font-family="sans-serif" font-size="32" fill="#fff" text-anchor="middle">AGRO</text></svg>',
)}`;

const now = new Date('2026-11-22T12:00:00Z');

const meta = {
  title: 'Components/CompanyCard',
  component: CompanyCard,
  tags: ['autodocs'],
  parameters: responsiveParameters(
    "One company of the client's companies grid (spec 2 'Companies list'): logo (a building icon when missing or broken, at most 100×50), name linking to the company (`href`, rendered by `renderLink` for the router), fantasy name, the Receita's situation labelled as such ('Receita: ATIVA'; INAPTA shows as SUSPENSA), 'Monitoramento desativado' for a company disabled in the platform (never a bare 'Inativo' beside 'ATIVA'), the Novo badge, CNPJ in its mask, city/UF, opening date, counts of CNPJs and files, the CNAEs counted per risk level with the risk colours, and tags. The menu offers only the actions passed: Acessar, Atualizar dados, Excluir. Pass `now` in stories and tests.",
  ),
  args: {
    name: 'Agro Vale Alimentos Ltda.',
    fantasyName: 'Agro Vale',
    logoSrc,
    registrationCode: '12345678000195',
    situation: 'ATIVA',
    city: 'Ribeirão Preto',
    state: 'SP',
    openingDate: new Date('2004-03-15T00:00:00Z'),
    cnpjCount: 3,
    fileCount: 27,
    cnaeCounts: { low_level: 4, medium_level: 2, high_level: 1 },
    tags: [
      { id: 1, tag: 'Matriz SP' },
      { id: 2, tag: 'Alimentos' },
    ],
    enabled: true,
    createdAt: new Date('2025-06-01T12:00:00Z'),
    now,
    href: '#/client/companies/42',
    onAccess: fn(),
    onRefresh: fn(),
    onDelete: fn(),
  },
  render: (args) => (
    <CardGrid>
      <CompanyCard {...args} />
    </CardGrid>
  ),
} satisfies Meta<typeof CompanyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Agro Vale Alimentos Ltda.' })).toHaveAttribute(
      'href',
      '#/client/companies/42',
    );
    await expect(canvas.getByText('12.345.678/0001-95')).toBeVisible();
    await expect(canvas.getByText('Ribeirão Preto/SP')).toBeVisible();
    await expect(canvas.getByText('15/03/2004')).toBeVisible();
    await expect(canvas.getByText('Alto: 1')).toBeVisible();
    await expect(canvas.getByText('Receita: ATIVA')).toBeVisible();
    await expect(canvas.queryByText('Monitoramento desativado')).toBeNull();
    await expect(canvas.queryByText('Novo')).toBeNull();
  },
};

/** Active at the Receita, disabled in the platform: each badge says whose state it is. */
export const ActiveAtReceitaDisabledHere: Story = {
  args: { enabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Receita: ATIVA')).toBeVisible();
    await expect(canvas.getByText('Monitoramento desativado')).toBeVisible();
    await expect(canvas.queryByText('ATIVA', { exact: true })).toBeNull();
    await expect(canvas.queryByText('Inativo')).toBeNull();
  },
};

export const MenuOpen: Story = {
  parameters: { screenshot: { viewport: true, widths: [1440] } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ações de Agro Vale Alimentos Ltda.' }));
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Acessar',
      'Atualizar dados',
      'Excluir',
    ]);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Atualizar dados' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const InactiveSuspendedNew: Story = {
  args: {
    enabled: false,
    situation: 'INAPTA',
    createdAt: new Date('2026-11-15T12:00:00Z'),
    logoSrc: null,
    tags: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Receita: SUSPENSA')).toBeVisible();
    await expect(canvas.getByText('Monitoramento desativado')).toBeVisible();
    await expect(canvas.getByText('Novo')).toBeVisible();
  },
};

export const MissingData: Story = {
  args: {
    fantasyName: null,
    logoSrc: null,
    situation: null,
    city: null,
    state: null,
    openingDate: null,
    cnpjCount: 1,
    fileCount: 0,
    cnaeCounts: { low_level: 0, medium_level: 0, high_level: 0 },
    tags: [],
    onAccess: undefined,
    onRefresh: undefined,
    onDelete: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 CNPJ · 0 arquivos')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    name: 'Indústria e Comércio de Alimentos Orgânicos Vale Verde do Rio Pardo Ltda.',
    fantasyName: 'Vale Verde Orgânicos e Derivados do Interior Paulista',
    city: 'São José do Rio Pardo',
    registrationCode: '12ABC34501DE35',
    tags: [
      { id: 1, tag: 'Licenciamento ambiental' },
      { id: 2, tag: 'Vigilância sanitária' },
      { id: 3, tag: 'Filiais do interior' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12.ABC.345/01DE-35')).toBeVisible();
  },
};

/** With `onEditTags`: 'Editar tags' at the card's foot opens the caller's tag picker. */
export const EditTags: Story = {
  args: { onEditTags: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar tags de Agro Vale Alimentos Ltda.' }));
    await expect(args.onEditTags).toHaveBeenCalledOnce();
    await expect(within(canvas.getByRole('list', { name: 'Tags' })).getByText('Alimentos')).toBeVisible();
  },
};

/** A grid of cards on a phone: one column, every card inside the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <CardGrid label="Empresas">
      <CompanyCard {...args} />
      <CompanyCard
        {...args}
        name="Farmácia Boa Saúde Comércio de Medicamentos Ltda."
        fantasyName="Drogaria Boa Saúde"
        logoSrc={null}
        registrationCode="98765432000110"
        situation="BAIXADA"
        city="Belo Horizonte"
        state="MG"
        cnaeCounts={{ low_level: 0, medium_level: 1, high_level: 3 }}
        tags={[{ id: 3, tag: 'Licença sanitária' }]}
        href="#/client/companies/43"
      />
    </CardGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    const cells = [...canvas.getByRole('list', { name: 'Empresas' }).querySelectorAll(':scope > li')];
    await expect(cells).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Farmácia Boa Saúde Comércio de Medicamentos Ltda.' })).toBeVisible();
    await expect(canvas.getByText('98.765.432/0001-10')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Wide: Story = {
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  render: (args) => (
    <CardGrid label="Empresas">
      <CompanyCard {...args} />
      <CompanyCard
        {...args}
        name="Transportadora Rota Sul Ltda."
        fantasyName="Rota Sul"
        logoSrc={null}
        registrationCode="11222333000181"
        city="Porto Alegre"
        state="RS"
        href="#/client/companies/44"
      />
      <CompanyCard
        {...args}
        name="Clínica Bem Viver Serviços Médicos Ltda."
        fantasyName={null}
        logoSrc={null}
        registrationCode="44555666000172"
        city="Curitiba"
        state="PR"
        tags={[]}
        href="#/client/companies/45"
      />
      <CompanyCard
        {...args}
        name="Metalúrgica Aço Forte S.A."
        fantasyName="Aço Forte"
        logoSrc={null}
        registrationCode="77888999000163"
        situation="INAPTA"
        city="Joinville"
        state="SC"
        href="#/client/companies/46"
      />
    </CardGrid>
  ),
  play: async ({ canvas }) => {
    const cells = [...canvas.getByRole('list', { name: 'Empresas' }).querySelectorAll(':scope > li')];
    await expect(cells).toHaveLength(4);
    // Four columns from 2080 px: the cards sit on one row.
    const tops = new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(canvas.getByText('Receita: SUSPENSA')).toBeVisible();
  },
};
