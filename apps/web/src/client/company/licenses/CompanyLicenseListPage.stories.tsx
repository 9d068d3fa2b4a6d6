import {
  companyHandlers,
  companyLicenseHandlers,
  fileHandlers,
  mockClientAdminClaims,
  mockClientUserClaims,
  mockStaffInClientClaims,
  resetCompanyLicenseMocks,
  resetCompanyMocks,
  resetFileMocks,
} from '@product/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '#/stories/AppPage';
import { emptyPage, listPage } from '#/stories/list-page';
import { type Canvas, pageParameters } from '#/stories/page-stories';
import { dismissToasts, toasts } from '#/stories/toasts';

const path = '/client/companies/1/licenses';

/** The Licenças tab of the fixture company (Padaria Pão Dourado), against the msw licence, company and file mocks. */
const meta = {
  title: 'Pages/Client/Company/Licenses',
  component: AppPage,
  parameters: pageParameters({
    handlers: [...companyLicenseHandlers, ...companyHandlers, ...fileHandlers],
    description:
      "/client/companies/{id}/licenses (spec 2 §2 'Licences'): Status, Licença (with the CNPJ it is for, matriz or filial), CNAE referência, Validade ('—' while pending, 'Indeterminada' for any other licence without a date), Risco, Complexidade, Adicionado/Alterado, Opções; the CNAE filter grouped by risk and the search in the URL; `cnae_level` honoured; 'Acesso restrito' without GET_LICENSES.",
  }),
  args: { path, claims: mockClientAdminClaims },
  beforeEach: () => {
    resetCompanyLicenseMocks();
    resetCompanyMocks();
    // A reset deletes the files only its licence held from the repository mocks.
    resetFileMocks();
  },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const licenses = listPage({ table: 'Licenças', url: '*/api/v1/client/company/:id/licenses' });
const table = licenses.findTable;
/** The rows' licence and CNAE cells, in order. */
async function rows(canvas: Canvas) {
  const body = within(await table(canvas))
    .getAllByRole('row')
    .slice(1);
  return body.map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );
}

export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = within(await table(canvas));
    const headers = list.getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual([
      'Status',
      'Licença',
      'CNAE referência',
      'Validade',
      'Risco',
      'Complexidade',
      'Adicionado/Alterado',
      'Opções',
    ]);
    const cells = await rows(canvas);
    await expect(cells).toHaveLength(8);
    const statuses = cells.map((row) => row[0]);
    for (const status of ['Em conformidade', 'Expirando', 'Vencida', 'Pendente', 'Renovando', 'Não necessária']) {
      await expect(statuses).toContain(status);
    }
    await expect(list.getByText('10/06/2027')).toBeVisible();
    await expect(list.getAllByText('Indeterminada').length).toBeGreaterThan(0);
    // Each licence says which CNPJ it is for: the bakery's matriz or its filial (issue 25).
    const cnpjLine = /(12\.345\.678\/0001-95 Matriz|12\.345\.678\/0002-76 Filial)$/;
    await expect(cells.every((row) => cnpjLine.test(row[1] ?? ''))).toBe(true);
    await expect(cells.some((row) => row[1]?.endsWith('Matriz'))).toBe(true);
    await expect(cells.some((row) => row[1]?.endsWith('Filial'))).toBe(true);
    // One rule for an absent validity, as in the Painel: a dash while pending, else 'Indeterminada'.
    for (const row of cells.filter((cells) => cells[0] === 'Pendente')) {
      await expect(row[3]).toBe('—');
    }
    for (const row of cells.filter((cells) => cells[0] === 'Não necessária')) {
      await expect(row[3]).toBe('Indeterminada');
    }
    await expect(list.getAllByText('Risco Alto').length).toBe(8);
    await expect(list.getAllByText('Média').length).toBeGreaterThan(0);
    await expect(canvas.getByText('Mostrando 1 a 8 de 8')).toBeVisible();
    // The CNAE filter and the search are two controls with two names (issue 25, item 16).
    const filter = canvas.getByRole('combobox', { name: 'Filtrar por CNAE' });
    const search = canvas.getByRole('searchbox', { name: 'Buscar licença' });
    await expect(filter).toBeVisible();
    await expect(filter).toHaveAttribute('placeholder', 'Código ou descrição do CNAE');
    await expect(search).toBeVisible();
    await expect(search).toHaveAttribute('placeholder', 'Buscar por licença, CNAE ou CNPJ');
    await expect(canvas.queryByRole('combobox', { name: 'Buscar' })).toBeNull();
    await expect(canvas.queryByRole('searchbox', { name: 'Buscar' })).toBeNull();
  },
};

/** The CNAE filter in the URL sends `cnaes` as quoted codes and keeps only those rows. */
export const CnaeFilter: Story = {
  args: { path: `${path}?cnaes=${encodeURIComponent(JSON.stringify(['5611-2/01']))}` },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(2));
    for (const row of await rows(canvas)) await expect(row[2]).toContain('5611-2/01');
    await expect(canvas.getByText('5611-2/01 - Restaurantes e similares', { exact: false })).toBeVisible();
  },
};

/** The options come from the company's CNAEs, under their risk. */
export const CnaeOptions: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Filtrar por CNAE' }));
    const listbox = within(await within(document.body).findByRole('listbox'));
    await expect(listbox.getByText('Risco Baixo')).toBeVisible();
    await expect(listbox.getByText('Risco Médio')).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Filtrar por CNAE' }), '5611');
    await userEvent.click(await listbox.findByRole('option', { name: /5611-2\/01/ }));
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(2));
  },
};

/** `cnae_level` from the company's risk cards keeps only that level's rows. */
export const CnaeLevel: Story = {
  parameters: { screenshot: { disable: true } },
  args: { path: `${path}?cnae_level=low_level` },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(4));
  },
};

export const Search: Story = {
  args: { path: `${path}?search=sanit` },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(5));
    // The licence's name, then the CNPJ it is for.
    for (const row of await rows(canvas)) await expect(row[1]).toMatch(/^Licença sanitária\d/);
  },
};

/** A search that finds nothing: 'Nenhuma licença encontrada', the search, and 'Limpar filtros' brings the rows back. */
export const NothingFound: Story = {
  args: { path: `${path}?search=inexistente` },
  play: async ({ canvas, userEvent }) => {
    await licenses.expectNothingFoundThenClear(canvas, userEvent, {
      message: 'Nenhuma licença encontrada',
      search: 'inexistente',
    });
    await waitFor(async () => expect((await rows(canvas)).length).toBeGreaterThan(0));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

export const Empty: Story = licenses.emptyStory({
  body: { result: [emptyPage] },
  others: [...companyLicenseHandlers, ...companyHandlers],
});

export const LoadError: Story = licenses.loadErrorStory('Não foi possível carregar as licenças.', {
  others: companyHandlers,
});

/** A USER without GET_LICENSES: 'Acesso restrito', and no licence call. */
export const UserWithoutGetLicenses: Story = {
  args: { claims: mockClientUserClaims(['GET_COMPANY', 'UPDATE_LICENSES', 'DELETE_FILES']) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Licenças' })).toBeNull();
  },
};

/** A USER with GET_LICENSES only sees the list. */
export const UserWithGetLicensesOnly: Story = {
  args: { claims: mockClientUserClaims(['GET_LICENSES']) },
  play: async ({ canvas }) => {
    await expect(await rows(canvas)).toHaveLength(8);
  },
};

/** Staff inside the client sees the same list. */
export const StaffInClient: Story = {
  args: { claims: mockStaffInClientClaims },
  play: async ({ canvas }) => {
    await expect(await rows(canvas)).toHaveLength(8);
  },
};

// ---------------------------------------------------------------- the licence dialog

const body = () => within(document.body);
/** Opens the first row with this status through its view/edit button; answers the dialog. */
async function openRow(canvas: Canvas, userEvent: { click: (element: Element) => Promise<void> }, status: string) {
  const list = within(await table(canvas));
  const row = list.getAllByRole('row').find((item) => item.querySelector('td')?.textContent === status);
  if (!row) throw new Error(`No row with status ${status}`);
  await userEvent.click(within(row).getByRole('button', { name: 'Ver/editar licença' }));
  return within(await body().findByRole('dialog'));
}

/** A licence in conformity: its type, date, conditions, fee and files; no state links for a client ADMIN. */
export const LicenseDialog: Story = {
  parameters: { screenshot: { widths: [320, 1440] } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openRow(canvas, userEvent, 'Em conformidade');
    await expect(dialog.getByRole('heading', { name: 'Licença sanitária' })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Licença');
    await expect(dialog.getByRole('group', { name: 'Tem validade' })).toBeVisible();
    await expect(
      within(dialog.getByRole('group', { name: 'Tem validade' })).getByRole('radio', { name: 'Sim' }),
    ).toBeChecked();
    await expect(dialog.getByLabelText('Validade')).toHaveValue('10/06/2027');
    await expect(dialog.getByLabelText('Condicionantes')).toHaveValue('Manter o laudo de dedetização em dia');
    await expect(dialog.getByLabelText('Nome da taxa')).toHaveValue('Taxa de fiscalização sanitária');
    await expect(dialog.getByLabelText('Nome da taxa')).toBeEnabled();
    await expect(dialog.getByText('Arquivos anexados')).toBeVisible();
    // The selects show the files the licence holds, not 'Escolha do repositório' (issue 25, item 8).
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: 'Arquivo (Licença)' })).toHaveTextContent(
        'Alvará de Funcionamento 2026.pdf',
      ),
    );
    await expect(dialog.getByRole('combobox', { name: 'Arquivo (Comprovante da taxa)' })).toHaveTextContent(
      'Comprovante taxa TFLF.pdf',
    );
    await expect(dialog.getByRole('button', { name: 'Abrir Alvará de Funcionamento 2026.pdf' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Resetar' })).toBeVisible();
    await expect(dialog.queryByText('Links e fontes')).toBeNull();
  },
};

/** The bodies the licence saves sent, read on the way to the mocks (a resolver that answers nothing passes on). */
const savedBodies: unknown[] = [];

/** Saving a licence without touching its files sends the files it holds, as the selects show them. */
export const SaveKeepsFiles: Story = {
  parameters: {
    screenshot: { disable: true },
    msw: {
      handlers: [
        http.put('*/api/v1/client/company/:id/licenses/:licenseId', async ({ request }) => {
          savedBodies.push(await request.clone().json());
        }),
        ...companyLicenseHandlers,
        ...companyHandlers,
        ...fileHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    savedBodies.length = 0;
    const dialog = await openRow(canvas, userEvent, 'Em conformidade');
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: 'Arquivo (Licença)' })).toHaveTextContent(
        'Alvará de Funcionamento 2026.pdf',
      ),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await (await toasts()).findByText('Alteração realizada')).toBeVisible();
    await expect(savedBodies).toEqual([expect.objectContaining({ fileId: 301, feeFileId: 303 })]);
    await dismissToasts();
  },
};

/** 'Abrir' on an attached file shows it with 'Download', over the licence dialog. */
export const OpenAttachedFile: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openRow(canvas, userEvent, 'Em conformidade');
    await userEvent.click(dialog.getByRole('button', { name: 'Abrir Comprovante taxa TFLF.pdf' }));
    const preview = within(await body().findByRole('dialog', { name: 'Comprovante taxa TFLF.pdf' }));
    await expect(preview.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/v1\/files\/signed\//),
    );
    await expect(body().getByRole('dialog', { name: 'Licença sanitária' })).toBeInTheDocument();
  },
};

/** A pending licence: no type yet; once Licença is chosen, 'Tem validade' is unanswered and the fee at Não. */
export const PendingLicense: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openRow(canvas, userEvent, 'Pendente');
    await expect(dialog.queryByRole('group', { name: 'Tem validade' })).toBeNull();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await body().findByRole('option', { name: 'Licença' }));
    const validity = within(dialog.getByRole('group', { name: 'Tem validade' }));
    await expect(validity.getByRole('radio', { name: 'Sim' })).not.toBeChecked();
    await expect(validity.getByRole('radio', { name: 'Não' })).not.toBeChecked();
    const fee = within(dialog.getByRole('group', { name: 'Possui taxa' }));
    await expect(fee.getByRole('radio', { name: 'Não' })).toBeChecked();
    await expect(dialog.getByLabelText('Nome da taxa')).toBeDisabled();
  },
};

export const ExpiredLicense: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openRow(canvas, userEvent, 'Vencida');
    await expect(dialog.getByLabelText('Validade')).toHaveValue('17/11/2026');
    const conditions = within(dialog.getByRole('group', { name: 'Possui condicionantes' }));
    await expect(conditions.getByRole('radio', { name: 'Não' })).toBeChecked();
    await expect(dialog.getByLabelText('Nome da taxa')).toBeDisabled();
  },
};

export const NotNecessary: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openRow(canvas, userEvent, 'Não necessária');
    await expect(dialog.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Não necessária');
    await expect(dialog.getByRole('combobox', { name: 'Motivo' })).toHaveTextContent('Shopping');
    await expect(dialog.getByLabelText('Descrição')).toHaveValue(
      'A filial funciona dentro de shopping, que detém o alvará',
    );
    await expect(dialog.queryByRole('group', { name: 'Tem validade' })).toBeNull();
  },
};

/** Saving a pending licence as a licence without validity: the toast, the dialog closes, the row is in conformity. */
export const Save: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openRow(canvas, userEvent, 'Pendente');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await body().findByRole('option', { name: 'Licença' }));
    await userEvent.click(
      within(dialog.getByRole('group', { name: 'Tem validade' })).getByRole('radio', { name: 'Não' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    const shown = await toasts();
    await expect(await shown.findByText('Alteração realizada')).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await waitFor(async () => expect((await rows(canvas)).filter((row) => row[0] === 'Pendente')).toHaveLength(1));
    await dismissToasts();
  },
};

/** A missing answer stops the save with the field's message. */
export const SaveInvalid: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openRow(canvas, userEvent, 'Pendente');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await body().findByRole('option', { name: 'Protocolo' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await dialog.findByText('Informe se a licença tem validade')).toBeVisible();
  },
};

export const SaveFails: Story = {
  parameters: {
    screenshot: { disable: true },
    msw: {
      handlers: [
        http.put('*/api/v1/client/company/:id/licenses/:licenseId', () =>
          HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 }),
        ),
        ...companyLicenseHandlers,
        ...companyHandlers,
        ...fileHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openRow(canvas, userEvent, 'Vencida');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    const shown = await toasts();
    await expect(await shown.findByText('Não foi possível alterar.')).toBeVisible();
    await expect(shown.getByText('Serviço indisponível.')).toBeVisible();
    await expect(body().getByRole('dialog')).toBeVisible();
    await dismissToasts();
  },
};

/** Resetar asks Sim/Não, then the licence is back to pending without data. */
export const Reset: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openRow(canvas, userEvent, 'Vencida');
    await userEvent.click(dialog.getByRole('button', { name: 'Resetar' }));
    const confirmDialog = await body().findByRole('dialog', { name: 'Resetar licença' });
    const confirm = within(confirmDialog);
    // Reset words, not a deletion's (issue 25, item 7).
    await expect(confirmDialog).toHaveTextContent('A licença voltará ao seu estado inicial, sem dados e sem uploads.');
    await expect(confirmDialog).not.toHaveTextContent('excluindo');
    await expect(confirm.getByText('Deseja resetar esta licença?')).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Resetar' })).toBeDisabled();
    await userEvent.click(confirm.getByRole('radio', { name: 'Sim' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Resetar' }));
    const shown = await toasts();
    await expect(await shown.findByText('Licença resetada')).toBeVisible();
    await expect(shown.getByText('A licença voltou ao seu estado inicial, sem dados e sem uploads.')).toBeVisible();
    await waitFor(async () => expect((await rows(canvas)).filter((row) => row[0] === 'Vencida')).toHaveLength(0));
    await dismissToasts();
  },
};

/**
 * Resetar a licence with files: the confirmation says its files are deleted and names them; after
 * it they are gone from the repository, so they are offered nowhere (issue 25, item 8).
 */
export const ResetDeletesFiles: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openRow(canvas, userEvent, 'Em conformidade');
    await userEvent.click(dialog.getByRole('button', { name: 'Resetar' }));
    const confirm = within(await body().findByRole('dialog', { name: 'Resetar licença' }));
    await expect(
      confirm.getByText(
        'Os arquivos anexados serão excluídos do repositório da empresa; um arquivo anexado também a outra licença continua nela.',
      ),
    ).toBeVisible();
    const doomed = within(confirm.getByRole('list', { name: 'Arquivos que serão excluídos' }));
    await expect(doomed.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Alvará de Funcionamento 2026.pdf',
      'Comprovante taxa TFLF.pdf',
    ]);
    await userEvent.click(confirm.getByRole('radio', { name: 'Sim' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Resetar' }));
    await expect(await (await toasts()).findByText('Licença resetada')).toBeVisible();
    await dismissToasts();
    await waitFor(() => expect(dialog.queryByText('Arquivos anexados')).toBeNull());
    await userEvent.click(dialog.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await body().findByRole('option', { name: 'Licença' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Arquivo (Licença)' }));
    const options = within(await body().findByRole('listbox'));
    await expect(await options.findByRole('option', { name: 'Planta baixa.png' })).toBeInTheDocument();
    await expect(options.queryByRole('option', { name: 'Alvará de Funcionamento 2026.pdf' })).toBeNull();
  },
};

/** Uploading into the repository from the dialog: the toast, and the new file chosen. */
export const Upload: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openRow(canvas, userEvent, 'Vencida');
    const input = dialog.getByLabelText('Enviar ao repositório (Licença)', { selector: 'input' });
    await userEvent.upload(input, new File(['%PDF-1.4\n%%EOF\n'], 'alvara-novo.pdf', { type: 'application/pdf' }));
    const shown = await toasts();
    await expect(await shown.findByText('Arquivo enviado ao repositório com sucesso')).toBeVisible();
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: 'Arquivo (Licença)' })).toHaveTextContent('alvara-novo.pdf'),
    );
    await dismissToasts();
  },
};

/** A USER without UPDATE_LICENSES gets 'Visualizar licença' in Opções instead of the view/edit button. */
export const UserWithoutUpdateLicenses: Story = {
  parameters: { screenshot: { disable: true } },
  args: { claims: mockClientUserClaims(['GET_LICENSES', 'DELETE_FILES']) },
  play: async ({ canvas }) => {
    await expect(await rows(canvas)).toHaveLength(8);
    await expect(canvas.queryByRole('button', { name: 'Ver/editar licença' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'Visualizar licença' })).toHaveLength(8);
  },
};

/** Whether the story's repository list was asked for. */
let repositoryAsked = false;

/**
 * A USER who edits licences without GET_FILES (the repository's code): the file selects offer the
 * licence's own files, nothing asks the repository (the server would answer 403) and no error shows.
 */
export const EditorWithoutGetFiles: Story = {
  parameters: {
    screenshot: { disable: true },
    msw: {
      handlers: [
        http.get('*/api/v1/client/company/:id/repository', () => {
          repositoryAsked = true;
          return HttpResponse.json({ message: 'Você não tem permissão para esta ação.' }, { status: 403 });
        }),
        ...companyLicenseHandlers,
        ...companyHandlers,
        ...fileHandlers,
      ],
    },
  },
  args: { claims: mockClientUserClaims(['GET_LICENSES', 'UPDATE_LICENSES']) },
  play: async ({ canvas, userEvent }) => {
    repositoryAsked = false;
    const dialog = await openRow(canvas, userEvent, 'Em conformidade');
    await expect(dialog.getByRole('combobox', { name: 'Arquivo (Licença)' })).toHaveTextContent(
      'Alvará de Funcionamento 2026.pdf',
    );
    await expect(dialog.getByRole('combobox', { name: 'Arquivo (Comprovante da taxa)' })).toHaveTextContent(
      'Comprovante taxa TFLF.pdf',
    );
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(repositoryAsked).toBe(false);
    await expect(body().queryByText('Não foi possível carregar o repositório.')).toBeNull();
  },
};

/**
 * A USER who only reads licences (GET_LICENSES; no UPDATE_LICENSES, no GET_FILES) clicks a row: the
 * same dialog, every answer as text, the files listed with 'Abrir', no Salvar or Resetar, and no
 * call GET_LICENSES does not allow (the repository list answers 403 here, as the server would).
 */
export const ReadOnlyLicense: Story = {
  parameters: {
    screenshot: { widths: [320, 1440] },
    msw: {
      handlers: [
        http.get('*/api/v1/client/company/:id/repository', () =>
          HttpResponse.json({ message: 'Você não tem permissão para esta ação.' }, { status: 403 }),
        ),
        ...companyLicenseHandlers,
        ...companyHandlers,
        ...fileHandlers,
      ],
    },
  },
  args: { claims: mockClientUserClaims(['GET_LICENSES']) },
  play: async ({ canvas, userEvent }) => {
    const list = within(await table(canvas));
    const row = list.getAllByRole('row').find((item) => item.querySelector('td')?.textContent === 'Em conformidade');
    if (!row) throw new Error('no licence in conformity');
    await userEvent.click(within(row).getAllByRole('cell')[1] as HTMLElement);
    const dialog = within(await body().findByRole('dialog', { name: 'Licença sanitária' }));
    const fact = (label: string) => dialog.getByText(label, { selector: 'dt' }).nextElementSibling;
    await expect(fact('Tipo')).toHaveTextContent('Licença');
    await expect(fact('Tem validade')).toHaveTextContent('Sim');
    await expect(fact('Validade')).toHaveTextContent('10/06/2027');
    await expect(fact('Condicionantes')).toHaveTextContent('Manter o laudo de dedetização em dia');
    await expect(fact('Nome da taxa')).toHaveTextContent('Taxa de fiscalização sanitária');
    await expect(fact('Valor da taxa')).toHaveTextContent('R$ 186,40');
    await expect(fact('Observações')).toHaveTextContent('Renovação anual na vigilância sanitária');
    await expect(dialog.getByText('Licença: Alvará de Funcionamento 2026.pdf')).toBeVisible();
    await expect(dialog.getByText('Comprovante da taxa: Comprovante taxa TFLF.pdf')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Salvar' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Resetar' })).toBeNull();
    await expect(dialog.queryByRole('combobox')).toBeNull();
    await expect(dialog.queryByRole('textbox')).toBeNull();
    await expect(dialog.getAllByRole('button', { name: 'Fechar' }).length).toBeGreaterThan(0);
    await expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  },
};

/** The read-only reader opens and downloads an attached file through the licence's own link. */
export const ReadOnlyOpensFile: Story = {
  parameters: { screenshot: { disable: true } },
  args: { claims: mockClientUserClaims(['GET_LICENSES']) },
  play: async ({ canvas, userEvent }) => {
    const list = within(await table(canvas));
    await userEvent.click(list.getAllByRole('button', { name: 'Visualizar licença' })[0] as HTMLElement);
    const dialog = within(await body().findByRole('dialog'));
    const open = await dialog.findAllByRole('button', { name: /^Abrir / });
    const name = (open[0]?.getAttribute('aria-label') ?? '').replace(/^Abrir /, '');
    await userEvent.click(open[0] as HTMLElement);
    const preview = within(await body().findByRole('dialog', { name }));
    const download = preview.getByRole('link', { name: 'Download' });
    await expect(download).toHaveAttribute('download', name);
    const answer = await fetch(download.getAttribute('href') ?? '');
    await expect(answer.status).toBe(200);
    // The footer's 'Fechar' (the header's cross has the same name).
    await userEvent.click(preview.getAllByRole('button', { name: 'Fechar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(body().queryByRole('dialog', { name })).toBeNull());
    await expect(body().getByRole('dialog')).toBeVisible();
  },
};

/** A read-only reader on a licence marked 'Não necessária': the reason and description as text. */
export const ReadOnlyNotNecessary: Story = {
  parameters: { screenshot: { disable: true } },
  args: { claims: mockClientUserClaims(['GET_LICENSES']) },
  play: async ({ canvas, userEvent }) => {
    const list = within(await table(canvas));
    const row = list.getAllByRole('row').find((item) => item.querySelector('td')?.textContent === 'Não necessária');
    if (!row) throw new Error('no licence not necessary');
    await userEvent.click(within(row).getByRole('button', { name: 'Visualizar licença' }));
    const dialog = within(await body().findByRole('dialog'));
    const fact = (label: string) => dialog.getByText(label, { selector: 'dt' }).nextElementSibling;
    await expect(fact('Tipo')).toHaveTextContent('Não necessária');
    await expect(fact('Motivo')).toHaveTextContent('Shopping');
    await expect(fact('Descrição')).toHaveTextContent('A filial funciona dentro de shopping, que detém o alvará');
    await expect(dialog.queryByText('Tem validade')).toBeNull();
  },
};

/** A USER without DELETE_FILES edits, but has no 'Resetar'. */
export const UserWithoutDeleteFiles: Story = {
  args: { claims: mockClientUserClaims(['GET_LICENSES', 'UPDATE_LICENSES']) },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openRow(canvas, userEvent, 'Em conformidade');
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Resetar' })).toBeNull();
  },
};

/** Staff ({product}) inside the client sees the state's registry link in the dialog. */
export const StaffSeesStateLinks: Story = {
  args: { claims: mockStaffInClientClaims },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openRow(canvas, userEvent, 'Em conformidade');
    await expect(dialog.getByText('Links e fontes')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'MG - JUCEMG (Minas Gerais)' })).toHaveAttribute(
      'href',
      'https://www.jucemg.mg.gov.br/',
    );
  },
};

export const Mobile: Story = {
  parameters: { screenshot: { widths: [320, 1440] } },
  play: async ({ canvas }) => {
    await expect(await rows(canvas)).toHaveLength(8);
  },
};
