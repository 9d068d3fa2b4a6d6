import { clientFilePaths, companyPaths } from '@product/api/contract';
import {
  companyHandlers,
  fileHandlers,
  mockClientAdminClaims,
  mockClientUserClaims,
  mockStaffInClientClaims,
  resetCompanyMocks,
  resetFileMocks,
  tagHandlers,
} from '@product/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '#/stories/AppPage';
import { companyHeaderShows, longCompany } from '#/stories/company-stories';
import { type Canvas, pageParameters } from '#/stories/page-stories';
import { dismissToasts, toasts } from '#/stories/toasts';

const handlers = [...companyHandlers, ...fileHandlers, ...tagHandlers];
const failWith = (status: number, message: string) => () => HttpResponse.json({ message }, { status });

/** Tab Dados, 'Perfil da Empresa', against the msw companies and logos. */
const meta = {
  title: 'Pages/Client/Company/Data',
  component: AppPage,
  parameters: pageParameters({
    handlers,
    description:
      "/client/companies/{id}/data (spec 2 'Company profile'): the logo (send an image, preview, delete), the name (required), Ativo, Salvar and 'Excluir empresa'; the registry card with 'Atualizar dados' (info toast up to 60 s) and 'Atualizado há cerca de N dias' / 'hoje', legal and trade names, CNPJ, risk, situation (INAPTA as SUSPENSA), opening date, legal nature, address, contact, activities, CNAEs by risk and the QSA. UPDATE_COMPANY and DELETE_COMPANY gate the controls; without GET_COMPANY the tab is 'Acesso restrito'.",
  }),
  // The supermarket: read from the registry 11 days ago.
  args: { path: '/client/companies/2/data', claims: mockClientAdminClaims },
  beforeEach: () => {
    resetCompanyMocks();
    resetFileMocks();
  },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const profileCard = async (canvas: Canvas) =>
  within(await canvas.findByRole('region', { name: 'Perfil da Empresa' }, { timeout: 5000 }));
const registryCard = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Dados' }));
/** A registry field's value, by its label. */
const field = (canvas: Canvas, label: string) => registryCard(canvas).getByText(label).nextElementSibling;
const body = () => within(document.body);

/** A client ADMIN on the supermarket's profile. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await companyHeaderShows(canvas, 'Supermercado Bom Preço S.A.');
    await expect(canvas.getByRole('tab', { name: 'Dados', selected: true })).toBeVisible();
    const profile = await profileCard(canvas);
    await expect(profile.getByLabelText('Nome')).toHaveValue('Supermercado Bom Preço S.A.');
    await expect(profile.getByRole('switch', { name: 'Ativo' })).toBeChecked();
    for (const name of ['Escolher arquivo', 'Enviar logo', 'Salvar', 'Excluir empresa']) {
      await expect(profile.getByRole('button', { name })).toBeVisible();
    }
    await expect(profile.getByText('Sem logo cadastrada')).toBeVisible();

    await expect(await registryCard(canvas).findByText('Atualizado há cerca de 11 dias')).toBeVisible();
    await expect(registryCard(canvas).getByRole('button', { name: 'Atualizar dados' })).toBeVisible();
    await expect(field(canvas, 'Razão social')).toHaveTextContent('SUPERMERCADO BOM PREÇO S.A.');
    await expect(field(canvas, 'Nome fantasia')).toHaveTextContent('Bom Preço');
    await expect(field(canvas, 'CNPJ')).toHaveTextContent(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    await expect(field(canvas, 'Situação')).toHaveTextContent('ATIVA');
    await expect(field(canvas, 'Risco do CNPJ')).toHaveTextContent(/^Risco (Baixo|Médio|Alto)$/);
    await expect(field(canvas, 'Atividade principal')).toHaveTextContent(/^\d{4}-\d\/\d{2} - /);
    await expect(field(canvas, 'Quadro de sócios e administradores (QSA)')).toHaveTextContent(
      'Maria Aparecida Souza — 49-Sócio-Administrador',
    );
  },
};

/** A company at the registry as INAPTA is shown SUSPENSA; long names wrap at 320 px. */
export const LongNames: Story = {
  args: { path: '/client/companies/1/data' },
  parameters: {
    msw: { handlers: [http.get(`*${companyPaths.one(1)}`, () => HttpResponse.json(longCompany)), ...handlers] },
    screenshot: { widths: [320, 1440] },
  },
  play: async ({ canvas, canvasElement }) => {
    await companyHeaderShows(canvas, longCompany.name);
    await profileCard(canvas);
    await expect(field(canvas, 'Situação')).toHaveTextContent('SUSPENSA');
    await expect(field(canvas, 'CNPJ')).toHaveTextContent('12.345.678/0001-95');
    await expect(field(canvas, 'Data de abertura')).toHaveTextContent('31/12/1999');
    await expect(field(canvas, 'CNAEs de Risco Alto')).toHaveTextContent(
      '1099-6/99 - Fabricação de outros produtos alimentícios',
    );
    await expect(field(canvas, 'CNAEs de Risco Baixo')).toHaveTextContent('Nenhum');
    await expect(field(canvas, 'Quadro de sócios e administradores (QSA)')).toHaveTextContent(
      'MARIA APARECIDA DOS SANTOS OLIVEIRA PEREIRA DE ALBUQUERQUE — Sócio-Administrador',
    );
    await expect(await registryCard(canvas).findByText(/^Atualizado/)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Salvar sends the new name and Ativo: the toast, and the header follows. */
export const SaveProfile: Story = {
  play: async ({ canvas, userEvent }) => {
    const profile = await profileCard(canvas);
    const name = profile.getByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.click(profile.getByRole('button', { name: 'Salvar' }));
    await expect(await profile.findByText('Nome é obrigatório')).toBeVisible();

    await userEvent.type(name, 'Supermercado Bom Preço Matriz');
    await userEvent.click(profile.getByRole('switch', { name: 'Ativo' }));
    await userEvent.click(profile.getByRole('button', { name: 'Salvar' }));
    await expect(await (await toasts()).findByText('Empresa atualizada')).toBeVisible();
    await companyHeaderShows(canvas, 'Supermercado Bom Preço Matriz');
    await expect(canvas.getByText('Inativo')).toBeVisible();
    await dismissToasts();
  },
};

/** The server refuses the change: the §8 title and its reason. */
export const SaveError: Story = {
  parameters: {
    msw: { handlers: [http.put(`*${companyPaths.one(2)}`, failWith(422, 'Máximo de 255 caracteres')), ...handlers] },
  },
  play: async ({ canvas, userEvent }) => {
    const profile = await profileCard(canvas);
    await userEvent.click(profile.getByRole('button', { name: 'Salvar' }));
    const list = await toasts();
    await expect(await list.findByText('Não foi possível alterar as informações da empresa.')).toBeVisible();
    await expect(list.getByText('Máximo de 255 caracteres')).toBeVisible();
    await dismissToasts();
  },
};

/** 'Atualizar dados': the info toast while the registry answers, then the success and 'hoje'. */
export const RefreshData: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${companyPaths.updateData(':id')}`, async () => {
          await delay(600);
          return undefined;
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await profileCard(canvas);
    await expect(await registryCard(canvas).findByText('Atualizado há cerca de 11 dias')).toBeVisible();
    await userEvent.click(registryCard(canvas).getByRole('button', { name: 'Atualizar dados' }));
    const list = await toasts();
    await expect(await list.findByText('Atualizando empresa')).toBeVisible();
    await expect(list.getByText('Aguarde...')).toBeVisible();
    await expect(await list.findByText('Empresa atualizada', {}, { timeout: 3000 })).toBeVisible();
    await waitFor(() => expect(list.queryByText('Atualizando empresa')).toBeNull());
    await expect(await registryCard(canvas).findByText('Atualizado hoje')).toBeVisible();
    await dismissToasts();
  },
};

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

/** A logo is sent (with a preview first), shown in the header, then deleted (the file mocks serve the bakery). */
export const UploadAndDeleteLogo: Story = {
  args: { path: '/client/companies/1/data' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const profile = await profileCard(canvas);
    await expect(profile.getByRole('button', { name: 'Enviar logo' })).toBeDisabled();
    await userEvent.upload(fileInput(canvasElement), png());
    await expect(profile.getByText('Pré-visualização da nova logo')).toBeVisible();
    await userEvent.click(profile.getByRole('button', { name: 'Enviar logo' }));
    await expect(await (await toasts()).findByText('Logo cadastrada')).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('header img')?.getAttribute('src')).toMatch(/^\/api\/v1\/s3\/logos\/logo-/),
    );
    await expect(profile.getByText('Logo atual')).toBeVisible();

    await userEvent.click(profile.getByRole('button', { name: 'Excluir logo' }));
    await expect(await (await toasts()).findByText('Logo excluida')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('header img')).toBeNull());
    await dismissToasts();
  },
};

/** The server refuses the image, then the deletion: each with its §8 title. */
export const LogoErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${clientFilePaths.logo(':id')}`, failWith(415, 'Envie a logo em PNG, JPEG, GIF ou WEBP.')),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const profile = await profileCard(canvas);
    await userEvent.upload(fileInput(canvasElement), png());
    await userEvent.click(profile.getByRole('button', { name: 'Enviar logo' }));
    const list = await toasts();
    await expect(await list.findByText('Não foi possível enviar a imagem anexada.')).toBeVisible();
    await expect(list.getByText('Envie a logo em PNG, JPEG, GIF ou WEBP.')).toBeVisible();
    await dismissToasts();
  },
};

/** 'Excluir empresa' needs 'Sim': then the toast and the list. */
export const DeleteCompany: Story = {
  play: async ({ canvas, userEvent }) => {
    const profile = await profileCard(canvas);
    await userEvent.click(profile.getByRole('button', { name: 'Excluir empresa' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Excluir empresa' }));
    await expect(dialog.getByRole('button', { name: 'Excluir' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Sim' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    await expect(await (await toasts()).findByText('Empresa excluída')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { level: 2, name: 'Supermercado Bom Preço S.A.' })).toBeNull(),
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Padaria Pão Dourado Ltda' })).toBeVisible();
    await dismissToasts();
  },
};

/** A USER with GET_COMPANY only: everything to read, nothing to change. */
export const UserReadOnly: Story = {
  args: { claims: mockClientUserClaims(['GET_COMPANY']) },
  play: async ({ canvas }) => {
    const profile = await profileCard(canvas);
    await expect(profile.getByLabelText('Nome')).toHaveAttribute('readonly');
    await expect(profile.getByRole('switch', { name: 'Ativo' })).toBeDisabled();
    for (const name of ['Escolher arquivo', 'Enviar logo', 'Salvar', 'Excluir empresa']) {
      await expect(profile.queryByRole('button', { name })).toBeNull();
    }
    await expect(registryCard(canvas).queryByRole('button', { name: 'Atualizar dados' })).toBeNull();
    await expect(field(canvas, 'Razão social')).toHaveTextContent('SUPERMERCADO BOM PREÇO S.A.');
  },
};

/** A USER with UPDATE_COMPANY but not DELETE_COMPANY: Salvar, no 'Excluir empresa'. */
export const UserWithoutDelete: Story = {
  args: { claims: mockClientUserClaims(['GET_COMPANY', 'UPDATE_COMPANY']) },
  play: async ({ canvas }) => {
    const profile = await profileCard(canvas);
    await expect(profile.getByRole('button', { name: 'Salvar' })).toBeVisible();
    await expect(profile.queryByRole('button', { name: 'Excluir empresa' })).toBeNull();
    await expect(registryCard(canvas).getByRole('button', { name: 'Atualizar dados' })).toBeVisible();
  },
};

/** A USER without GET_COMPANY who types the address: 'Acesso restrito' inside the company page. */
export const UserWithoutGetCompany: Story = {
  args: { claims: mockClientUserClaims(['UPDATE_COMPANY', 'DELETE_COMPANY']) },
  play: async ({ canvas }) => {
    await companyHeaderShows(canvas, 'Supermercado Bom Preço S.A.');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Acesso restrito' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Perfil da Empresa' })).toBeNull();
  },
};

/** Staff inside the client: every control. */
export const StaffInClient: Story = {
  args: { claims: mockStaffInClientClaims },
  play: async ({ canvas }) => {
    const profile = await profileCard(canvas);
    for (const name of ['Enviar logo', 'Salvar', 'Excluir empresa']) {
      await expect(profile.getByRole('button', { name })).toBeVisible();
    }
    await expect(registryCard(canvas).getByRole('button', { name: 'Atualizar dados' })).toBeVisible();
  },
};
