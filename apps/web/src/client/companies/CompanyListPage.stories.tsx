import type { CompanyListItem } from '@product/api/client';
import {
  companyHandlers,
  companyImportHandlers,
  fixtureNow,
  mockClientAdminClaims,
  mockClientUserClaims,
  mockStaffInClientClaims,
  resetCompanyMocks,
  resetImportJobMocks,
  seedImportJob,
  tagHandlers,
} from '@product/api/mocks';
import { toWireDate } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '#/stories/AppPage';
import { type Canvas, pageParameters } from '#/stories/page-stories';
import { dismissToasts, toasts } from '#/stories/toasts';

/** The companies list of a client account, against the msw companies and tags. */
const meta = {
  title: 'Pages/Client/Companies',
  component: AppPage,
  parameters: pageParameters({
    handlers: [...companyImportHandlers, ...companyHandlers, ...tagHandlers],
    description:
      "/client/companies (spec 2 §2 'Companies list'): card grid with logo, name, fantasy name, CNPJ, the Receita's situation ('Receita: ATIVA', INAPTA as SUSPENSA), city/UF, opening date, CNPJ and file counts, CNAEs by risk and tags; 'Monitoramento desativado' for a company disabled here, and 'Novo'; the tag filter with its rule ('Qualquer uma das tags' by default, or 'Todas as tags'), search, page size and page in the URL; a search or filter that finds nothing says 'Nenhuma empresa encontrada' with the search and tags in force and 'Limpar filtros' ('Vazio' only for an account without companies); Adicionar (CNPJ, numeric or alphanumeric), Importar, Exportar; each card's menu Acessar / Atualizar dados / Excluir and 'Editar tags' (renaming or deleting a tag there asks first: it changes every company of the account). Buttons follow the permission codes of spec 2 §6; without GET_COMPANY the page shows 'Acesso restrito'.",
  }),
  args: { path: '/client/companies', claims: mockClientAdminClaims },
  // Each story starts from the same companies and tags, whatever the previous one changed.
  beforeEach: () => {
    resetCompanyMocks();
    resetImportJobMocks();
  },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvas: Canvas) => canvas.findByRole('list', { name: 'Lista de empresas' });
/** The cards' names, in order. */
const names = async (canvas: Canvas) =>
  within(await grid(canvas))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const card = async (canvas: Canvas, name: string) =>
  within(await grid(canvas))
    .getByRole('heading', { level: 2, name })
    .closest('article') as HTMLElement;
const body = () => within(document.body);
/** `?tags=[3,4]` as the router writes it. */
const tagsQuery = (ids: number[]) => `tags=${encodeURIComponent(JSON.stringify(ids))}`;

/** Counts the calls a story must not make (they still get the mock's answer). */
function spyOn(method: 'get' | 'post', path: string, handlers: HttpHandler[]) {
  const calls: Request[] = [];
  const spy = http[method](path, ({ request }) => {
    calls.push(request.clone());
    return undefined;
  });
  return { calls, handlers: [spy, ...handlers] };
}

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    const actions = ['Adicionar', 'Importar', 'Exportar'];
    for (const name of actions) await expect(canvas.getByRole('button', { name })).toBeVisible();
    await expect(await names(canvas)).toHaveLength(11);
    await expect(canvas.getByText('Mostrando 1 a 11 de 11')).toBeVisible();

    const bakery = within(await card(canvas, 'Padaria Pão Dourado Ltda'));
    await expect(bakery.getByRole('link', { name: 'Padaria Pão Dourado Ltda' })).toHaveAttribute(
      'href',
      '/client/companies/1',
    );
    await expect(bakery.getByText('Pão Dourado')).toBeVisible();
    await expect(bakery.getByText('12.345.678/0001-95')).toBeVisible();
    await expect(bakery.getByText('Belo Horizonte/MG')).toBeVisible();
    await expect(bakery.getByText('01/01/1995')).toBeVisible();
    await expect(bakery.getByText('2 CNPJs · 7 arquivos')).toBeVisible();
    await expect(bakery.getByText('Baixo: 1')).toBeVisible();
    await expect(bakery.getByText('Médio: 1')).toBeVisible();
    await expect(within(bakery.getByRole('list', { name: 'Tags' })).getByText('Prioridade')).toBeVisible();
    await expect(bakery.getByText('Novo')).toBeVisible();

    // INAPTA reads SUSPENSA, labelled the Receita's; a company disabled here says its monitoring
    // is off (never a bare 'Inativo' beside 'ATIVA'); older than 30 days is not 'Novo'.
    const clinic = within(await card(canvas, 'Clínica Bem Viver Ltda'));
    await expect(clinic.getByText('Receita: SUSPENSA')).toBeVisible();
    await expect(clinic.queryByText('Novo')).toBeNull();
    const disabled = within(await card(canvas, 'Construtora Horizonte Azul Ltda'));
    await expect(disabled.getByText('Monitoramento desativado')).toBeVisible();
    await expect(disabled.queryByText('Inativo')).toBeNull();
    // The alphanumeric CNPJ in its mask.
    const tech = within(await card(canvas, 'Tecnologia Nova Era Ltda'));
    await expect(tech.getByText(/^12\.ABC\.345\/0001-\d\d$/)).toBeVisible();
  },
};

/** Two tags chosen in the URL: by default the companies carrying any of them, and the rule says so. */
export const TagFilter: Story = {
  args: { path: `/client/companies?${tagsQuery([3, 4])}` },
  play: async ({ canvas }) => {
    await waitFor(async () =>
      expect(await names(canvas)).toEqual([
        'Restaurante Sabor Mineiro Ltda',
        'Hotel Mar de Minas Ltda',
        'Oficina Mecânica Dois Irmãos ME',
        'Clínica Bem Viver Ltda',
        'Supermercado Bom Preço S.A.',
        'Padaria Pão Dourado Ltda',
      ]),
    );
    // The tags' names come with their own call, which may answer after the list: wait for it.
    const chosen = within(canvas.getByRole('list', { name: 'Tags: selecionados' }));
    await expect(await chosen.findByText('Região Metropolitana')).toBeVisible();
    await expect(chosen.getByText('VIP')).toBeVisible();
    const rule = within(canvas.getByRole('group', { name: 'Mostrar empresas com' }));
    await expect(rule.getByRole('radio', { name: 'Qualquer uma das tags' })).toBeChecked();
    await expect(rule.getByRole('radio', { name: 'Todas as tags' })).not.toBeChecked();
  },
};

const ruleSpy = spyOn('get', '*/api/v1/client/company', [...companyImportHandlers, ...companyHandlers, ...tagHandlers]);

/** 'Todas as tags' narrows the grid to the companies carrying both; the rule goes to the server. */
export const TagFilterAll: Story = {
  args: { path: `/client/companies?${tagsQuery([3, 4])}` },
  parameters: { msw: { handlers: ruleSpy.handlers }, screenshot: { widths: [320, 1440] } },
  beforeEach: () => {
    ruleSpy.calls.length = 0;
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(async () => expect(await names(canvas)).toHaveLength(6));
    await userEvent.click(canvas.getByRole('radio', { name: 'Todas as tags' }));
    await waitFor(async () => expect(await names(canvas)).toEqual(['Hotel Mar de Minas Ltda']));
    await expect(canvas.getByRole('radio', { name: 'Todas as tags' })).toBeChecked();
    const sent = ruleSpy.calls.map((request) => new URL(request.url).searchParams);
    await expect(sent.map((query) => [query.get('tag'), query.get('tag_match')])).toEqual([
      ['3,4', 'any'],
      ['3,4', 'all'],
    ]);
  },
};

/** Removing one of two tags under 'Todas as tags' widens the grid. */
export const TagFilterRemove: Story = {
  args: { path: `/client/companies?${tagsQuery([3, 4])}&tagMatch=all` },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await waitFor(async () => expect(await names(canvas)).toEqual(['Hotel Mar de Minas Ltda']));
    await expect(canvas.getByRole('radio', { name: 'Todas as tags' })).toBeChecked();
    const chosen = within(canvas.getByRole('list', { name: 'Tags: selecionados' }));
    await userEvent.click(await chosen.findByRole('button', { name: 'Remover Região Metropolitana' }));
    await waitFor(async () =>
      expect(await names(canvas)).toEqual([
        'Hotel Mar de Minas Ltda',
        'Clínica Bem Viver Ltda',
        'Supermercado Bom Preço S.A.',
      ]),
    );
  },
};

/**
 * Tags no company carries together, under 'Todas as tags', and a search (issue 25: 0 of 9 and a bare
 * 'Vazio'): the filtered list says 'Nenhuma empresa encontrada', names the search and the tags with
 * their rule, and 'Limpar filtros' brings every company back.
 */
export const NothingFoundUnderTags: Story = {
  args: { path: `/client/companies?${tagsQuery([2, 4])}&tagMatch=all&search=ltda` },
  parameters: { screenshot: { widths: [320, 1440] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhuma empresa encontrada')).toBeVisible();
    await expect(canvas.queryByText('Vazio')).toBeNull();
    const filters = within(canvas.getByRole('list', { name: 'Filtros ativos' }));
    await waitFor(() =>
      expect(filters.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Busca: ltda',
        'Tags (todas): Prioridade, VIP',
      ]),
    );
    await expect(canvas.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
  },
};

/** 'Limpar filtros' clears the search, the tags and their rule: every company is back. */
export const ClearFiltersUnderTags: Story = {
  args: { path: `/client/companies?${tagsQuery([2, 4])}&tagMatch=all&search=ltda` },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Limpar filtros' }));
    await waitFor(async () => expect(await names(canvas)).toHaveLength(11));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.queryByRole('list', { name: 'Tags: selecionados' })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Qualquer uma das tags' })).toBeChecked();
    await expect(canvas.queryByText('Nenhuma empresa encontrada')).toBeNull();
  },
};

/** One tag alone names it without a rule. */
export const NothingFoundUnderOneTag: Story = {
  args: { path: `/client/companies?${tagsQuery([1])}&search=padaria` },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhuma empresa encontrada')).toBeVisible();
    const filters = within(canvas.getByRole('list', { name: 'Filtros ativos' }));
    await waitFor(() =>
      expect(filters.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Busca: padaria',
        'Tag: Filiais',
      ]),
    );
  },
};

/** Choosing tags in the filter's list. */
export const TagFilterChoose: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Tags' }));
    await userEvent.click(await body().findByRole('option', { name: 'Filiais' }));
    await waitFor(async () =>
      expect(await names(canvas)).toEqual(['Construtora Horizonte Azul Ltda', 'Supermercado Bom Preço S.A.']),
    );
    await userEvent.keyboard('{Escape}');
  },
  parameters: { screenshot: { disable: true } },
};

/** Typing searches 1 s after the last key, from the first page. */
export const Search: Story = {
  args: { path: '/client/companies?page=0&limit=10' },
  play: async ({ canvas, userEvent }) => {
    await expect(await names(canvas)).toHaveLength(10);
    await userEvent.type(canvas.getByRole('searchbox'), 'bem viver');
    // Not before the debounce.
    await expect(await names(canvas)).toHaveLength(10);
    await waitFor(async () => expect(await names(canvas)).toEqual(['Clínica Bem Viver Ltda']), { timeout: 3000 });
    await expect(canvas.getByText('Mostrando 1 a 1 de 1')).toBeVisible();
  },
};

export const NothingFound: Story = {
  args: { path: '/client/companies?search=xilogravura' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhuma empresa encontrada')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Filtros ativos' })).toHaveTextContent('Busca: xilogravura');
    await expect(canvas.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('xilogravura');
  },
};

/** 'Limpar filtros' clears the search. */
export const ClearFilters: Story = {
  args: { path: '/client/companies?search=xilogravura' },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Limpar filtros' }));
    await expect(await names(canvas)).toHaveLength(11);
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/client/company', () => HttpResponse.json({ items: [], total: 0, pages_in_range: 0 })),
        ...tagHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Vazio')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Adicionar' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/client/company', () =>
          HttpResponse.json({ message: 'Banco de dados indisponível.' }, { status: 503 }),
        ),
        ...tagHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Não foi possível carregar as empresas.' })).toBeVisible();
    const shown = await toasts();
    await expect(shown.getByText('Não foi possível carregar as empresas.')).toBeVisible();
    await expect(shown.getByText('Banco de dados indisponível.')).toBeVisible();
    await dismissToasts();
  },
};

/** The tags fail alone: their toast, and the companies still listed. */
export const TagsLoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/client/tags', () =>
          HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 }),
        ),
        ...companyImportHandlers,
        ...companyHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const shown = await toasts();
    await expect(await shown.findByText('Não foi possível carregar as tags.')).toBeVisible();
    await expect(shown.getByText('Serviço indisponível.')).toBeVisible();
    await expect(await names(canvas)).toHaveLength(11);
    await dismissToasts();
  },
};

const longCompany = (id: number, name: string, fantasy: string, tags: string[]): CompanyListItem => ({
  id,
  name,
  enabled: id % 2 === 0,
  createdAt: toWireDate(fixtureNow),
  logoSrc: null,
  registrationFantasyName: fantasy,
  registrationCode: id === 1 ? '12ABC34501DE35' : '11222333000181',
  registrationSituation: 'INAPTA',
  registrationCreatedAt: '1999-12-31',
  systemCityName: 'São José do Rio Preto e Região Metropolitana do Noroeste Paulista',
  systemStateAlias: 'SP',
  totalCNPJ: 1234,
  totalFiles: 98765,
  cnaes: { lowLevel: [], mediumLevel: [], highLevel: [] },
  tags: tags.map((tag, index) => ({ id: index + 1, tag })),
});

export const LongNames: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/client/company', () =>
          HttpResponse.json({
            items: [
              longCompany(
                1,
                'Indústria e Comércio de Alimentos Orgânicos Vale Verde do Rio Pardo e Região Ltda.',
                'Vale Verde Orgânicos, Derivados e Distribuição do Interior Paulista',
                [
                  'Filiais da Região Metropolitana de Belo Horizonte com alvará em renovação',
                  'Licença sanitária pendente na Vigilância Sanitária Municipal',
                  'VIP',
                ],
              ),
              longCompany(
                2,
                'CooperativaAgroindustrialDosProdutoresRuraisDoValeDoJequitinhonhaLtda',
                'SemEspaçosNoNomeFantasiaParaQuebrarALinha',
                ['TagSemEspaçosMuitoLongaParaCaberNoCartãoDaEmpresa'],
              ),
            ],
            total: 2,
            pages_in_range: 1,
          }),
        ),
        ...tagHandlers,
      ],
    },
    screenshot: { widths: [320, 1440] },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await names(canvas)).toHaveLength(2);
    await expect(canvas.getByText('12.ABC.345/01DE-35')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const AddCompany: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Adicionar empresa' }));
    const field = dialog.getByLabelText('CNPJ');
    await userEvent.type(field, '11222333000181');
    await expect(field).toHaveValue('11.222.333/0001-81');
    await userEvent.click(dialog.getByRole('button', { name: 'Adicionar' }));
    await expect(await (await toasts()).findByText('Empresa criada')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent('Empresa criada');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    // The list was asked again: the new company (newest id first) heads the grid.
    await waitFor(async () => expect((await names(canvas))[0]).toBe('NOVA EMPRESA 11222333 LTDA'));
    await expect(canvas.getByText('Mostrando 1 a 12 de 12')).toBeVisible();
    await dismissToasts();
  },
};

/** The alphanumeric CNPJ (letters in the first 12 positions) is accepted and sent without the mask. */
export const AddAlphanumericCnpj: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Adicionar empresa' }));
    await userEvent.type(dialog.getByLabelText('CNPJ'), '12abc34501de35');
    await expect(dialog.getByLabelText('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    await userEvent.click(dialog.getByRole('button', { name: 'Adicionar' }));
    // Same root as 'Tecnologia Nova Era': the server's own refusal, listed and toasted.
    await expect(await dialog.findByText(/Já existe uma empresa com a mesma raiz/)).toBeVisible();
    await expect((await toasts()).getByText('Não foi possível criar a empresa.')).toBeVisible();
    await dismissToasts();
  },
  parameters: { screenshot: { viewport: true } },
};

const createSpy = spyOn('post', '*/api/v1/client/company', [
  ...companyImportHandlers,
  ...companyHandlers,
  ...tagHandlers,
]);

/** Empty, short and mistyped CNPJs are refused in the dialog; nothing reaches the server. */
export const AddInvalidCnpj: Story = {
  parameters: { msw: { handlers: createSpy.handlers }, screenshot: { viewport: true } },
  beforeEach: () => {
    createSpy.calls.length = 0;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Adicionar empresa' }));
    const field = dialog.getByLabelText('CNPJ');
    const submit = dialog.getByRole('button', { name: 'Adicionar' });
    await userEvent.click(submit);
    await expect(await dialog.findByText('CNPJ é obrigatório.')).toBeVisible();
    await userEvent.type(field, '1122233300');
    await userEvent.click(submit);
    await expect(await dialog.findByText('CNPJ incompleto: informe os 14 caracteres.')).toBeVisible();
    await userEvent.type(field, '0182');
    await userEvent.click(submit);
    await expect(await dialog.findByText('CNPJ inválido: os dígitos verificadores não conferem.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(createSpy.calls).toHaveLength(0);
  },
};

export const DeleteCompany: Story = {
  play: async ({ canvas, userEvent }) => {
    const tech = within(await card(canvas, 'Tecnologia Nova Era Ltda'));
    await userEvent.click(tech.getByRole('button', { name: 'Ações de Tecnologia Nova Era Ltda' }));
    const menu = within(await body().findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Acessar',
      'Atualizar dados',
      'Excluir',
    ]);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Excluir' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Excluir empresa' }));
    await expect(dialog.getByText('Tecnologia Nova Era Ltda')).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Excluir' });
    await expect(dialog.getByRole('radio', { name: 'Não' })).toBeChecked();
    await expect(confirm).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Sim' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Não' }));
    await expect(confirm).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Sim' }));
    await userEvent.click(confirm);
    await expect(await (await toasts()).findByText('Empresa excluída')).toBeVisible();
    await waitFor(async () => expect(await names(canvas)).not.toContain('Tecnologia Nova Era Ltda'));
    await expect(body().queryByRole('dialog')).toBeNull();
    await dismissToasts();
  },
};

export const DeleteRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.delete('*/api/v1/client/company/:id', () =>
          HttpResponse.json({ message: 'Empresa não encontrada.' }, { status: 404 }),
        ),
        ...companyImportHandlers,
        ...companyHandlers,
        ...tagHandlers,
      ],
    },
    screenshot: { disable: true },
  },
  play: async ({ canvas, userEvent }) => {
    const bakery = within(await card(canvas, 'Padaria Pão Dourado Ltda'));
    await userEvent.click(bakery.getByRole('button', { name: 'Ações de Padaria Pão Dourado Ltda' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Excluir' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Excluir empresa' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Sim' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    const shown = await toasts();
    await expect(await shown.findByText('Não foi possível excluir esta empresa.')).toBeVisible();
    await expect(shown.getByText('Empresa não encontrada.')).toBeVisible();
    await dismissToasts();
  },
};

/** 'Atualizar dados': the info toast while the registry answers, then the success toast. */
export const RefreshData: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/v1/client/company/:id/update-data', async () => {
          // The registry takes a moment: the info toast is on screen meanwhile.
          await delay(800);
          return HttpResponse.json({ message: 'Empresa atualizada', lastUpdateInDays: 0 });
        }),
        ...companyImportHandlers,
        ...companyHandlers,
        ...tagHandlers,
      ],
    },
    screenshot: { disable: true },
  },
  play: async ({ canvas, userEvent }) => {
    const bakery = within(await card(canvas, 'Padaria Pão Dourado Ltda'));
    await userEvent.click(bakery.getByRole('button', { name: 'Ações de Padaria Pão Dourado Ltda' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Atualizar dados' }));
    const shown = await toasts();
    await expect(await shown.findByText('Atualizando empresa')).toBeVisible();
    await expect(shown.getByText('Aguarde...')).toBeVisible();
    await expect(await shown.findByText('Empresa atualizada', {}, { timeout: 3000 })).toBeVisible();
    await expect(shown.getByText(/aba Dados/)).toBeVisible();
    await waitFor(() => expect(shown.queryByText('Atualizando empresa')).toBeNull());
    await dismissToasts();
  },
};

/**
 * 'Atualizar dados' with a fast registry (the mock answers at once): 'Atualizando empresa /
 * Aguarde...' still shows, stays readable, and then gives way to the result (issue 25).
 */
export const RefreshDataFastRegistry: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const bakery = within(await card(canvas, 'Padaria Pão Dourado Ltda'));
    await userEvent.click(bakery.getByRole('button', { name: 'Ações de Padaria Pão Dourado Ltda' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Atualizar dados' }));
    const shown = await toasts();
    await expect(await shown.findByText('Atualizando empresa')).toBeVisible();
    await expect(shown.getByText('Aguarde...')).toBeVisible();
    // The registry has long answered; the info toast is still there to be read.
    await delay(700);
    await expect(shown.getByText('Atualizando empresa')).toBeVisible();
    await expect(shown.queryByText('Empresa atualizada')).toBeNull();
    await expect(await shown.findByText('Empresa atualizada', {}, { timeout: 3000 })).toBeVisible();
    await waitFor(() => expect(shown.queryByText('Atualizando empresa')).toBeNull());
    await dismissToasts();
  },
};

export const RefreshFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/v1/client/company/:id/update-data', () =>
          HttpResponse.json({ message: 'A Receita Federal não respondeu. Tente mais tarde.' }, { status: 502 }),
        ),
        ...companyImportHandlers,
        ...companyHandlers,
        ...tagHandlers,
      ],
    },
    screenshot: { disable: true },
  },
  play: async ({ canvas, userEvent }) => {
    const bakery = within(await card(canvas, 'Padaria Pão Dourado Ltda'));
    await userEvent.click(bakery.getByRole('button', { name: 'Ações de Padaria Pão Dourado Ltda' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Atualizar dados' }));
    const shown = await toasts();
    // The info toast is shown a moment first, whatever the answer.
    await expect(
      await shown.findByText('Não foi possível atualizar os dados desta empresa.', {}, { timeout: 3000 }),
    ).toBeVisible();
    await expect(shown.getByText('A Receita Federal não respondeu. Tente mais tarde.')).toBeVisible();
    await waitFor(() => expect(shown.queryByText('Atualizando empresa')).toBeNull());
    await dismissToasts();
  },
};

/** 'Acessar' opens the company page. */
export const AccessCompany: Story = {
  play: async ({ canvas, userEvent }) => {
    const clinic = within(await card(canvas, 'Clínica Bem Viver Ltda'));
    await userEvent.click(clinic.getByRole('button', { name: 'Ações de Clínica Bem Viver Ltda' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Acessar' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { level: 1, name: 'Empresas' })).toBeNull());
  },
  parameters: { screenshot: { disable: true } },
};

/** A company's tags: tick one, create one (ticked at once), save the whole set; the card follows. */
export const EditTags: Story = {
  play: async ({ canvas, userEvent }) => {
    const tech = within(await card(canvas, 'Tecnologia Nova Era Ltda'));
    await userEvent.click(tech.getByRole('button', { name: 'Editar tags de Tecnologia Nova Era Ltda' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Tags da empresa' }));
    await expect(dialog.getByRole('checkbox', { name: 'VIP' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'VIP' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nova tag' }), 'Auditoria 2026{Enter}');
    const shown = await toasts();
    await expect(await shown.findByText('Tag criada')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'Auditoria 2026' })).toBeChecked());
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await shown.findByText('Tags da empresa atualizadas')).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    const tags = within(within(await card(canvas, 'Tecnologia Nova Era Ltda')).getByRole('list', { name: 'Tags' }));
    await waitFor(() =>
      expect(tags.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Auditoria 2026', 'VIP']),
    );
    await dismissToasts();
  },
};

/** Opens the tags dialog of a company. */
async function openTags(canvas: Canvas, userEvent: { click: (element: Element) => Promise<void> }, name: string) {
  await userEvent.click(within(await card(canvas, name)).getByRole('button', { name: `Editar tags de ${name}` }));
  return within(await body().findByRole('dialog', { name: 'Tags da empresa' }));
}

/**
 * Renaming and deleting act on the whole account, so each asks first (issue 25): renaming says it
 * renames the tag everywhere; deleting asks 'Sim'/'Não' and says how many companies carry the tag.
 * Confirmed, every card follows, and 'Cancelar' of the company's dialog does not bring them back.
 */
export const RenameAndDeleteTag: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openTags(canvas, userEvent, 'Padaria Pão Dourado Ltda');
    await expect(dialog.getByText(/vale na hora para todas as empresas da conta/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Renomear Prioridade' }));
    const rename = dialog.getByRole('textbox', { name: 'Novo nome da tag Prioridade' });
    await userEvent.clear(rename);
    await userEvent.type(rename, 'Urgente{Enter}');
    const confirmRename = within(await body().findByRole('dialog', { name: 'Renomear tag' }));
    await expect(confirmRename.getByText('“Prioridade” passará a se chamar “Urgente”.')).toBeVisible();
    await expect(
      confirmRename.getByText(
        'A tag será renomeada em todas as empresas que a usam. Esta tag está em 2 empresas, incluindo esta.',
      ),
    ).toBeVisible();
    await userEvent.click(confirmRename.getByRole('button', { name: 'Renomear' }));
    const shown = await toasts();
    await expect(await shown.findByText('Tag atualizada')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'Urgente' })).toBeChecked());

    await userEvent.click(dialog.getByRole('button', { name: 'Excluir VIP' }));
    const confirmDelete = within(await body().findByRole('dialog', { name: 'Excluir tag' }));
    await expect(confirmDelete.getByText('Esta tag está em 3 empresas.')).toBeVisible();
    await expect(confirmDelete.getByRole('radio', { name: 'Não' })).toBeChecked();
    await expect(confirmDelete.getByRole('button', { name: 'Excluir' })).toBeDisabled();
    await userEvent.click(confirmDelete.getByRole('radio', { name: 'Sim' }));
    await userEvent.click(confirmDelete.getByRole('button', { name: 'Excluir' }));
    await expect(await shown.findByText('Tag excluída')).toBeVisible();
    await waitFor(() => expect(dialog.queryByRole('checkbox', { name: 'VIP' })).toBeNull());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(async () =>
      expect(within(await card(canvas, 'Padaria Pão Dourado Ltda')).getByText('Urgente')).toBeVisible(),
    );
    await expect(within(await card(canvas, 'Hotel Mar de Minas Ltda')).queryByText('VIP')).toBeNull();
    await dismissToasts();
  },
  parameters: { screenshot: { disable: true } },
};

/** Backing out of either confirmation changes nothing, for this company or any other. */
export const RenameAndDeleteTagDeclined: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openTags(canvas, userEvent, 'Padaria Pão Dourado Ltda');
    await userEvent.click(dialog.getByRole('button', { name: 'Renomear Prioridade' }));
    const rename = dialog.getByRole('textbox', { name: 'Novo nome da tag Prioridade' });
    await userEvent.clear(rename);
    await userEvent.type(rename, 'Urgente{Enter}');
    const confirmRename = within(await body().findByRole('dialog', { name: 'Renomear tag' }));
    await userEvent.click(confirmRename.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Renomear tag' })).toBeNull());
    await expect(dialog.getByRole('checkbox', { name: 'Prioridade' })).toBeChecked();

    await userEvent.click(dialog.getByRole('button', { name: 'Excluir VIP' }));
    const confirmDelete = within(await body().findByRole('dialog', { name: 'Excluir tag' }));
    await userEvent.click(confirmDelete.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Excluir tag' })).toBeNull());
    await expect(dialog.getByRole('checkbox', { name: 'VIP' })).toBeVisible();
    await expect(body().queryByText('Tag atualizada')).toBeNull();
    await expect(body().queryByText('Tag excluída')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(within(await card(canvas, 'Hotel Mar de Minas Ltda')).getByText('VIP')).toBeVisible();
    await expect(within(await card(canvas, 'Padaria Pão Dourado Ltda')).getByText('Prioridade')).toBeVisible();
  },
  parameters: { screenshot: { disable: true } },
};

/** The deletion's question over the company's dialog: a tag no company carries says so. */
export const DeleteUnusedTagConfirmation: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openTags(canvas, userEvent, 'Escola Pequeno Saber Ltda');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nova tag' }), 'Auditoria 2026{Enter}');
    // Created and ticked here, but not saved: no company carries it yet.
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'Auditoria 2026' })).toBeChecked());
    await dismissToasts();
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir Auditoria 2026' }));
    const confirmDelete = within(await body().findByRole('dialog', { name: 'Excluir tag' }));
    await expect(confirmDelete.getByText('Nenhuma empresa usa esta tag.')).toBeVisible();
    await expect(confirmDelete.getByText(/retirada de todas as empresas que a usam/)).toBeVisible();
  },
  parameters: { screenshot: { viewport: true } },
};

/** The rename's question, over the company's dialog. */
export const RenameTagConfirmation: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openTags(canvas, userEvent, 'Hotel Mar de Minas Ltda');
    await userEvent.click(dialog.getByRole('button', { name: 'Renomear VIP' }));
    const rename = dialog.getByRole('textbox', { name: 'Novo nome da tag VIP' });
    await userEvent.clear(rename);
    await userEvent.type(rename, 'Clientes especiais{Enter}');
    const confirmRename = within(await body().findByRole('dialog', { name: 'Renomear tag' }));
    await expect(
      confirmRename.getByText(
        'A tag será renomeada em todas as empresas que a usam. Esta tag está em 3 empresas, incluindo esta.',
      ),
    ).toBeVisible();
  },
  parameters: { screenshot: { viewport: true } },
};

/** A refused tag change shows only the server's message, as the title. */
export const TagRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    const tech = within(await card(canvas, 'Tecnologia Nova Era Ltda'));
    await userEvent.click(tech.getByRole('button', { name: 'Editar tags de Tecnologia Nova Era Ltda' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Tags da empresa' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nova tag' }), 'vip{Enter}');
    const toast = (await (await toasts()).findByText('Já existe uma tag com este nome.')).closest(
      '[data-sonner-toast]',
    ) as HTMLElement;
    await expect(toast).toBeVisible();
    await expect(toast.querySelector('[data-description]')).toBeNull();
    await dismissToasts();
  },
  parameters: { screenshot: { viewport: true } },
};

const listSpy = spyOn('get', '*/api/v1/client/company', [...companyImportHandlers, ...companyHandlers, ...tagHandlers]);

/** A USER without GET_COMPANY: 'Acesso restrito' in the page, and the list is never asked for. */
export const UserWithoutGetCompany: Story = {
  args: { claims: mockClientUserClaims(['CREATE_COMPANY', 'UPDATE_COMPANY', 'DELETE_COMPANY']) },
  parameters: { msw: { handlers: listSpy.handlers } },
  beforeEach: () => {
    listSpy.calls.length = 0;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Acesso restrito' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Adicionar' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Exportar' })).toBeNull();
    await expect(listSpy.calls).toHaveLength(0);
  },
};

/** A USER with GET_COMPANY only: Exportar and Acessar, nothing that changes a company. */
export const UserReadOnly: Story = {
  args: { claims: mockClientUserClaims(['GET_COMPANY']) },
  play: async ({ canvas, userEvent }) => {
    await expect(await names(canvas)).toHaveLength(11);
    await expect(canvas.getByRole('button', { name: 'Exportar' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Adicionar' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Importar' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Editar tags/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ações de Tecnologia Nova Era Ltda' }));
    const menu = within(await body().findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Acessar']);
    await userEvent.keyboard('{Escape}');
  },
};

/** A USER who may add and update but not delete: no 'Excluir' in the menu. */
export const UserWithoutDelete: Story = {
  args: { claims: mockClientUserClaims(['GET_COMPANY', 'CREATE_COMPANY', 'UPDATE_COMPANY']) },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('button', { name: 'Adicionar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Importar' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Ações de Tecnologia Nova Era Ltda' }));
    const menu = within(await body().findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Acessar', 'Atualizar dados']);
    await userEvent.keyboard('{Escape}');
  },
  parameters: { screenshot: { disable: true } },
};

/** Staff inside the client: every button, and the 'Cliente:' box back to administration. */
export const StaffInsideClient: Story = {
  args: { claims: mockStaffInClientClaims },
  play: async ({ canvas }) => {
    await expect(await names(canvas)).toHaveLength(11);
    for (const name of ['Adicionar', 'Importar', 'Exportar']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: /Cliente:\s*Padaria Pão Dourado/ })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await names(canvas)).toHaveLength(11);
    await expect(canvas.getByRole('button', { name: 'Adicionar' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A large import running on the server (issue 13): the list says so and reopens its progress. */
export const ImportRunning: Story = {
  beforeEach: () => {
    seedImportJob({
      fileName: 'filiais.xlsx',
      sent: 5000,
      done: 1200,
      moving: false,
      createdAt: new Date('2026-11-22T11:50:00Z'),
      updatedAt: new Date('2026-11-22T12:00:00Z'),
    });
    // 'Ver andamento' follows the job in local storage: forgotten after the story.
    return () => localStorage.removeItem('conforma.companies.importJob.v1');
  },
  play: async ({ canvas, userEvent }) => {
    const banner = await canvas.findByRole('region', { name: 'Importações em andamento' });
    await expect(within(banner).getByText('Importação em andamento — 1.200 de 5.000')).toBeVisible();
    await expect(within(banner).getByText(/filiais\.xlsx/)).toBeVisible();
    await userEvent.click(within(banner).getByRole('button', { name: 'Ver andamento' }));
    const dialog = await body().findByRole('dialog', { name: 'Importar empresas' });
    const bar = await within(dialog).findByRole('progressbar', { name: 'CNPJs consultados' });
    await expect(bar).toHaveAttribute('aria-valuetext', '1.200 de 5.000');
    await expect(within(dialog).getByText('Cerca de 32 min restantes')).toBeVisible();
  },
};
