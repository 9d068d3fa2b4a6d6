import {
  accountHandlers,
  accountHandlerVariants,
  dashboardHandlers,
  mockStaffClaims,
  notificationHandlers,
  resetAccountMocks,
} from '@product/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '#/stories/AppPage';
import { expectDialogKeepsFocus } from '#/stories/dialog-focus';
import { mapTileHandlers } from '#/stories/map-tiles';
import { pageParameters } from '#/stories/page-stories';
import { dismissToasts, toasts } from '#/stories/toasts';

/** The account lists of /admin/accounts/$type, against the msw accounts, groups and group KPIs. */
const meta = {
  title: 'Pages/Admin/Clientes',
  component: AppPage,
  parameters: pageParameters({
    handlers: [...accountHandlers, ...dashboardHandlers],
    description:
      "/admin/accounts/$type (spec 1 'Account list'): business, affinitys, providers and client views as cards; 'Adicionar' (Business or Provider), 'Editar' (Cliente, Negócio, Fornecedor) and 'Excluir' with Sim/Não; the group filter ('Todos' and every group but 1) for CONFORMA, AFFINITY and EDITOR outside the business view; on the affinitys view the three donuts of the shown groups' KPIs.",
  }),
  args: { path: '/admin/accounts/business' },
  beforeEach: () => resetAccountMocks(),
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvas: ReturnType<typeof within>) => canvas.findByRole('list', { name: 'Lista de clientes' });

/** Opens the menu of the card whose heading is `name` (shown in lowercase) and picks `action`. */
async function cardAction(
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
  name: string,
  action: 'Editar' | 'Excluir',
) {
  const card = await canvas.findByRole('article', { name });
  await userEvent.click(within(card).getByRole('button', { name: `Ações de ${name}` }));
  await userEvent.click(await within(document.body).findByRole('menuitem', { name: action }));
}

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Clientes Business' })).toBeVisible();
    await expect(await grid(canvas)).toHaveTextContent('conforma');
    // The business view is group 1 only: no group filter there (spec 1 §9).
    await expect(canvas.queryByRole('combobox', { name: 'Grupo' })).toBeNull();
    await expect(canvas.getByText(/Mostrando 1 a \d+ de \d+/)).toBeVisible();
  },
};

/** The three charts sit on one row (from the large breakpoint up): their titles share one line. */
async function expectChartsInOneRow(charts: HTMLElement) {
  const titles = ['CNPJs por risco', 'Situação das empresas', 'Status das licenças'].map((name) =>
    within(charts).getByRole('heading', { name }),
  );
  const tops = titles.map((title) => Math.round(title.getBoundingClientRect().top));
  await expect(new Set(tops).size).toBe(1);
}

export const Affinitys: Story = {
  args: { path: '/admin/accounts/affinitys' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Clientes de Affinitys' })).toBeVisible();
    // The title says whose numbers these are: the same accounts as the list below.
    const charts = await canvas.findByRole('region', {
      name: 'Indicadores dos clientes de todos os grupos affinity',
    });
    // 'Todos': the KPIs of every affinity group added up (groups 2 and 3 of the fixtures).
    await expect(
      await within(charts).findByRole(
        'img',
        {
          name: 'CNPJs por risco: total 27. Baixo: 15 (55,6%); Médio: 9 (33,3%); Alto: 3 (11,1%).',
        },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(within(charts).getByRole('heading', { name: 'CNPJs por risco' })).toBeVisible();
    await expect(within(charts).getByRole('heading', { name: 'Situação das empresas' })).toBeVisible();
    await expect(within(charts).getByRole('heading', { name: 'Status das licenças' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Grupo' })).toHaveTextContent('Todos');
    // The list counts the same accounts: the CLIENT accounts of groups 2 and 3, none of group 1
    // (those are the business view's).
    const list = await grid(canvas);
    await expect(list).not.toHaveTextContent('Grupo: Conforma');
    await expect(list).toHaveTextContent('Grupo: Parceiro Minas');
    await expect(list).toHaveTextContent('Grupo: Affinity Contábil');
    await expect(canvas.getByText('Mostrando 1 a 20 de 26')).toBeVisible();
    await expectChartsInOneRow(charts);
  },
};

/** A search narrows only the list; the panel says that the charts still count every client. */
export const AffinitysSearch: Story = {
  args: { path: '/admin/accounts/affinitys?search=padaria' },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    const charts = await canvas.findByRole('region', { name: /^Indicadores dos clientes/ });
    await expect(within(charts).getByText(/A busca filtra só a lista/)).toBeVisible();
  },
};

let kpisDown = true;
const chartsLoadErrorParameters = {
  msw: {
    handlers: [
      http.get('*/api/v1/admin/groupKPI/:groupId', () =>
        kpisDown ? HttpResponse.json({ message: 'Serviço indisponível no momento.' }, { status: 503 }) : undefined,
      ),
      ...accountHandlers,
      ...dashboardHandlers,
    ],
  },
};

/** The §8 error of the charts' numbers, in their place, beside a list that did load. */
async function chartsError(canvas: ReturnType<typeof within>) {
  const charts = await canvas.findByRole('region', { name: /^Indicadores dos clientes/ });
  await expect(
    await within(charts).findByRole('heading', { name: 'Não foi possível carregar os dados.' }, { timeout: 5000 }),
  ).toBeVisible();
  return charts;
}

/**
 * The charts' numbers fail to load: the §8 error ('Não foi possível carregar os dados.', the
 * server's message and 'Tentar novamente') in their place and as a toast, never '0 Total …
 * Nenhum registro para exibir' as if it were data.
 */
export const ChartsLoadError: Story = {
  args: { path: '/admin/accounts/affinitys' },
  parameters: chartsLoadErrorParameters,
  beforeEach: () => {
    kpisDown = true;
  },
  play: async ({ canvas }) => {
    const charts = await chartsError(canvas);
    await expect(within(charts).getByText('Serviço indisponível no momento.')).toBeVisible();
    await expect(within(charts).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(charts).not.toHaveTextContent('Nenhum registro para exibir');
    await expect(charts).not.toHaveTextContent('Total');
    await expect(within(charts).queryByRole('img')).toBeNull();
    await expect(await (await toasts()).findByText('Não foi possível carregar os dados.')).toBeVisible();
    await expect(await grid(canvas)).toBeVisible();
    await dismissToasts();
  },
};

/** 'Tentar novamente' once the server answers again: the charts come back. */
export const ChartsLoadErrorRetry: Story = {
  args: { path: '/admin/accounts/affinitys' },
  parameters: { ...chartsLoadErrorParameters, screenshot: { disable: true } },
  beforeEach: () => {
    kpisDown = true;
  },
  play: async ({ canvas, userEvent }) => {
    const charts = await chartsError(canvas);
    await dismissToasts();
    kpisDown = false;
    await userEvent.click(within(charts).getByRole('button', { name: 'Tentar novamente' }));
    await expect(
      await within(charts).findByRole('img', { name: /^CNPJs por risco: total 27\./ }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const GroupFilter: Story = {
  args: { path: '/admin/accounts/affinitys' },
  play: async ({ canvas, userEvent }) => {
    // The groups arrive with the list; wait for them before opening the select.
    await expect(
      await canvas.findByRole('img', { name: /^CNPJs por risco: total 27\./ }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Grupo' }));
    const options = await within(document.body).findAllByRole('option');
    // Group 1 (the provider's own) is never offered.
    await expect(options.map((option) => option.textContent)).toEqual(['Todos', 'Affinity Contábil', 'Parceiro Minas']);
    await userEvent.click(within(document.body).getByRole('option', { name: 'Parceiro Minas' }));
    const list = await grid(canvas);
    await waitFor(() => expect(list).not.toHaveTextContent('Affinity Contábil'));
    await expect(list).toHaveTextContent('Parceiro Minas');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(
      await canvas.findByRole('region', { name: 'Indicadores dos clientes do grupo Parceiro Minas' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: /^CNPJs por risco: total 27\./ }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A group and a search that find no account: both named, and 'Limpar filtros' clears both. */
export const NothingFoundInGroup: Story = {
  args: { path: '/admin/accounts/affinitys?search=inexistente' },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Nenhum cliente encontrado')).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: /^CNPJs por risco: total 27\./ }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Grupo' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Parceiro Minas' }));
    const filters = within(await canvas.findByRole('list', { name: 'Filtros ativos' }));
    await waitFor(() =>
      expect(filters.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Busca: inexistente',
        'Grupo: Parceiro Minas',
      ]),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    const list = await grid(canvas);
    await expect(list).toHaveTextContent('Affinity Contábil');
    await expect(list).toHaveTextContent('Parceiro Minas');
    await expect(canvas.getByRole('combobox', { name: 'Grupo' })).toHaveTextContent('Todos');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

export const AffinityRoleHidesGroupName: Story = {
  args: { path: '/admin/accounts/affinitys', claims: { ...mockStaffClaims, access_role: 'AFFINITY' } },
  play: async ({ canvas }) => {
    const list = await grid(canvas);
    await expect(list).not.toHaveTextContent('Grupo');
    await expect(canvas.getByRole('combobox', { name: 'Grupo' })).toBeVisible();
  },
};

export const PartnerHasNoGroupFilter: Story = {
  args: { path: '/admin/accounts/providers', claims: { ...mockStaffClaims, access_role: 'PARTNER' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Clientes Providers' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Grupo' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [accountHandlerVariants.empty, ...accountHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Vazio')).toBeVisible();
  },
};

export const NothingFound: Story = {
  args: { path: '/admin/accounts/business?search=inexistente' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Nenhum cliente encontrado')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Filtros ativos' })).toHaveTextContent('Busca: inexistente');
    await expect(canvas.queryByText('Vazio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(await grid(canvas)).toHaveTextContent('conforma');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [accountHandlerVariants.error, ...accountHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Não foi possível carregar os clientes.' })).toBeVisible();
    await dismissToasts();
  },
};

export const AddAccount: Story = {
  args: { path: '/admin/accounts/providers' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Adicionar cliente' });
    // Added from the providers view, the type starts as Provider; the add modal offers Business and Provider.
    const type = within(dialog).getByRole('combobox', { name: 'Tipo' });
    await expect(type).toHaveTextContent('Provider');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(await within(dialog).findByText('Nome obrigatório')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Laticínios Serra Azul');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(await (await toasts()).findByText('Cliente criado')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(await grid(canvas)).toHaveTextContent('laticínios serra azul');
    await dismissToasts();
  },
};

export const EditAccount: Story = {
  play: async ({ canvas, userEvent }) => {
    await cardAction(canvas, userEvent, 'clínica bem viver', 'Editar');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Editar cliente' });
    await expect(within(dialog).getByLabelText('Nome')).toHaveValue('Clínica Bem Viver');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tipo' }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Cliente', 'Negócio', 'Fornecedor']);
    await userEvent.click(within(document.body).getByRole('option', { name: 'Negócio' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Ativo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(await (await toasts()).findByText('Cliente alterado')).toBeVisible();
    const card = await canvas.findByRole('article', { name: 'clínica bem viver' });
    await waitFor(() => expect(within(card).getByText('Inativo')).toBeVisible());
    // The dialog closes itself 1 s after saving (spec 1 §4): photograph the list after that.
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await dismissToasts();
  },
};

export const DeleteAccount: Story = {
  play: async ({ canvas, userEvent }) => {
    await cardAction(canvas, userEvent, 'clínica bem viver', 'Excluir');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Excluir cliente' });
    await expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sim' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(await (await toasts()).findByText('Cliente excluído')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('article', { name: 'clínica bem viver' })).toBeNull());
    await dismissToasts();
  },
};

export const DeleteRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.delete('*/api/v1/admin/client/:id', () =>
          HttpResponse.json({ message: 'A conta do provedor não pode ser excluída.' }, { status: 409 }),
        ),
        ...accountHandlers,
      ],
    },
    screenshot: { viewport: true },
  },
  play: async ({ canvas, userEvent }) => {
    // The server refuses (here: the provider's own account) and says why; the card stays.
    await cardAction(canvas, userEvent, 'conforma', 'Excluir');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Excluir cliente' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sim' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const shown = await toasts();
    await expect(await shown.findByText('Não foi possível excluir este cliente.')).toBeVisible();
    await expect(shown.getByText('A conta do provedor não pode ser excluída.')).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'conforma' })).toBeVisible();
    await dismissToasts();
  },
};

export const Mobile: Story = {
  args: { path: '/admin/accounts/affinitys' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await grid(canvas)).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: /^CNPJs por risco: total 27\./ }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Wide: Story = {
  args: { path: '/admin/accounts/affinitys' },
  globals: { viewport: { value: 'ultrawide', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await grid(canvas)).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: /^CNPJs por risco: total 27\./ }, { timeout: 5000 }),
    ).toBeVisible();
    await expectChartsInOneRow(canvas.getByRole('region', { name: /^Indicadores dos clientes/ }));
  },
};

/** The account's name enters the client (spec 1 §2): 'Cliente carregado!' and its dashboard, with the way back. */
export const EnterClient: Story = {
  parameters: {
    msw: { handlers: [...accountHandlers, ...dashboardHandlers, ...notificationHandlers, ...mapTileHandlers] },
    screenshot: { disable: true },
  },
  args: { path: '/admin/accounts/affinitys?search=padaria' },
  play: async ({ canvas, userEvent }) => {
    const card = await canvas.findByRole('article', { name: 'padaria pão dourado' });
    await userEvent.click(within(card).getByRole('button', { name: 'padaria pão dourado' }));
    await expect(await (await toasts()).findByText('Cliente carregado!')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
    const back = canvas.getByRole('button', { name: /Cliente:\s*Padaria Pão Dourado/ });
    await userEvent.click(back);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Clientes Business' })).toBeVisible();
    await expect(canvas.queryByText(/Cliente:/)).toBeNull();
  },
};

/** 'Adicionar' by keyboard: the focus starts on 'Nome', stays in the dialog, and Escape gives it back to 'Adicionar'. */
export const AddDialogFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const opener = await canvas.findByRole('button', { name: 'Adicionar' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await expectDialogKeepsFocus({ name: 'Adicionar cliente', firstField: 'Nome', opener, userEvent });
  },
  // Keyboard behaviour: the list's picture is Playground's.
  parameters: { screenshot: { disable: true } },
};

/** 'Editar' from a card's menu: the same focus round, back to the card's menu button. */
export const EditDialogFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await cardAction(canvas, userEvent, 'clínica bem viver', 'Editar');
    const card = await canvas.findByRole('article', { name: 'clínica bem viver' });
    const opener = within(card).getByRole('button', { name: 'Ações de clínica bem viver' });
    await expectDialogKeepsFocus({ name: 'Editar cliente', firstField: 'Nome', opener, userEvent });
  },
  parameters: { screenshot: { disable: true } },
};
