import {
  companyHandlers,
  companyLicenseHandlers,
  fileHandlers,
  mockClientAdminClaims,
  mockClientUserClaims,
  mockStaffInClientClaims,
  resetCompanyLicenseMocks,
  resetCompanyMocks,
} from '@product/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '../../../stories/AppPage';
import { dismissToasts, toasts } from '../../../stories/toasts';

const path = '/client/companies/1/licenses';

/** The Licenças tab of the fixture company (Padaria Pão Dourado), against the msw licence, company and file mocks. */
const meta = {
  title: 'Pages/Client/Company/Licences',
  component: AppPage,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...companyLicenseHandlers, ...companyHandlers, ...fileHandlers] },
    docs: {
      description: {
        component:
          "/client/companies/{id}/licenses (spec 2 §2 'Licences'): Status, Licença, CNAE referência, Validade, Risco, Complexidade, Adicionado/Alterado, Opções; the CNAE filter grouped by risk and the search in the URL; `cnae_level` honoured; 'Acesso restrito' without GET_LICENSES.",
      },
    },
  },
  args: { path, claims: mockClientAdminClaims },
  beforeEach: () => {
    resetCompanyLicenseMocks();
    resetCompanyMocks();
  },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const table = (canvas: Canvas) => canvas.findByRole('table', { name: 'Licenças' });
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
    await expect(list.getAllByText('Risco Alto').length).toBe(8);
    await expect(list.getAllByText('Média').length).toBeGreaterThan(0);
    await expect(canvas.getByText('Mostrando 1 a 8 de 8')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'CNAEs' })).toBeVisible();
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
    await userEvent.click(canvas.getByRole('combobox', { name: 'CNAEs' }));
    const listbox = within(await within(document.body).findByRole('listbox'));
    await expect(listbox.getByText('Risco Baixo')).toBeVisible();
    await expect(listbox.getByText('Risco Médio')).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox', { name: 'CNAEs' }), '5611');
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
    for (const row of await rows(canvas)) await expect(row[1]).toBe('Licença sanitária');
  },
};

export const NothingFound: Story = {
  args: { path: `${path}?search=inexistente` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Nada encontrado para/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Voltar à lista' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/client/company/:id/licenses', () =>
          HttpResponse.json({ result: [{ items: [], total: 0, pages_in_range: 0 }] }),
        ),
        ...companyLicenseHandlers,
        ...companyHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Vazio')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/client/company/:id/licenses', () =>
          HttpResponse.json({ message: 'Banco de dados indisponível.' }, { status: 503 }),
        ),
        ...companyHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Não foi possível carregar as licenças.' })).toBeVisible();
    const shown = await toasts();
    await expect(shown.getByText('Não foi possível carregar as licenças.')).toBeVisible();
    await expect(shown.getByText('Banco de dados indisponível.')).toBeVisible();
    await dismissToasts();
  },
};

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
export const LicenceDialog: Story = {
  parameters: { screenshot: { widths: [320, 1440] } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openRow(canvas, userEvent, 'Em conformidade');
    await expect(dialog.getByRole('heading', { name: 'Licença sanitária' })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Licença');
    await expect(dialog.getByRole('group', { name: 'Tem validade' })).toBeVisible();
    await expect(
      within(dialog.getByRole('group', { name: 'Tem validade' })).getByRole('radio', { name: 'Sim' }),
    ).toBeChecked();
    await expect(dialog.getByLabelText('Validade')).toHaveValue('2027-06-10');
    await expect(dialog.getByLabelText('Condicionantes')).toHaveValue('Manter o laudo de dedetização em dia');
    await expect(dialog.getByLabelText('Nome da taxa')).toHaveValue('Taxa de fiscalização sanitária');
    await expect(dialog.getByLabelText('Nome da taxa')).toBeEnabled();
    await expect(dialog.getByText('Arquivos anexados')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Resetar' })).toBeVisible();
    await expect(dialog.queryByText('Links e fontes')).toBeNull();
  },
};

/** A pending licence: no type yet; once Licença is chosen, 'Tem validade' is unanswered and the fee at Não. */
export const PendingLicence: Story = {
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

export const ExpiredLicence: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openRow(canvas, userEvent, 'Vencida');
    await expect(dialog.getByLabelText('Validade')).toHaveValue('2026-11-17');
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
    const confirm = within(await body().findByRole('dialog', { name: 'Resetar licença' }));
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

/** A USER without UPDATE_LICENSES sees the list without the view/edit button. */
export const UserWithoutUpdateLicenses: Story = {
  parameters: { screenshot: { disable: true } },
  args: { claims: mockClientUserClaims(['GET_LICENSES', 'DELETE_FILES']) },
  play: async ({ canvas }) => {
    await expect(await rows(canvas)).toHaveLength(8);
    await expect(canvas.queryByRole('button', { name: 'Ver/editar licença' })).toBeNull();
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
