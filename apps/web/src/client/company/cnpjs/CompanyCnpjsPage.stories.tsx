import {
  companyFixtures,
  companyHandlers,
  mockClientAdminClaims,
  mockClientUserClaims,
  mockStaffInClientClaims,
  resetCompanyMocks,
} from '@product/api/mocks';
import { cnpjCheckDigits, toWireDate } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '#/stories/AppPage';
import { listPage } from '#/stories/list-page';
import { dialogNamed, pageParameters } from '#/stories/page-stories';
import { dismissToasts, toasts } from '#/stories/toasts';

/** 'Padaria Pão Dourado Ltda' (company 1 of the fixtures): its matriz and one filial in Belo Horizonte. */
const bakery = companyFixtures[0];
const bakeryPath = `/client/companies/${bakery?.id ?? 1}/cnpjs`;
const cnpjsUrl = '*/api/v1/client/company/:id/cnpj';

/** The company's tab CNPJs, as Renato Alves (ADMIN of 'Padaria Pão Dourado') sees it, against the msw mocks. */
const meta = {
  title: 'Pages/Client/Company/Cnpjs',
  component: AppPage,
  parameters: pageParameters({
    handlers: [...companyHandlers],
    description:
      "/client/companies/{id}/cnpjs (spec 2 §2 'CNPJs', §5, §6, §8): table ID, Tipo (Matriz or Filial), Empresa/CNPJ (with 'Inativo' and 'Novo'), Município/UF, Situação (INAPTA shown as SUSPENSA), Registro, Data de registro; search and pages in the URL. 'Adicionar' (CREATE_CNPJ) asks one CNPJ of the company's root; the trash can (DELETE_CNPJ) asks Sim/Não with the irreversible-deletion warning. Without GET_CNPJ the tab says 'Acesso restrito'.",
  }),
  args: { path: bakeryPath, claims: mockClientAdminClaims },
  // Each story starts from the same companies, whatever the previous one added or deleted.
  beforeEach: () => {
    resetCompanyMocks();
  },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cnpjs = listPage({ table: 'CNPJs', url: cnpjsUrl });
const { findTable: table, rowOf } = cnpjs;

/** A CNPJ of the bakery's root not yet in the account (branch 0003), with its check digits. */
const newBranch = `123456780003${cnpjCheckDigits('123456780003')}`;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'CNPJs' })).toBeVisible();
    const list = await table(canvas);
    await expect(
      within(list)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Tipo', 'Empresa/CNPJ', 'Município/UF', 'Situação', 'Registro', 'Data de registro', 'Opções']);
    const matriz = await rowOf(canvas, '12.345.678/0001-95');
    await expect(within(matriz).getByText('Matriz')).toBeVisible();
    await expect(within(matriz).getByText('PADARIA PÃO DOURADO LTDA')).toBeVisible();
    await expect(within(matriz).getByText('Belo Horizonte/MG')).toBeVisible();
    await expect(within(matriz).getByText('ATIVA')).toBeVisible();
    await expect(within(matriz).getByText('15/01/2010')).toBeVisible();
    // Added 12 days before the fixtures' today: 'Novo'.
    await expect(within(matriz).getByText('Novo')).toBeVisible();
    await expect(within(await rowOf(canvas, '12.345.678/0002-76')).getByText('Filial')).toBeVisible();
    await expect(canvas.getByText('Mostrando 1 a 2 de 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adicionar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Excluir 12.345.678/0002-76' })).toBeVisible();
  },
};

/** 'Clínica Bem Viver' (company 3): INAPTA at the registry, shown SUSPENSA with the registry's reason. */
export const Suspended: Story = {
  args: { path: '/client/companies/3/cnpjs' },
  play: async ({ canvas }) => {
    const row = await rowOf(canvas, 'CLÍNICA BEM VIVER LTDA');
    await expect(within(row).getByText('SUSPENSA')).toBeVisible();
    await expect(within(row).queryByText('INAPTA')).toBeNull();
    await expect(within(row).getByText('OMISSAO DE DECLARACOES')).toBeVisible();
    await expect(within(row).getByText('Curitiba/PR')).toBeVisible();
  },
};

export const Search: Story = {
  args: { path: `${bakeryPath}?search=0002` },
  play: async ({ canvas }) => {
    const list = await table(canvas);
    await expect(list).toHaveTextContent('12.345.678/0002-76');
    await expect(list).not.toHaveTextContent('12.345.678/0001-95');
    await expect(canvas.getByRole('searchbox')).toHaveValue('0002');
    await expect(canvas.getByText('Mostrando 1 a 1 de 1')).toBeVisible();
  },
};

export const SearchTyped: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await userEvent.type(canvas.getByRole('searchbox'), 'zzz');
    // The search waits for the typing to stop (1000 ms), then goes to the first page of the answer.
    await expect(await canvas.findByText('Nenhum CNPJ encontrado', undefined, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Filtros ativos' })).toHaveTextContent('Busca: zzz');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(await table(canvas)).toHaveTextContent('12.345.678/0001-95');
  },
};

export const Add: Story = {
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
    const dialog = await dialogNamed('Adicionar CNPJ');
    // Empty: the spec's required message.
    await userEvent.click(dialog.getByRole('button', { name: 'Adicionar' }));
    await expect(await dialog.findByText('CNPJ é obrigatório.')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('CNPJ'), newBranch);
    await expect(dialog.getByLabelText('CNPJ')).toHaveValue('12.345.678/0003-57');
    await userEvent.click(dialog.getByRole('button', { name: 'Adicionar' }));
    await expect(await (await toasts()).findByText('CNPJ adicionado')).toBeVisible();
    // The dialog closes a second later and the list has the new CNPJ.
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await waitFor(async () => expect(await table(canvas)).toHaveTextContent('12.345.678/0003-57'));
    await expect(canvas.getByText('Mostrando 1 a 3 de 3')).toBeVisible();
    await dismissToasts();
  },
  parameters: { screenshot: { viewport: true } },
};

export const AddOtherRoot: Story = {
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
    const dialog = await dialogNamed('Adicionar CNPJ');
    // The first CNPJ of 'Supermercado Bom Preço': another root.
    await userEvent.type(dialog.getByLabelText('CNPJ'), companyFixtures[1]?.establishments[0]?.cnpj ?? '');
    await userEvent.click(dialog.getByRole('button', { name: 'Adicionar' }));
    const shown = await toasts();
    await expect(await shown.findByText('Não foi possível adicionar CNPJ.')).toBeVisible();
    const message = 'O CNPJ deve ter a mesma raiz (8 primeiros caracteres) da empresa: 12.345.678.';
    await expect(shown.getByText(message)).toBeVisible();
    // The dialog stays open with the server's words.
    await expect(dialog.getByText(message)).toBeVisible();
    await dismissToasts();
  },
  parameters: { screenshot: { viewport: true } },
};

export const Delete: Story = {
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir 12.345.678/0002-76' }));
    const dialog = await dialogNamed('Excluir CNPJ');
    await expect(dialog.getByText('Esta ação é irreversível.')).toBeVisible();
    await expect(dialog.getByText('12.345.678/0002-76 (PADARIA PÃO DOURADO LTDA)')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Não' })).toBeChecked();
    const confirm = dialog.getByRole('button', { name: 'Excluir' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Sim' }));
    await userEvent.click(confirm);
    await expect(await (await toasts()).findByText('CNPJ excluído')).toBeVisible();
    await waitFor(async () => expect(await table(canvas)).not.toHaveTextContent('12.345.678/0002-76'));
    await dismissToasts();
  },
  parameters: { screenshot: { viewport: true } },
};

/** The company's only CNPJ cannot go: the server says to delete the company instead. */
export const DeleteRefused: Story = {
  args: { path: '/client/companies/3/cnpjs' },
  play: async ({ canvas, userEvent }) => {
    const row = await rowOf(canvas, 'CLÍNICA BEM VIVER LTDA');
    await userEvent.click(within(row).getByRole('button', { name: /^Excluir/ }));
    const dialog = await dialogNamed('Excluir CNPJ');
    await userEvent.click(dialog.getByRole('radio', { name: 'Sim' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    const shown = await toasts();
    await expect(await shown.findByText('Não foi possível excluir o CNPJ.')).toBeVisible();
    await expect(shown.getByText(/Este é o único CNPJ da empresa/)).toBeVisible();
    await dismissToasts();
  },
  parameters: { screenshot: { viewport: true } },
};

export const UserWithoutGetCnpj: Story = {
  args: { claims: mockClientUserClaims(['GET_COMPANY', 'CREATE_CNPJ', 'DELETE_CNPJ']) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Acesso restrito' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Adicionar' })).toBeNull();
  },
};

export const UserWithoutCreateCnpj: Story = {
  args: { claims: mockClientUserClaims(['GET_COMPANY', 'GET_CNPJ', 'DELETE_CNPJ']) },
  play: async ({ canvas }) => {
    await expect(await table(canvas)).toHaveTextContent('12.345.678/0001-95');
    await expect(canvas.queryByRole('button', { name: 'Adicionar' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Excluir 12.345.678/0002-76' })).toBeVisible();
  },
  parameters: { screenshot: { disable: true } },
};

export const UserWithoutDeleteCnpj: Story = {
  args: { claims: mockClientUserClaims(['GET_COMPANY', 'GET_CNPJ', 'CREATE_CNPJ']) },
  play: async ({ canvas }) => {
    const list = await table(canvas);
    await expect(canvas.getByRole('button', { name: 'Adicionar' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Excluir/ })).toBeNull();
    await expect(within(list).queryByRole('columnheader', { name: 'Opções' })).toBeNull();
  },
};

export const StaffInClient: Story = {
  args: { claims: mockStaffInClientClaims },
  play: async ({ canvas }) => {
    await expect(await table(canvas)).toHaveTextContent('12.345.678/0001-95');
    await expect(canvas.getByRole('button', { name: 'Adicionar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Excluir 12.345.678/0001-95' })).toBeVisible();
  },
  parameters: { screenshot: { disable: true } },
};

export const Empty: Story = cnpjs.emptyStory({ others: companyHandlers });

export const LoadError: Story = cnpjs.loadErrorStory('Não foi possível carregar os CNPJs.', {
  others: companyHandlers,
});

const day = (iso: string) => toWireDate(new Date(`${iso}T00:00:00Z`));

/** Names, cities and reasons at their longest, an inactive filial; at 320 px too. */
export const LongNames: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(cnpjsUrl, () =>
          HttpResponse.json({
            items: [
              {
                id: 11,
                type: 'MATRIZ',
                registrationName:
                  'COMPANHIA BRASILEIRA DE DISTRIBUIÇÃO DE PRODUTOS ALIMENTÍCIOS, PANIFICAÇÃO E CONFEITARIA ARTESANAL DO VALE DO JEQUITINHONHA LTDA',
                registrationFantasyName: null,
                registrationCode: '12345678000195',
                systemCityName: 'São José do Vale do Rio Preto',
                systemStateAlias: 'RJ',
                registrationSituation: 'INAPTA',
                registrationStatus: 'OMISSAO DE DECLARACOES E AUSENCIA DE PLURALIDADE DE SOCIOS HA MAIS DE 180 DIAS',
                registrationSituationDate: day('2019-07-15'),
                enabled: true,
                createdAt: day('2026-11-20'),
              },
              {
                id: 12,
                type: 'Filial',
                registrationName: 'COMPANHIA BRASILEIRA DE DISTRIBUIÇÃO - FILIAL ARMAZÉM CENTRAL',
                registrationFantasyName: null,
                registrationCode: '12ABC34501DE35',
                systemCityName: null,
                systemStateAlias: null,
                registrationSituation: 'BAIXADA',
                registrationStatus: null,
                registrationSituationDate: null,
                enabled: false,
                createdAt: day('2024-02-01'),
              },
            ],
            total: 2,
            pages_in_range: 1,
          }),
        ),
        ...companyHandlers,
      ],
    },
    screenshot: { widths: [320, 1440] },
  },
  play: async ({ canvas }) => {
    const matriz = await rowOf(canvas, '12.345.678/0001-95');
    await expect(within(matriz).getByText('SUSPENSA')).toBeVisible();
    await expect(within(matriz).getByText('São José do Vale do Rio Preto/RJ')).toBeVisible();
    const filial = await rowOf(canvas, '12.ABC.345/01DE-35');
    await expect(within(filial).getByText('Inativo')).toBeVisible();
    await expect(within(filial).queryByText('Novo')).toBeNull();
    await expect(within(filial).getAllByText('n/d')).toHaveLength(3);
  },
};
