import { accountHandlers, catalogueHandlers, mockStaffClaims, resetCatalogueMocks } from '@product/api/mocks';
import { authTexts } from '@product/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppPage } from '#/stories/AppPage';
import { expectDialogKeepsFocus } from '#/stories/dialog-focus';
import { addDialogFocusStory, emptyPage, listPage } from '#/stories/list-page';
import { pageParameters, restrictedStory } from '#/stories/page-stories';
import { expectIconRowActions } from '#/stories/table-actions';
import { dismissToasts, toasts } from '#/stories/toasts';

/** The CNAE catalogue screen, as CONFORMA staff see it, against the msw catalogue. */
const meta = {
  title: 'Pages/Admin/CNAEs',
  component: AppPage,
  parameters: pageParameters({
    handlers: catalogueHandlers,
    description:
      "/admin/cnaes (spec 1 §2): the CNAE catalogue for CONFORMA staff. Table ID, Código/Descrição (with the risk and 'Inativo'), Criação/Edição, Opções; search kept in the URL; 'Adicionar', edit (the row or 'Editar') and delete with the Sim/Não confirmation.",
  }),
  args: { path: '/admin/cnaes' },
  // Each story starts from the same catalogue, whatever the previous one added or deleted.
  beforeEach: () => resetCatalogueMocks(),
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const listUrl = '*/api/v1/admin/cnae/';
const cnaes = listPage({ table: 'CNAEs', url: listUrl });
const table = cnaes.findTable;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'CNAEs' })).toBeVisible();
    const list = await table(canvas);
    await expect(
      within(list)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Código/Descrição', 'Criação/Edição', 'Opções']);
    await expect(list).toHaveTextContent('0111-3/01');
    await expect(canvas.getByText(/Mostrando 1 a 20 de \d+/)).toBeVisible();
    await expectIconRowActions(list);
  },
};

export const Search: Story = {
  args: { path: '/admin/cnaes?search=farmac' },
  play: async ({ canvas }) => {
    const list = await table(canvas);
    await expect(list).toHaveTextContent('Comércio varejista de produtos farmacêuticos');
    await expect(canvas.getByRole('searchbox')).toHaveValue('farmac');
  },
};

export const NothingFound: Story = {
  args: { path: '/admin/cnaes?search=xilogravura' },
  play: async ({ canvas, userEvent }) => {
    await cnaes.expectNothingFoundThenClear(canvas, userEvent, {
      message: 'Nenhum CNAE encontrado',
      search: 'xilogravura',
    });
    await expect(await table(canvas)).toHaveTextContent('0111-3/01');
  },
};

/**
 * Searching offline (spec 1 §8): the error toast, the typed search kept in the field, and the list as
 * it was (with no message it read as 'nothing changed'). Every list of AdminListFrame does the same.
 */
export const SearchOffline: Story = {
  parameters: {
    msw: {
      handlers: [
        // The search request fails at the network; the first page still loads.
        http.get(listUrl, ({ request }) =>
          new URL(request.url).searchParams.has('search') ? HttpResponse.error() : undefined,
        ),
        ...catalogueHandlers,
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const list = await table(canvas);
    await expect(list).toHaveTextContent('0111-3/01');
    onlineManager.setOnline(false);
    try {
      const field = canvas.getByRole('searchbox');
      await userEvent.type(field, 'farmac{Enter}');
      const shown = await toasts();
      await expect(await shown.findByText('Não foi possível carregar os CNAEs.')).toBeVisible();
      await expect(shown.getByText(authTexts.unknownReason)).toBeVisible();
      await expect(canvas.getByRole('searchbox')).toHaveValue('farmac');
      await expect(await table(canvas)).toHaveTextContent('0111-3/01');
    } finally {
      onlineManager.setOnline(true);
    }
    await dismissToasts();
  },
};

export const Empty: Story = cnaes.emptyStory({ body: { result: [emptyPage] } });

export const LoadError: Story = cnaes.loadErrorStory('Não foi possível carregar os CNAEs.', { withToast: false });

export const AddValidation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Adicionar CNAE' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(await within(dialog).findByText('Código obrigatório')).toBeVisible();
    await expect(within(dialog).getByText('Descrição obrigatória')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Descrição'), 'A');
    await expect(await within(dialog).findByText('Mínimo de 2 caracteres')).toBeVisible();
    await expect(within(dialog).getByLabelText('Descrição')).toHaveAttribute('aria-invalid', 'true');
  },
  parameters: { screenshot: { viewport: true } },
};

export const AddCnae: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Adicionar CNAE' });
    await userEvent.type(within(dialog).getByLabelText('Código'), '4782201');
    await expect(within(dialog).getByLabelText('Código')).toHaveValue('4782-2/01');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Risco' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Médio' }));
    await userEvent.type(within(dialog).getByLabelText('Descrição'), 'Comércio varejista de calçados');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(await (await toasts()).findByText('CNAE criado')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await userEvent.type(canvas.getByRole('searchbox'), '4782{Enter}');
    await expect(await table(canvas)).toHaveTextContent('Comércio varejista de calçados');
  },
  // The new row carries today's date: no fixed picture.
  parameters: { screenshot: { disable: true } },
};

export const DuplicateCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Adicionar CNAE' });
    await userEvent.type(within(dialog).getByLabelText('Código'), '0111301');
    await userEvent.type(within(dialog).getByLabelText('Descrição'), 'Cultivo de arroz irrigado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(await within(dialog).findByText('Já existe um CNAE com este código.')).toBeVisible();
    await expect(await (await toasts()).findByText('Não foi possível criar o CNAE.')).toBeVisible();
    await dismissToasts();
  },
  parameters: { screenshot: { viewport: true } },
};

export const EditCnae: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByText('Cultivo de arroz'));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Editar CNAE' });
    await expect(within(dialog).getByLabelText('Código')).toHaveValue('0111-3/01');
    const description = within(dialog).getByLabelText('Descrição');
    await userEvent.clear(description);
    await userEvent.type(description, 'Cultivo de arroz em várzea');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Ativo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await expect(await (await toasts()).findByText('CNAE alterado')).toBeVisible();
    const list = await table(canvas);
    await waitFor(() => expect(list).toHaveTextContent('Cultivo de arroz em várzea'));
    const row = await cnaes.rowOf(canvas, 'Cultivo de arroz em várzea');
    await expect(within(row).getByText('Inativo')).toBeVisible();
  },
  parameters: { screenshot: { disable: true } },
};

export const DeleteCnae: Story = cnaes.deleteStory({
  row: 'Cultivo de arroz',
  dialog: 'Excluir CNAE',
  toast: 'CNAE excluído',
});

export const DeleteRefusedInUse: Story = cnaes.deleteRefusedStory({
  url: '*/api/v1/admin/cnae/:id',
  status: 409,
  reason: 'Este CNAE está em uso por 3 CNPJs de clientes. Desative-o em vez de excluir.',
  others: catalogueHandlers,
  row: 'Cultivo de arroz',
  dialog: 'Excluir CNAE',
  title: 'Não foi possível excluir este CNAE.',
});

export const EditorIsRestricted: Story = restrictedStory({ ...mockStaffClaims, access_role: 'EDITOR' });

export const Mobile: Story = cnaes.mobileStory('0111-3/01');

export const Wide: Story = cnaes.wideStory('0111-3/01');

export const AddDialogFocus: Story = addDialogFocusStory({ dialog: 'Adicionar CNAE', firstField: 'Código' });

/** A row's 'Editar' by mouse: the same focus round, back to that 'Editar'. */
export const EditDialogFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = await cnaes.rowOf(canvas, 'Cultivo de arroz');
    const opener = within(row).getByRole('button', { name: 'Editar' });
    await userEvent.click(opener);
    await expectDialogKeepsFocus({ name: 'Editar CNAE', firstField: 'Código', opener, userEvent });
  },
  parameters: { screenshot: { disable: true } },
};

/** The document title names the screen, and follows the sidebar (issue 12). */
export const DocumentTitle: Story = {
  parameters: { msw: { handlers: [...catalogueHandlers, ...accountHandlers] }, screenshot: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await expect(await table(canvas)).toHaveTextContent('0111-3/01');
    await waitFor(() => expect(document.title).toBe('CNAEs · Conforma'));
    await userEvent.click(canvas.getByRole('link', { name: 'Licenças' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Licenças' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Licenças · Conforma'));
    await userEvent.click(canvas.getByRole('link', { name: 'Business' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Clientes Business' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Clientes Business · Conforma'));
  },
};
