import {
  companyHandlers,
  fileFixtureCompanyId,
  fileHandlers,
  mockClientAdminClaims,
  mockClientUserClaims,
  mockStaffInClientClaims,
  resetCompanyMocks,
  resetFileMocks,
} from '@product/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '#/stories/AppPage';
import { type Canvas, dialogNamed, pageParameters } from '#/stories/page-stories';
import { dismissToasts, toasts } from '#/stories/toasts';

/** 'Padaria Pão Dourado Ltda', the company whose files the mocks hold: matriz (CNPJ folder 11) and filial (12). */
const root = `/client/companies/${fileFixtureCompanyId}/documents`;
const documentsUrl = '*/api/v1/client/company/:id/documents';

/** The company's tab Documentos, as Renato Alves (ADMIN of 'Padaria Pão Dourado') sees it, against the msw mocks. */
const meta = {
  title: 'Pages/Client/Company/Documents',
  component: AppPage,
  parameters: pageParameters({
    handlers: [...fileHandlers, ...companyHandlers],
    description:
      "/client/companies/{id}/documents[/{cnpjId}[/{cnaeId}]] (spec 2 §2 'Documents', §6, §8): one folder per CNPJ, inside it the 'Cartão CNPJ' and one folder per CNAE, inside that the files of its licences. Folder names lose the masked CNPJ the server puts first. The trail (Início, the CNPJ folder, the CNAE folder) goes back up; search, per-page and pager work on the open folder; cnae_level and cnae travel from folder to folder. Abrir previews a file through its temporary link (Download); 'Cartão CNPJ' opens the printable certificate (Download, Imprimir); Excluir (DELETE_FILES) asks Sim/Não. Without GET_FILES the tab says 'Acesso restrito'.",
  }),
  args: { path: root, claims: mockClientAdminClaims },
  // Each story starts from the same files, whatever the previous one deleted.
  beforeEach: () => {
    resetFileMocks();
    resetCompanyMocks();
  },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The folders' trail (the page's own trail, above the company's name, is 'Navegação estrutural'). */
const trailOf = (canvas: Canvas) => within(canvas.getByRole('navigation', { name: 'Pastas' }));

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Documentos' })).toBeVisible();
    // The names without '12.345.678/0001-90 - '.
    const matriz = await canvas.findByRole('article', { name: 'Pasta Padaria Pão Dourado Ltda' });
    await expect(within(matriz).getByText('Matriz · 12.345.678/0001-90 · 4 arquivos')).toBeVisible();
    await expect(canvas.queryByText(/^12\.345\.678\/0001-90 - /)).toBeNull();
    const filial = canvas.getByRole('article', { name: 'Pasta Padaria Pão Dourado Ltda - Filial Savassi' });
    await expect(within(filial).getByText('Filial · 12.345.678/0002-70 · 1 arquivo')).toBeVisible();
    await expect(trailOf(canvas).getByText('Início')).toBeVisible();
    await expect(canvas.getByText('Mostrando 1 a 2 de 2')).toBeVisible();
  },
};

export const CnpjFolder: Story = {
  args: { path: `${root}/11` },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: 'Arquivo Cartão CNPJ' });
    await expect(within(card).getByRole('button', { name: 'Abrir Cartão CNPJ' })).toBeVisible();
    await expect(within(card).queryByRole('button', { name: /Excluir/ })).toBeNull();
    const cnae = canvas.getByRole('article', { name: 'Pasta 5611-2/01 - Restaurantes e similares' });
    await expect(within(cnae).getByText('Risco Médio · 3 arquivos')).toBeVisible();
    const trail = trailOf(canvas);
    await expect(trail.getByRole('link', { name: 'Início' })).toHaveAttribute('href', root);
    await expect(await trail.findByText('Padaria Pão Dourado Ltda')).toBeVisible();
  },
};

export const CnaeFolder: Story = {
  args: { path: `${root}/11/22` },
  play: async ({ canvas }) => {
    const file = await canvas.findByRole('article', { name: 'Arquivo Auto de Vistoria do Corpo de Bombeiros.pdf' });
    await expect(within(file).getByText('Auto de Vistoria do Corpo de Bombeiros (AVCB)')).toBeVisible();
    await expect(within(file).getByText('10/12/2026')).toBeVisible();
    const fee = canvas.getByRole('article', { name: 'Arquivo Comprovante taxa TFLF.pdf' });
    await expect(within(fee).getByText('Indeterminada')).toBeVisible();
    const trail = trailOf(canvas);
    await expect(await trail.findByRole('link', { name: 'Padaria Pão Dourado Ltda' })).toHaveAttribute(
      'href',
      `${root}/11`,
    );
    await expect(await trail.findByText('5611-2/01 - Restaurantes e similares')).toBeVisible();
    await expect(canvas.getByText('Mostrando 1 a 3 de 3')).toBeVisible();
  },
};

/** Down the folders and back up by the trail, the CNAE filter travelling along. */
export const BrowseWithFilter: Story = {
  args: { path: `${root}?cnae_level=low_level` },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    // Only the matriz has a low-risk CNAE.
    await userEvent.click(await canvas.findByRole('button', { name: 'Abrir pasta Padaria Pão Dourado Ltda' }));
    await expect(
      await canvas.findByRole('article', { name: 'Pasta 1091-1/02 - Fabricação de produtos de padaria e confeitaria' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('article', { name: 'Pasta 5611-2/01 - Restaurantes e similares' })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Abrir pasta 1091-1/02 - Fabricação de produtos de padaria e confeitaria' }),
    );
    await expect(
      await canvas.findByRole('article', { name: 'Arquivo Alvará de Funcionamento 2026.pdf' }),
    ).toBeVisible();
    await expect(canvas.getByText('Filtrado por: Risco Baixo')).toBeVisible();
    await userEvent.click(await trailOf(canvas).findByRole('link', { name: 'Início' }));
    await expect(await canvas.findByRole('article', { name: 'Pasta Padaria Pão Dourado Ltda' })).toBeVisible();
    await expect(canvas.queryByRole('article', { name: /Filial Savassi/ })).toBeNull();
    // Without the filter the filial's folder is back.
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtro' }));
    await expect(await canvas.findByRole('article', { name: /Filial Savassi/ })).toBeVisible();
    await expect(canvas.queryByText(/Filtrado por/)).toBeNull();
  },
};

export const Search: Story = {
  args: { path: `${root}?search=savassi` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: /Filial Savassi/ })).toBeVisible();
    await expect(canvas.queryByRole('article', { name: 'Pasta Padaria Pão Dourado Ltda' })).toBeNull();
    await expect(canvas.getByRole('searchbox')).toHaveValue('savassi');
  },
};

export const OpenPreview: Story = {
  args: { path: `${root}/11/21` },
  // The PDF viewer in the frame draws differently from one Chromium to the next.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Abrir Alvará de Funcionamento 2026.pdf' }));
    const dialog = await dialogNamed('Alvará de Funcionamento 2026.pdf');
    await expect(dialog.getByTitle('Pré-visualização de Alvará de Funcionamento 2026.pdf')).toHaveAttribute(
      'src',
      '/api/v1/files/signed/301.mock',
    );
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/api/v1/files/signed/301.mock',
    );
    // The footer's 'Fechar' (the ✕ of the header has the same name).
    const close = dialog.getAllByRole('button', { name: 'Fechar' }).at(-1);
    if (!close) throw new Error("no 'Fechar'");
    await userEvent.click(close);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const OpenFailed: Story = {
  args: { path: `${root}/11/21` },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/client/company/:id/repository/:fileId', () =>
          HttpResponse.json({ message: 'Arquivo não encontrado.' }, { status: 404 }),
        ),
        ...fileHandlers,
        ...companyHandlers,
      ],
    },
    screenshot: { disable: true },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Abrir Alvará de Funcionamento 2026.pdf' }));
    const shown = await toasts();
    await expect(await shown.findByText('Não foi possível carregar o documento.')).toBeVisible();
    await expect(shown.getByText('Arquivo não encontrado.')).toBeVisible();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await dismissToasts();
  },
};

export const CnpjCard: Story = {
  args: { path: `${root}/11` },
  parameters: { screenshot: { viewport: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Abrir Cartão CNPJ' }));
    const dialog = await dialogNamed('Cartão CNPJ');
    const card = await dialog.findByRole('article', { name: 'Cartão CNPJ' });
    await expect(within(card).getByText('Comprovante de inscrição e de situação cadastral')).toBeVisible();
    await expect(within(card).getByText('Padaria Pão Dourado Ltda')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  },
};

export const Delete: Story = {
  args: { path: `${root}/11/22` },
  parameters: { screenshot: { viewport: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Comprovante taxa TFLF.pdf' }));
    const dialog = await dialogNamed('Excluir documento');
    await expect(dialog.getByText('Esta ação é irreversível.')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Não' })).toBeChecked();
    const confirm = dialog.getByRole('button', { name: 'Excluir' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Sim' }));
    await userEvent.click(confirm);
    await expect(await (await toasts()).findByText('Documento excluído')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Arquivo Comprovante taxa TFLF.pdf' })).toBeNull(),
    );
    await expect(canvas.getByText('Mostrando 1 a 2 de 2')).toBeVisible();
    await dismissToasts();
  },
};

export const DeleteFailed: Story = {
  args: { path: `${root}/11/22` },
  parameters: {
    msw: {
      handlers: [
        http.delete('*/api/v1/client/company/:id/repository/:fileId', () =>
          HttpResponse.json({ message: 'Armazenamento indisponível.' }, { status: 503 }),
        ),
        ...fileHandlers,
        ...companyHandlers,
      ],
    },
    screenshot: { viewport: true },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Comprovante taxa TFLF.pdf' }));
    const dialog = await dialogNamed('Excluir documento');
    await userEvent.click(dialog.getByRole('radio', { name: 'Sim' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    const shown = await toasts();
    await expect(await shown.findByText('Não foi possível excluir este documento.')).toBeVisible();
    await expect(shown.getByText('Armazenamento indisponível.')).toBeVisible();
    await dismissToasts();
  },
};

export const UserWithoutGetFiles: Story = {
  args: { claims: mockClientUserClaims(['GET_COMPANY', 'DELETE_FILES']) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Acesso restrito' })).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const UserWithoutDeleteFiles: Story = {
  args: { path: `${root}/11/22`, claims: mockClientUserClaims(['GET_COMPANY', 'GET_FILES']) },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Abrir Comprovante taxa TFLF.pdf' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Excluir/ })).toBeNull();
  },
};

export const StaffInClient: Story = {
  args: { path: `${root}/11/22`, claims: mockStaffInClientClaims },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Excluir Comprovante taxa TFLF.pdf' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Abrir Comprovante taxa TFLF.pdf' })).toBeVisible();
  },
};

/**
 * A search and a risk filter that leave the folder empty: its own state, naming both (and not the
 * 'documents appear after…' hint of an empty company); 'Limpar filtros' brings the folder back.
 */
export const NothingFoundUnderFilters: Story = {
  args: { path: `${root}/11?search=zzz&cnae_level=high_level` },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Nenhum documento encontrado')).toBeVisible();
    const filters = within(canvas.getByRole('list', { name: 'Filtros ativos' }));
    await expect(filters.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Busca: zzz',
      'Nível: Risco Alto',
    ]);
    await expect(canvas.queryByText('Vazio')).toBeNull();
    await expect(canvas.queryByText(/Os documentos aparecem aqui/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(await canvas.findByRole('article', { name: 'Arquivo Cartão CNPJ' })).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(documentsUrl, () => HttpResponse.json({ items: [], total: 0, page_in_range: 0, pages_in_range: 0 })),
        ...fileHandlers,
        ...companyHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Vazio')).toBeVisible();
    await expect(canvas.getByText(/Os documentos aparecem aqui depois que um CNPJ é adicionado/)).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(documentsUrl, () => HttpResponse.json({ message: 'Banco de dados indisponível.' }, { status: 503 })),
        ...fileHandlers,
        ...companyHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Não foi possível carregar os documentos.' }),
    ).toBeVisible();
    const shown = await toasts();
    await expect(shown.getByText('Não foi possível carregar os documentos.')).toBeVisible();
    await expect(shown.getByText('Banco de dados indisponível.')).toBeVisible();
    await dismissToasts();
  },
};

const longFolder = (id: number, code: string, name: string) => ({
  kind: 'cnpj-folder',
  id,
  name: `${code.slice(0, 2)}.${code.slice(2, 5)}.${code.slice(5, 8)}/${code.slice(8, 12)}-${code.slice(12)} - ${name}`,
  type: 'folder',
  registrationCode: code,
  clientNationalRegistrationId: id,
  fiscalLicenseName: null,
  validUntil: null,
  totalFiles: 128,
  registrationName: name,
  establishmentType: id === 11 ? 'MATRIZ' : 'FILIAL',
  enabled: true,
});

/** Registration names at their longest, an alphanumeric CNPJ; at 320 px too. */
export const LongNames: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(documentsUrl, () =>
          HttpResponse.json({
            items: [
              longFolder(
                11,
                '12345678000190',
                'COMPANHIA BRASILEIRA DE DISTRIBUIÇÃO DE PRODUTOS ALIMENTÍCIOS, PANIFICAÇÃO E CONFEITARIA ARTESANAL DO VALE DO JEQUITINHONHA LTDA',
              ),
              longFolder(12, '12ABC34501DE35', 'COMPANHIA BRASILEIRA DE DISTRIBUIÇÃO - FILIAL ARMAZÉM CENTRAL'),
            ],
            total: 2,
            page_in_range: 1,
            pages_in_range: 1,
          }),
        ),
        ...fileHandlers,
        ...companyHandlers,
      ],
    },
    screenshot: { widths: [320, 1440] },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('article', { name: /^Pasta COMPANHIA BRASILEIRA DE DISTRIBUIÇÃO DE PRODUTOS/ }),
    ).toBeVisible();
    await expect(canvas.getByText('Filial · 12.ABC.345/01DE-35 · 128 arquivos')).toBeVisible();
  },
};
